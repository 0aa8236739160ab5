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
import { ResourceNode, themeIcon, tooltip, type ResourceView } from './nodes/resourceNode';

/** A resource's row as the kind describes it for this token, and the `missing:<scope>` tokens of its menu. */
export function kindRow(kind: Kind, tree: ListTreeFacet, resource: Resource, scopes: ReadonlySet<string> | undefined, ownClientId?: string): { row: TreeRow; writes: string[] } {
  const writes = missingScopeTokens(scopes, tree.rowWrites);
  const update = kind.scopes.update;
  return { row: tree.row(resource, { canUpdate: !update || !writes.includes(`missing:${update}`), ownClientId }), writes };
}

/** What a ResourceNode shows of a kind's row, worked out again only when the token's scopes change. */
class KindRowView implements ResourceView {
  readonly key: string;
  private seen: { scopes: ReadonlySet<string> | undefined; shown: ReturnType<typeof kindRow> } | undefined;

  constructor(private readonly kind: Kind, private readonly tree: ListTreeFacet, private readonly resource: Resource, private readonly owner: ListOwner) {
    this.key = kind.list?.id(resource) ?? String(resource.id);
  }

  private get shown(): ReturnType<typeof kindRow> {
    const scopes = this.owner.scopesNow();
    if (!this.seen || this.seen.scopes !== scopes) this.seen = { scopes, shown: kindRow(this.kind, this.tree, this.resource, scopes, this.owner.tenant.profile.clientId) };
    return this.seen.shown;
  }

  get label() {
    return this.shown.row.label;
  }

  get description() {
    return this.shown.row.description;
  }

  get icon() {
    return themeIcon(this.shown.row.icon.id, this.shown.row.icon.color);
  }

  get context() {
    return [...this.shown.row.context, ...this.shown.writes];
  }

  get command() {
    return this.shown.row.open;
  }

  tooltip = () => tooltip(this.shown.row.tooltip.title, this.shown.row.tooltip.rows);
}

/** The row node of one resource of a kind's group. */
export function kindRowNode(kind: Kind, tree: ListTreeFacet, resource: Resource, parent: TreeNode, owner: ListOwner): ResourceNode<Resource> {
  return new ResourceNode(parent, new KindRowView(kind, tree, resource, owner), resource);
}
