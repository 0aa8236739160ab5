/**
 * What Compare with Tenant… acts on: the clicked resource row (connection, token exchange profile, event stream,
 * vault connection, verification template, or the MFA phone factors group and its rows), or — from the palette —
 * a tenant, a kind and one of that kind's resources the user picks. Also the other tenant to compare with.
 */
import * as vscode from 'vscode';
import { COMPARE_KINDS, compareKind, listAll, type CompareKind } from '../../compare/kinds';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { EventStreamNode } from '../../kinds/eventStreams/tree';
import { PhoneFactorsNode } from '../../kinds/phoneFactors/tree';
import { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { cleanLabel } from '../../util/text';
import { pickTenant } from '../pickTenant';
import { rowOf } from '../resources/pickResource';
import { kindOf } from '../../kinds';

export interface CompareTarget {
  tenant: TenantNode;
  kind: CompareKind;
  /** The resource's id (the singleton's key for the phone factors). */
  id: string;
}

/** The kind and id of a clicked row, or undefined when the row is not a compared resource. */
export function rowTarget(node: TreeNode | undefined): { kind: CompareKind; id: string } | undefined {
  const phone = compareKind('phone-factors')!;
  if (node instanceof PhoneFactorsNode || (node instanceof ResourceNode && node.parent instanceof PhoneFactorsNode)) return { kind: phone, id: phone.idOf({}) };
  if (node instanceof EventStreamNode) return { kind: compareKind('event-streams')!, id: String(node.stream.id) };
  // A resource's row: a ResourceNode, or a row with children of its own (an API's grants) — each carries its `data`.
  const data = (node as Partial<ResourceNode<Record<string, unknown>>> | undefined)?.data;
  if (data && node?.parent instanceof PagedListNode) {
    const kind = compareKind(node.parent.spec.key);
    if (kind) return { kind, id: kind.idOf(data) };
  }
  return deepRowTarget(node);
}

/** A row deeper below its kind's group (an action under its trigger: the tree facet's `rowDepth`), found as the commands find it. */
function deepRowTarget(node: TreeNode | undefined): { kind: CompareKind; id: string } | undefined {
  let tenant = node?.parent;
  while (tenant?.parent) tenant = tenant.parent;
  if (!tenant) return undefined;
  for (const kind of COMPARE_KINDS) {
    const found = rowOf(tenant.id, kindOf(kind.id), node);
    if (found && found.row === node) return { kind, id: kind.idOf(found.resource) };
  }
  return undefined;
}

/** The clicked resource, or the tenant, kind and resource the user picks. */
export async function compareTarget(services: Services, node: TreeNode | undefined): Promise<CompareTarget> {
  const tenant = await pickTenant(services, node);
  const clicked = rowTarget(node);
  if (clicked) return { tenant, ...clicked };
  const kind = await services.prompts.current.pick(
    COMPARE_KINDS.map((k) => ({ label: kindOf(k.id).words.plural, value: k })),
    { title: vscode.l10n.t('Compare with Tenant'), placeHolder: vscode.l10n.t('Kind of resource on {0}', tenant.profile.label) },
  );
  // A kind without a list has one value per tenant: nothing to pick.
  if (!kindOf(kind.id).list) return { tenant, kind, id: kind.idOf({}) };
  const items = tenant.client().then((client) => listAll(kind, client)).then((all) => {
    if (all.length === 0) throw new Error(vscode.l10n.t('{0} has no {1}.', tenant.profile.label, kindOf(kind.id).words.plural));
    return all.map((r) => ({ label: cleanLabel(kind.name(r)), description: cleanLabel(kind.key(r) === kind.name(r) ? kind.idOf(r) : kind.key(r)), value: kind.idOf(r) }));
  });
  const id = await services.prompts.current.pick(items, {
    title: vscode.l10n.t('Compare with Tenant'), placeHolder: vscode.l10n.t('{0} of {1}', kindOf(kind.id).words.plural, tenant.profile.label), matchOnDescription: true,
  });
  return { tenant, kind, id };
}

/** How to get a second tenant, said when there is none to compare with. */
export const noOtherTenant = (tenant: TenantNode): string =>
  vscode.l10n.t('{0} is the only tenant: add another one with "Auth Tenants: Add Tenant…" to compare with it.', tenant.profile.label);

/** The other tenant: the only one besides `tenant`, or the one the user picks (`title` heads the picker). */
export async function pickOtherTenant(services: Services, tenant: TenantNode, title: string): Promise<TenantNode> {
  const others = services.roots.list().filter((t) => t.profile.id !== tenant.profile.id);
  if (others.length === 0) throw new Error(noOtherTenant(tenant));
  if (others.length === 1) return others[0]!;
  return services.prompts.current.pick(
    others.map((t) => ({ label: t.profile.label, description: `${t.profile.environment} · ${t.profile.domain}`, value: t })),
    { title, placeHolder: vscode.l10n.t('Compare {0} with', tenant.profile.label) },
  );
}
