import type { ApiClient } from '../../api/client';
import { call, type CallOptions } from '../../api/request';
import { vaultConnectionSchema, type VaultConnection } from '../../api/vaultConnections';

/**
 * POST /flows/vault/connections for any app and setup (201, or 200 on older tenants), through the client's one
 * request path (`call`: errors mapped, the answer checked). The body was checked field by field against
 * vaultApps.ts before; the secrets in it are sent once and never come back.
 */
export async function postVaultConnection(client: ApiClient, body: Record<string, unknown>, options: CallOptions = {}): Promise<VaultConnection> {
  return call(client, 'POST', 'flows/vault/connections', vaultConnectionSchema, { json: body, ...options });
}
