import type { TreeNode } from './node';
import { connectionsSpec } from '../kinds/connections/tree';
import { eventStreamsSpec } from '../kinds/eventStreams/tree';
import { PhoneFactorsNode } from '../kinds/phoneFactors/tree';
import { tokenExchangeProfilesSpec } from '../kinds/tokenExchangeProfiles/tree';
import { vaultConnectionsSpec } from '../kinds/vaultConnections/tree';
import { verificationTemplatesSpec } from '../kinds/verificationTemplates/tree';
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
