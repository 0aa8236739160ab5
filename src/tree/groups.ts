import type { TreeNode } from './node';
import { connectionsSpec } from './kinds/connections';
import { eventStreamsSpec } from './kinds/eventStreams';
import { PhoneFactorsNode } from './kinds/phoneFactors';
import { tokenExchangeProfilesSpec } from './kinds/tokenExchangeProfiles';
import { vaultConnectionsSpec } from './kinds/vaultConnections';
import { verificationTemplatesSpec } from './kinds/verificationTemplates';
import { PagedListNode } from './nodes/pagedListNode';
import type { TenantNode } from './nodes/tenantNode';

/** The resource groups under every tenant, in the order the sidebar shows them. */
export function tenantGroups(tenant: TenantNode, take: () => number): TreeNode[] {
  return [
    new PagedListNode(tenant, tenant, tokenExchangeProfilesSpec(), take),
    new PagedListNode(tenant, tenant, connectionsSpec(), take),
    new PagedListNode(tenant, tenant, eventStreamsSpec(tenant, take), take),
    new PagedListNode(tenant, tenant, vaultConnectionsSpec(), take),
    new PhoneFactorsNode(tenant, tenant),
    new PagedListNode(tenant, tenant, verificationTemplatesSpec(), take),
  ];
}
