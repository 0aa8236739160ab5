/**
 * "Which resource is this command about?", the parts that need no `vscode` (resourceTarget.ts puts them together):
 * a resource named by ids as a document header passes it, the clicked row of a kind's group, and the picker that
 * reads a kind's list one page at a time ("Load more…"). Written once over every kind with a `list`.
 */
import type { Kind, KindList, Resource } from '../../kinds/kind';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { PickItem, Prompts } from '../../ui/prompts';
import { cleanLabel } from '../../util/text';
import { isListTree } from '../../kinds/facets/tree';

/** A kind whose resources are listed (every kind but the phone factors). */
export type ListedKind = Kind & { list: KindList };

/** A resource named by ids, as a document header passes it: `{ tenantId, streamId }` (the id under its document's `idArgument`). */
export interface IdsArg {
  tenantId: string;
  [idArgument: string]: unknown;
}

/** The kind with its list (every kind a command picks from has one). */
export function withList(kind: Kind): ListedKind {
  if (!kind.list) throw new Error(`${kind.words.plural} have no list to pick from.`);
  return kind as ListedKind;
}

/** What the picker needs of a tenant. */
export type PickTenant = Pick<TenantNode, 'profile' | 'client'>;

/** The tenant and the id a ref names for this kind (under the `idArgument` of one of its documents), if `arg` is one. */
export function refOf(kind: Kind, arg: unknown): { tenantId: string; id: string } | undefined {
  if (typeof arg !== 'object' || arg === null) return undefined;
  const ref = arg as Record<string, unknown>;
  if (typeof ref.tenantId !== 'string') return undefined;
  const key = kind.editors?.map((e) => e.idArgument).find((k) => typeof ref[k] === 'string');
  return key === undefined ? undefined : { tenantId: ref.tenantId, id: ref[key] as string };
}

const dataOf = (node: TreeNode): Resource | undefined => {
  const data = (node as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Resource) : undefined;
};

/**
 * The row of the kind's group (`<tenant node id>/<kind id>`) at or above `node` (a stream's filter row: its stream),
 * and the resource it shows; undefined when `node` is not in that group.
 */
export function rowOf(tenantNodeId: string, kind: Kind, node: TreeNode | undefined): { row: TreeNode; resource: Resource } | undefined {
  const group = `${tenantNodeId}/${kind.id}`;
  const depth = kind.tree && !isListTree(kind.tree) ? kind.tree.rowDepth ?? 1 : 1;
  const above = (n: TreeNode) => {
    let up: TreeNode | undefined = n;
    for (let i = 0; i < depth && up; i++) up = up.parent;
    return up;
  };
  for (let n = node; n?.parent; n = n.parent) {
    if (above(n)?.id !== group) continue;
    const resource = dataOf(n);
    return resource ? { row: n, resource } : undefined;
  }
  return undefined;
}

/** The row of the resource `id`, if the tenant's group of the kind is loaded and shows it (no request). */
export async function shownRow(tenant: Pick<TenantNode, 'group'>, kind: Kind, id: string): Promise<TreeNode | undefined> {
  const { list } = withList(kind);
  const group = tenant.group(kind.id) as (TreeNode & { isLoaded?: boolean }) | undefined;
  if (!group?.isLoaded) return undefined;
  return (await group.getChildren?.())?.find((n) => {
    const resource = dataOf(n);
    return resource !== undefined && list.id(resource) === id;
  });
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The picker's placeholder ("Event stream of <tenant>") and the error when the tenant has none. */
export function pickWords(kind: ListedKind, tenant: string): { placeholder: string; empty: string } {
  const { words, list: { pick } } = kind;
  return {
    placeholder: pick.placeholder?.(tenant) ?? `${capitalised(words.singular)} of ${tenant}${pick.hint ? ` (${pick.hint})` : ''}`,
    empty: pick.empty?.(tenant) ?? `${tenant} has no ${words.plural.toLowerCase()}. Create one with Create ${words.title}….`,
  };
}

/** The value of "Load more…" (a resource's item has the resource itself as its value). */
const MORE: Resource = {};

export interface Picked {
  resource: Resource;
  /** The tenant's whole list, when the picker read it all (a command needing it need not read it again). */
  listed?: Resource[];
}

/**
 * Picks one of the tenant's resources of a kind under `title`. The list loads while the picker is open: pages of
 * `pick.take` until `pick.first` are loaded (default: one page); "Load more…" at the end loads the next page and
 * shows the list again (typing filters what is loaded, by name, description and detail).
 */
export async function pickResource(prompts: Prompts, tenant: PickTenant, kind: Kind, title: string): Promise<Picked> {
  const listed = withList(kind);
  const { list } = listed;
  const { take, first = take } = list.pick;
  const { placeholder, empty } = pickWords(listed, tenant.profile.label);
  const client = tenant.client(); // the picker opens at once and shows the list loading, token included
  const loaded: Resource[] = [];
  const ids = new Set<string>();
  let cursor: string | undefined;
  let done = false;
  // Reads pages until `count` resources are loaded or the service has no more (a page bringing nothing new ends it).
  const load = async (count: number) => {
    while (!done && loaded.length < count) {
      const page = await list.page(await client, cursor, take);
      const fresh = page.items.filter((r) => !ids.has(list.id(r)));
      for (const r of fresh) ids.add(list.id(r));
      loaded.push(...fresh);
      done = !page.cursor || fresh.length === 0;
      cursor = page.cursor;
    }
  };
  for (let count = first; ; count = loaded.length + take) {
    const items = load(count).then(() => {
      if (loaded.length === 0) throw new Error(empty);
      const rows: PickItem<Resource>[] = loaded.map((r) => {
        const detail = list.detail?.(r);
        return {
          label: cleanLabel(list.name(r)) || list.id(r),
          description: cleanLabel(list.describe ? list.describe(r) : list.id(r), 200),
          detail: detail === undefined ? undefined : cleanLabel(detail, 200),
          value: r,
        };
      });
      if (!done) rows.push({ label: 'Load more…', description: `${loaded.length} loaded; the tenant has more`, value: MORE });
      return rows;
    });
    const choice = await prompts.pick(items, { title, placeHolder: placeholder, matchOnDescription: true, matchOnDetail: true });
    if (choice !== MORE) return { resource: choice, listed: done ? loaded : undefined };
  }
}
