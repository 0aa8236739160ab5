/**
 * The resource a command acts on, written once over every kind with a list: the clicked row's (or that of the row
 * above the clicked one: a stream's filter row), one named by ids as a document header passes it (read again by
 * id), or — from the palette — the tenant and then the resource the user picks (pickResource.ts).
 */
import type { Kind, Resource } from '../../kinds/kind';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../pickTenant';
import { pickResource, refOf, rowOf, shownRow, withList, type IdsArg } from './pickResource';

export type { IdsArg } from './pickResource';

export interface ResourceTarget<T = Resource> {
  tenant: TenantNode;
  resource: T;
  /** The resource's id and the name titles and messages show (the kind's `list.id` and `list.name`). */
  id: string;
  name: string;
  /** The resource's row: the clicked one, or the one the tree shows for a resource named by ids (none when picked). */
  row?: TreeNode;
  /** The tenant's whole list, when the picker read it all: a command needing it need not read it again. */
  listed?: T[];
}

/**
 * The clicked resource, one named by ids, or the tenant and resource the user picks; `title` heads the picker (a
 * function of the tenant's label when it names the tenant). A write command's scope is checked on the tenant first.
 */
export async function resourceTarget<T = Resource>(
  services: Services,
  kind: Kind,
  arg: TreeNode | IdsArg | undefined,
  title: string | ((tenant: string) => string),
): Promise<ResourceTarget<T>> {
  const { list } = withList(kind);
  const named = (tenant: TenantNode, resource: Resource, more: { row?: TreeNode; listed?: Resource[] }): ResourceTarget<T> =>
    // The list's items are the kind's resources as its calls type them.
    ({ tenant, resource: resource as T, id: list.id(resource), name: list.name(resource), row: more.row, listed: more.listed as T[] | undefined });
  const ref = refOf(kind, arg);
  if (ref) {
    const tenant = services.roots.get(ref.tenantId);
    if (!tenant) throw new Error(`The tenant of this ${kind.words.singular} was removed.`);
    await pickTenant(services, tenant); // checks the command's write scope on this tenant
    const resource = await list.get(await tenant.client(), ref.id);
    return named(tenant, resource, { row: await shownRow(tenant, kind, ref.id) });
  }
  const node = arg as TreeNode | undefined;
  const tenant = await pickTenant(services, node);
  const clicked = rowOf(tenant.id, kind, node);
  if (clicked) return named(tenant, clicked.resource, clicked);
  const picked = await pickResource(services.prompts.current, tenant, kind, typeof title === 'string' ? title : title(tenant.profile.label));
  return named(tenant, picked.resource, picked);
}
