import type { ApiClient } from '../../api/client';
import { vaultConnectionSchema, type VaultConnection } from '../../api/vaultConnections';

/**
 * POST /flows/vault/connections for any app and setup (201, or 200 on older tenants). The body was checked
 * field by field against vaultApps.ts before; the secrets in it are sent once and never come back.
 */
export async function postVaultConnection(client: ApiClient, body: Record<string, unknown>, options: { signal?: AbortSignal } = {}): Promise<VaultConnection> {
  const response = await client.http.post('flows/vault/connections', { json: body, ...(options.signal ? { signal: options.signal } : {}) });
  const parsed = vaultConnectionSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`The tenant answered the vault connection create with an unexpected body (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}).`);
  return parsed.data;
}
