/**
 * Copy to Tenant…: the clicked resource (or one picked from the palette) copied to another tenant after a reviewed
 * plan — created there when no resource of the same kind has its natural key, else updated field by field as the
 * editor's save would — naming what cannot be copied and why. The target's token must hold the scope the plan
 * needs; a production target needs its name typed. Nothing to do or a blocked plan sends nothing.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { applyPlan, planCopy } from '../../promote/promote';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { kindWords } from '../compare/kindLabels';
import { sideOf } from '../compare/sides';
import { confirmOnTenant } from '../resources/confirmDelete';
import { requireScopes } from '../tenants/requireScopes';
import { refreshGroup } from '../tree/refresh';
import { validateSecret } from '../eventStreams/webhookAuthorization';
import { copySource, pickCopyTarget } from './copySource';
import { notCopiedText, planDetail } from './planText';

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
  const what = key === plan.name
    ? vscode.l10n.t('the {0} "{1}"', words.singular, plan.name)
    : vscode.l10n.t('the {0} "{1}" ({2} {3})', words.singular, plan.name, kind.compare.keyField, key);
  const action = plan.action;
  services.log.info(`Copy to Tenant: ${words.singular} ${id} of ${from} to ${to}: ${action.kind}`);
  if (action.kind === 'blocked') {
    throw new Error([vscode.l10n.t('Cannot copy {0} from {1} to {2}; nothing was sent.', what, from, to), notCopiedText(plan)].join('\n'));
  }
  if (action.kind === 'none') {
    const rest = notCopiedText(plan);
    void services.prompts.current.info([vscode.l10n.t('Nothing to do: {0} on {1} already has what {2} has.', what, to, from), rest].filter(Boolean).join('\n'));
    return;
  }
  if (plan.scope) await requireScopes(services, target, [plan.scope]);
  const creating = action.kind === 'create';
  const secret = creating && action.secret ? await typeSecret(services, action.secret.label, what, to) : undefined;
  await confirmOnTenant(services, target, {
    message: creating
      ? vscode.l10n.t('Create {0} on {1}, copied from {2}?', what, to, from)
      : vscode.l10n.t('Update {0} on {1} from {2}?', what, to, from),
    detail: planDetail(plan, vscode.l10n.t('From {0} to {1}', from, to)),
    button: creating ? vscode.l10n.t('Create') : vscode.l10n.t('Update'),
    name: to,
    typePrompt: vscode.l10n.t('Type the tenant name "{0}" to copy to it', to),
  });
  try {
    await applyPlan(kind, await target.client(), plan, {}, secret);
  } catch (err) {
    throw new Error(vscode.l10n.t('Nothing was applied to {0}: {1} Run Copy to Tenant… again once it is fixed; it plans from what {0} has then.', to, toUserMessage(err)));
  }
  refreshGroup(services, target, kind.compare.id);
  const done = creating
    ? vscode.l10n.t('Created {0} on {1}.', what, to)
    : vscode.l10n.t('Updated {0} on {1}: {2} applied.', what, to, action.changes.length === 1 ? vscode.l10n.t('1 change') : vscode.l10n.t('{0} changes', action.changes.length));
  services.log.info(`Copy to Tenant: ${action.kind} of ${words.singular} ${id} applied to ${to}`);
  void services.prompts.current.info([done, notCopiedText(plan)].filter(Boolean).join('\n'));
}

/** A write-only secret the source cannot give, typed in a password box; kept in memory for the one request. */
function typeSecret(services: Services, label: string, what: string, to: string): Promise<string> {
  return services.prompts.current.input({
    title: vscode.l10n.t('Copy {0} to {1}', what, to),
    prompt: vscode.l10n.t('The {0} for {1} — write-only: it cannot be copied, the tenant never shows it again, and it is stored nowhere else', label, to),
    password: true,
    validateInput: validateSecret,
  });
}
