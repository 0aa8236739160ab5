/**
 * Copy to Tenant…: the clicked resource (or one picked from the palette) copied to another tenant after a reviewed
 * plan — created there when no resource of the same kind has its natural key, else updated field by field as the
 * editor's save would — naming what cannot be copied and why. The review and the one request: reviewAndApply.ts.
 */
import * as vscode from 'vscode';
import { planCopy } from '../../promote/promote';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { kindWords } from '../compare/kindLabels';
import { sideOf } from '../compare/sides';
import { copySource, pickCopyTarget } from './copySource';
import { reviewAndApply } from './reviewAndApply';

export async function copyToTenant(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, kind, id } = await copySource(services, node);
  const target = await pickCopyTarget(services, tenant);
  const from = tenant.profile.label;
  const to = target.profile.label;
  const words = kindWords(kind.compare.id);
  const { plan, key } = await services.prompts.current.progress(vscode.l10n.t('Planning the copy to {0}…', to), async (report, signal) => {
    report(vscode.l10n.t('Reading the {0} on {1} and {2}…', words.singular, from, to));
    const scopes = await services.sessions.scopes(target.profile.id, signal);
    return planCopy(kind, id, await sideOf(tenant, signal), await sideOf(target, signal), scopes, { signal });
  });
  // One per tenant: no name. A name-keyed kind (vault names match trimmed, whatever the case): the name only.
  const what = kind.compare.id === 'phone-factors' ? vscode.l10n.t('the MFA phone factors') : key === plan.name || kind.compare.keyField === 'name'
    ? vscode.l10n.t('the {0} "{1}"', words.singular, plan.name)
    : vscode.l10n.t('the {0} "{1}" ({2} {3})', words.singular, plan.name, kind.compare.keyField, key);
  services.log.info(`Copy to Tenant: ${words.singular} ${id} of ${from} to ${to}: ${plan.action.kind}`);
  await reviewAndApply(services, { kind, plan, what, from, target, command: vscode.l10n.t('Copy to Tenant…') });
}
