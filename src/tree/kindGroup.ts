/**
 * The one resource group of a kind under a tenant, for every kind with a list: its label, icon and scope come from
 * the kind's description, its empty row and rows from the kind's tree facet; it pages with the kind's list call.
 */
import * as vscode from 'vscode';
import type { Kind } from '../kinds';
import type { KindList, Resource } from '../kinds/kind';
import type { ListTreeFacet, RowNodes } from '../kinds/facets/tree';
import { kindRowNode } from './kindRow';
import type { TreeNode } from './node';
import type { ListOwner, ListSpec } from './nodes/pagedListNode';

/** `rowNodes`: the kind's hook for rows with children of their own (loaded by the caller), else plain rows. */
export function kindListSpec(kind: Kind, list: KindList, tree: ListTreeFacet, owner: ListOwner, take: () => number, rowNodes?: RowNodes): ListSpec<Resource> {
  const toNode = rowNodes ? rowNodes(owner, take) : (resource: Resource, parent: TreeNode) => kindRowNode(kind, tree, resource, parent, owner);
  return {
    key: kind.id,
    label: kind.words.plural,
    icon: kind.icon,
    scopes: [kind.scopes.read],
    writeCommands: [tree.create],
    emptyLabel: tree.empty,
    ...(tree.emptyCreates ? {
      emptyHint: vscode.l10n.t('Click to create one (or use the + of this group).'),
      emptyCommand: (group) => ({ command: tree.create, title: vscode.l10n.t('Create {0}…', kind.words.title), arguments: [group] }),
    } satisfies Partial<ListSpec<Resource>> : {}),
    load: (client, cursor, t, signal) => list.page(client, cursor, t, { signal }),
    toNode,
  };
}
