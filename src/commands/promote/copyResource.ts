/**
 * The copy of one known resource to a known tenant, once its source and target are chosen (Copy to Tenant…, a
 * Compare Tenants report's Copy lens and list): the plan read under a progress — the resource on its tenant, its
 * counterpart by natural key on the target, both as they are now — then the review and the apply
 * (reviewAndApply.ts).
 */
import * as vscode from 'vscode';
import type { PromoteKind } from '../../promote/kinds';
import { planCopy } from '../../promote/promote';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { kindOf } from '../../kinds';
import { sideOf } from '../compare/sides';
import { reviewAndApply } from './reviewAndApply';

/** What messages call a resource: `the connection "partners-db"`, or with its natural key when it differs from the name. */
export function resourceWhat(kind: PromoteKind, name: string, key: string): string {
  const { words, list } = kindOf(kind.compare.id);
  // One per tenant (no list): no name. A name-keyed kind (names may match trimmed, whatever the case): the name only.
  if (!list) return vscode.l10n.t('the {0}', words.singular);
  return key === name || kind.compare.keyField === 'name'
    ? vscode.l10n.t('the {0} "{1}"', words.singular, name)
    : vscode.l10n.t('the {0} "{1}" ({2} {3})', words.singular, name, kind.compare.keyField, key);
}

export interface ResourceCopy {
  tenant: TenantNode;
  kind: PromoteKind;
  /** The resource's id on `tenant`. */
  id: string;
  target: TenantNode;
  /** The command's name in messages. */
  command: string;
}

export async function copyResource(services: Services, copy: ResourceCopy): Promise<void> {
  const { tenant, kind, id, target, command } = copy;
  const from = tenant.profile.label;
  const to = target.profile.label;
  const words = kindOf(kind.compare.id).words;
  const { plan, key } = await services.prompts.current.progress(vscode.l10n.t('Planning the copy to {0}…', to), async (report, signal) => {
    report(vscode.l10n.t('Reading the {0} on {1} and {2}…', words.singular, from, to));
    const scopes = await services.sessions.scopes(target.profile.id, signal);
    return planCopy(kind, id, await sideOf(tenant, signal), await sideOf(target, signal), scopes, { signal });
  });
  services.log.info(`${command}: ${words.singular} ${id} of ${from} to ${to}: ${plan.action.kind}`);
  await reviewAndApply(services, { kind, plan, what: resourceWhat(kind, plan.name, key), from, target, command });
}
