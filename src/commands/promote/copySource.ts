/**
 * What Copy to Tenant… copies: the clicked resource row of a kind it copies, or — from the palette — a tenant, a
 * kind and one of its resources the user picks; and the tenant to copy to.
 */
import * as vscode from 'vscode';
import { listAll } from '../../compare/kinds';
import { promoteKind, promoteKinds, type PromoteKind } from '../../promote/kinds';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { cleanLabel } from '../../util/text';
import { rowTarget } from '../compare/compareTarget';
import { kindOf } from '../../kinds';
import { pickTenant } from '../pickTenant';

export interface CopySource {
  tenant: TenantNode;
  kind: PromoteKind;
  id: string;
}

export async function copySource(services: Services, node: TreeNode | undefined): Promise<CopySource> {
  const title = vscode.l10n.t('Copy to Tenant');
  const tenant = await pickTenant(services, node);
  const clicked = rowTarget(node);
  if (clicked) {
    return { tenant, kind: await promoteKind(clicked.kind.id), id: clicked.id };
  }
  const kind = await services.prompts.current.pick(
    promoteKinds().then((kinds) => kinds.map((k) => ({ label: kindOf(k.compare.id).words.plural, value: k }))),
    { title, placeHolder: vscode.l10n.t('Kind of resource on {0}', tenant.profile.label) },
  );
  // One per tenant (no list): nothing to pick.
  if (!kindOf(kind.compare.id).list) return { tenant, kind, id: kind.compare.idOf({}) };
  const items = tenant.client().then((client) => listAll(kind.compare, client)).then((all) => {
    if (all.length === 0) throw new Error(vscode.l10n.t('{0} has no {1}.', tenant.profile.label, kindOf(kind.compare.id).words.plural));
    return all.map((r) => ({ label: cleanLabel(kind.compare.name(r)), description: cleanLabel(kind.compare.key(r)), value: kind.compare.idOf(r) }));
  });
  const id = await services.prompts.current.pick(items, {
    title, placeHolder: vscode.l10n.t('{0} of {1}', kindOf(kind.compare.id).words.plural, tenant.profile.label), matchOnDescription: true,
  });
  return { tenant, kind, id };
}

/** What the target pick says of a tenant whose token lacks write scopes of the kind (undefined: it can write, or its scopes are unknown). */
async function writeNote(services: Services, target: TenantNode, kind: PromoteKind): Promise<string | undefined> {
  const scopes = target.scopesNow() ?? await services.sessions.scopes(target.profile.id).catch(() => undefined);
  if (!scopes) return undefined;
  const lacked = kind.writeScopes.filter((s) => !scopes.has(s));
  if (lacked.length === 0) return undefined;
  return lacked.length === kind.writeScopes.length
    ? vscode.l10n.t('$(circle-slash) Cannot be written: the token lacks {0}', lacked.join(', '))
    : vscode.l10n.t('$(warning) The token lacks {0}', lacked.join(', '));
}

/** The tenant to copy to: the only other one, or the one the user picks (those whose token cannot write the kind marked, last). */
export async function pickCopyTarget(services: Services, source: TenantNode, kind: PromoteKind): Promise<TenantNode> {
  const others = services.roots.list().filter((t) => t.profile.id !== source.profile.id);
  if (others.length === 0) throw new Error(vscode.l10n.t('{0} is the only tenant: add another one with "Auth Tenants: Add Tenant…" to copy to it.', source.profile.label));
  if (others.length === 1) return others[0]!;
  const items = Promise.all(others.map(async (t) => ({
    label: t.profile.label, description: `${t.profile.environment} · ${t.profile.domain}`, detail: await writeNote(services, t, kind), value: t,
  }))).then((all) => [...all.filter((i) => !i.detail), ...all.filter((i) => i.detail)]);
  return services.prompts.current.pick(items, { title: vscode.l10n.t('Copy to Tenant'), placeHolder: vscode.l10n.t('Copy from {0} to', source.profile.label) });
}
