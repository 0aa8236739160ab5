/** What the bench entry needs of the extension's tree and of the emulator's control routes, in the host. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';

const EMULATOR_TENANT_NODE = 'tenant:local-emulator';

export interface Stats {
  requests: number;
  byRoute: Record<string, number>;
  rateLimited: number;
}

export type ListNode = TreeNode & { reset(): void; loadNext(): Promise<void>; readonly hasMore: boolean; readonly items: unknown[] };

export const emulatorUrl = (): string => (process.env.AUTH_TENANTS_EMULATOR_URL ?? '').replace(/\/$/, '');

async function control(method: string, path: string): Promise<unknown> {
  const res = await fetch(`${emulatorUrl()}/__emulator/${path}`, { method });
  if (!res.ok) throw new Error(`emulator ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}
export const stats = (): Promise<Stats> => control('GET', 'stats') as Promise<Stats>;
export const resetStats = (): Promise<unknown> => control('POST', 'stats/reset');

/** What the view does on expand: the children from the tree data provider, then a TreeItem for each. */
export async function expand(s: Services, node?: TreeNode): Promise<TreeNode[]> {
  const children = await s.tree.getChildren(node);
  for (const child of children) s.tree.getTreeItem(child);
  return children;
}

export async function emulatorTenant(s: Services): Promise<TreeNode & { profile: { id: string } }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await s.tree.getChildren()).find((n) => n.id === EMULATOR_TENANT_NODE);
    if (found) return found as TreeNode & { profile: { id: string } };
    if (Date.now() > deadline) throw new Error('the emulator tenant did not appear in the tree');
    await sleep(50);
  }
}

/** The resource group `key` (e.g. "connections") among a tenant's children. */
export function group(groups: TreeNode[], key: string): ListNode {
  const found = groups.find((g) => g.id.endsWith(`/${key}`));
  if (!found) throw new Error(`no ${key} list under the emulator tenant (got ${groups.map((g) => g.id).join(', ')})`);
  return found as ListNode;
}

/** Rows of a loaded list that are items (not "Load more…", an error or the empty-list message). */
export function itemRows(rows: TreeNode[]): number {
  return rows.filter((r) => !r.id.slice(r.id.lastIndexOf('/') + 1).startsWith('#')).length;
}
