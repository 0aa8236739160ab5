import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';

interface Resettable extends TreeNode {
  reset(): void;
}

const canReset = (node: TreeNode): node is Resettable => typeof (node as Partial<Resettable>).reset === 'function';

/** Refresh All: forgets every loaded list; nothing is requested until a node is expanded again. */
export function refreshAll(services: Services): void {
  for (const tenant of services.roots.list()) tenant.reset();
  services.tree.refresh();
}

/** Refresh on one node (a tenant, a group or a stream): only that subtree reloads. */
export function refreshNode(services: Services, node?: TreeNode): void {
  if (!node) return refreshAll(services);
  if (canReset(node)) node.reset();
  services.tree.refresh(node);
}

/** Reloads one group of a tenant (`event-streams`, `connections`, …) after a change, if the tree has it; nothing else. */
export function refreshGroup(services: Services, tenant: TenantNode | undefined, key: string): void {
  const group = tenant?.group(key);
  if (group) refreshNode(services, group);
}

/** Load More…: fetches the next page of a list and appends it. */
export async function loadMore(services: Services, node: TreeNode & { loadNext(): Promise<void> }): Promise<void> {
  await vscode.window.withProgress({ location: { viewId: 'authTenants.tenants' } }, () => node.loadNext());
  services.tree.refresh(node);
}
