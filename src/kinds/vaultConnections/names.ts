/** The names in use among a tenant's flows vault connections: the whole list, and names compared as the user reads them. */
import type { ApiClient } from '../../api/client';
import { iterateVaultConnections, type VaultConnection } from './api';

/** Every vault connection of the tenant (offset pages of 50). */
export async function allVaultConnections(client: ApiClient): Promise<VaultConnection[]> {
  const out: VaultConnection[] = [];
  for await (const c of iterateVaultConnections(client, { perPage: 50 })) out.push(c);
  return out;
}

/** Names compare as the user reads them: trimmed, whatever the case. */
export const sameVaultName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
