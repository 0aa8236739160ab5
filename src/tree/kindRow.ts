/**
 * The one row of a resource, for every kind: what the kind's tree facet says (src/kinds/facets/tree.ts), drawn as a
 * ResourceNode. The row follows the token's scopes once they are known: its menu hides the write commands whose
 * scope the token lacks (`missing:<scope>` tokens), and its click edits only when the token may update the kind.
 */
import type { Kind } from '../kinds';
import type { Resource } from '../kinds/kind';
import type { ListTreeFacet, TreeRow } from '../kinds/facets/tree';
import { missingScopeTokens } from '../tenants/writeScopes';
import type { TreeNode } from './node';
import type { ListOwner } from './nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip, type ResourceFace, type ResourceView } from './nodes/resourceNode';

/** A resource's row as the kind describes it for this token, and the `missing:<scope>` tokens of its menu. */
export function kindRow(kind: Kind, tree: ListTreeFacet, resource: Resource, scopes: ReadonlySet<string> | undefined, ownClientId?: string): { row: TreeRow; writes: string[] } {
  const writes = missingScopeTokens(scopes, tree.rowWrites);
  const update = kind.scopes.update;
  return { row: tree.row(resource, { canUpdate: !update || !writes.includes(`missing:${update}`), ownClientId }), writes };
}

/**
 * What a ResourceNode shows of a kind's row, worked out from the resource each time the row is drawn (`face`), never
 * kept: a group of 10,000 rows holds their resources, not their texts and hovers.
 */
class KindRowView implements ResourceView {
  readonly key: string;

  constructor(private readonly kind: Kind, private readonly tree: ListTreeFacet, private readonly resource: Resource, private readonly owner: ListOwner) {
    this.key = kind.list?.id(resource) ?? String(resource.id);
  }

  private get shown(): ReturnType<typeof kindRow> {
    return kindRow(this.kind, this.tree, this.resource, this.owner.scopesNow(), this.owner.tenant.profile.clientId);
  }

  face(): ResourceFace {
    const { row, writes } = this.shown;
    return { label: row.label, description: row.description, icon: themeIcon(row.icon.id, row.icon.color), context: [...row.context, ...writes], command: row.open };
  }

  get label() {
    return this.face().label;
  }

  get description() {
    return this.face().description;
  }

  get icon() {
    return this.face().icon;
  }

  get context() {
    return this.face().context;
  }

  get command() {
    return this.face().command;
  }

  tooltip() {
    const { row } = this.shown;
    return tooltip(row.tooltip.title, row.tooltip.rows);
  }
}

/** The row node of one resource of a kind's group. */
export function kindRowNode(kind: Kind, tree: ListTreeFacet, resource: Resource, parent: TreeNode, owner: ListOwner): ResourceNode<Resource> {
  return new ResourceNode(parent, new KindRowView(kind, tree, resource, owner), resource);
}
