/**
 * The resource groups under every tenant: one per kind with a tree facet, in the registry's order (the order the
 * sidebar shows them). A kind's hooks (rows with children, a group of its own) are loaded here, once per tenant.
 */
import { KINDS, type Kind } from '../kinds';
import { isListTree, type TreeFacet } from '../kinds/facets/tree';
import { kindListSpec } from './kindGroup';
import type { TreeNode } from './node';
import { PagedListNode } from './nodes/pagedListNode';
import type { TenantNode } from './nodes/tenantNode';

async function groupOf(kind: Kind, tree: TreeFacet, tenant: TenantNode, take: () => number): Promise<TreeNode> {
  if (!isListTree(tree)) return (await tree.group())(tenant, tenant);
  if (!kind.list) throw new Error(`The ${kind.words.singular} tree lists resources but the kind has no list.`);
  return new PagedListNode(tenant, tenant, kindListSpec(kind, kind.list, tree, tenant, take, await tree.rowNodes?.()), take);
}

export function tenantGroups(tenant: TenantNode, take: () => number): Promise<TreeNode[]> {
  return Promise.all(KINDS.flatMap((kind) => (kind.tree ? [groupOf(kind, kind.tree, tenant, take)] : [])));
}
