/**
 * The tree facet of a kind (pure, no `vscode`): what its group under a tenant shows (the group's label is the kind's
 * `words.plural`, its icon the kind's `icon`, its key the kind's id) and what one resource's row shows. The one tree
 * flow (src/tree/kindGroup.ts, src/tree/kindRow.ts) builds the nodes from it for every kind. A kind whose rows or
 * group are special (an event stream's failed deliveries, the MFA phone factors) names a hook the flow loads with
 * `import()`: the hook's module may use `vscode`, the description stays pure.
 */
import type { TreeNode } from '../../tree/node';
import type { ListOwner } from '../../tree/nodes/pagedListNode';
import type { Resource } from '../kind';

/** A codicon and the theme color it is drawn in (none: the foreground). */
export interface RowIcon {
  id: string;
  color?: string;
}

/** What one resource's row shows (English; the flow shows it as it is). */
export interface TreeRow {
  label: string;
  description?: string;
  icon: RowIcon;
  /** The hover: a bold title, then `field: value` lines (empty values left out). */
  tooltip: { title: string; rows: [string, unknown][] };
  /** contextValue tokens besides `resource` and the `missing:<scope>` tokens (the flow adds those). */
  context: (string | false | undefined)[];
  /** The command a click runs, with the row as its argument. */
  open: { command: string; title: string };
}

/** What a row's text depends on besides the resource: whether the token may update the kind (unknown scopes: yes). */
export interface RowAccess {
  canUpdate: boolean;
  /** The client id the extension signs in to the tenant with, when it knows it (an application's row marks it). */
  ownClientId?: string | undefined;
}

/** Makes the row nodes of one group (a hook: its module may use `vscode`). */
export type RowNodes = (owner: ListOwner, take: () => number) => (resource: Resource, parent: TreeNode) => TreeNode;

/** Makes a kind's whole group under a tenant (a hook, for a kind that is one value per tenant). */
export type GroupNode = (owner: ListOwner, parent: TreeNode) => TreeNode;

/** A kind listed page by page under each tenant (the kind has `list`). */
export interface ListTreeFacet {
  /** The empty list's row: "No connections.". */
  empty: string;
  /** Whether clicking the empty list's row creates one (with the create command below). */
  emptyCreates?: boolean;
  /** The command of the group's + (hidden when the token lacks its scope). */
  create: string;
  /** The write commands of a row's menu: the menus hide those whose scope the token lacks. */
  rowWrites: readonly string[];
  row(resource: Resource, access: RowAccess): TreeRow;
  /** Rows with children of their own (a stream's failed deliveries): the hook that makes them. */
  rowNodes?(): Promise<RowNodes>;
}

/** A kind shown as one group node of its own (the MFA phone factors). */
export interface NodeTreeFacet {
  group(): Promise<GroupNode>;
  /** How many levels below the group a resource's row sits (default 1; the actions' rows sit under their trigger: 2). */
  rowDepth?: number;
}

export type TreeFacet = ListTreeFacet | NodeTreeFacet;

export const isListTree = (facet: TreeFacet): facet is ListTreeFacet => 'row' in facet;
