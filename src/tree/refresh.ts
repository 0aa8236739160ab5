import * as vscode from 'vscode';
import type { Services } from '../services';
import type { TreeNode } from './node';
import type { TenantNode } from './nodes/tenantNode';

interface Reloadable extends TreeNode {
  reload(): Promise<void>;
}

const canReload = (node: TreeNode): node is Reloadable => typeof (node as Partial<Reloadable>).reload === 'function';

/** Runs the reloads under the view's progress bar. */
const inView = <T>(task: () => Promise<T>) => vscode.window.withProgress({ location: { viewId: 'authTenants.tenants' } }, task);

/**
 * Refresh All: every loaded list is read again (one request per list that was loaded; nothing else until it is
 * expanded), then the tree is redrawn, so each count shown is the server's.
 */
export async function refreshAll(services: Services): Promise<void> {
  await inView(() => Promise.all(services.roots.list().map((tenant) => tenant.reload())));
  services.tree.refresh();
}

/** Refresh on one node (a tenant, a group or a stream): only that subtree reloads. */
export async function refreshNode(services: Services, node?: TreeNode): Promise<void> {
  if (!node) return refreshAll(services);
  if (canReload(node)) await inView(() => node.reload());
  services.tree.refresh(node);
}

/** Reloads one group of a tenant (`event-streams`, `connections`, …) after a change, if the tree has it; nothing else. */
export function refreshGroup(services: Services, tenant: TenantNode | undefined, key: string): void {
  const group = tenant?.group(key);
  if (group) void refreshNode(services, group);
}

/** Load More…: fetches the next page of a list and appends it. */
export async function loadMore(services: Services, node: TreeNode & { loadNext(): Promise<void> }): Promise<void> {
  await vscode.window.withProgress({ location: { viewId: 'authTenants.tenants' } }, () => node.loadNext());
  services.tree.refresh(node);
}
