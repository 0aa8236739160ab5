import type { Side } from '../../compare/compare';
import { NameCache } from '../../compare/names';
import type { TenantNode } from '../../tree/nodes/tenantNode';

/** A tenant as a comparison reads it: its client (paced by its rate limit) and the names it resolves once per run. */
export async function sideOf(tenant: TenantNode, signal?: AbortSignal): Promise<Side> {
  const client = await tenant.client();
  return { client, names: new NameCache(client, signal ? { signal } : {}) };
}
