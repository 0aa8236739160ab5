/**
 * The reviewed half of every copy (Copy to Tenant…, and any other source of a plan): a blocked plan or one with
 * nothing to do says so and sends nothing; otherwise the target's token must hold the plan's scope, each secret the
 * plan needs is typed in a password box (memory only, for the apply), the plan is confirmed — a production
 * target needs its name typed — and it is applied; the target's tree group is reloaded. A failure says what was
 * applied, and "nothing was applied" only when the service refused (a dropped answer may follow an applied change).
 * A kind's follow-up (an action's deploy, its copy facet's `followUp`) has a button of its own beside Create/Update
 * and a line in the plan: it runs after the write only when that button is chosen.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import type { PromoteKind } from '../../promote/kinds';
import type { Plan, SecretToType } from '../../promote/plan';
import { applyPlan } from '../../promote/promote';
import { failureOutcome } from '../../promote/failure';
import { PartlyAppliedError } from '../../kinds/applySteps';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { validateSecret } from '../../kinds/eventStreams/webhookAuthorization';
import { typeNameOnProduction } from '../resources/confirmDelete';
import { requireScopes } from '../tenants/requireScopes';
import { refreshGroup } from '../../tree/refresh';
import { confirmChangeList } from '../../ui/confirmChanges';
import { notCopiedText, planReview } from './planText';

export interface ReviewedCopy {
  kind: PromoteKind;
  plan: Plan;
  /** What messages call the resource: `the connection "Username-Password-Authentication"`. */
  what: string;
  /** Where it comes from, for messages: a tenant's label, or a workspace file's name. */
  from: string;
  target: TenantNode;
  /** The command's name in messages: "Copy to Tenant…", "Apply to Tenant…". */
  command: string;
}

/** Reviews and applies `copy.plan`; resolves once it is applied (or there was nothing to do). */
export async function reviewAndApply(services: Services, copy: ReviewedCopy): Promise<void> {
  const { kind, plan, what, from, target, command } = copy;
  const to = target.profile.label;
  const action = plan.action;
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
  const secrets: string[] = [];
  for (const secret of creating ? action.secrets ?? [] : []) secrets.push(await typeSecret(services, kind, secret, what, to));
  const followUp = kind.copy.followUp;
  const also = followUp?.button(action.kind);
  const review = planReview(plan, vscode.l10n.t('From {0} to {1}', from, to));
  const chosen = await confirmChangeList(services.prompts.current, {
    message: creating
      ? vscode.l10n.t('Create {0} on {1}, copied from {2}?', what, to, from)
      : vscode.l10n.t('Update {0} on {1} from {2}?', what, to, from),
    ...review,
    ...(followUp ? { tail: [...review.tail, '', followUp.note], also } : {}),
    button: creating ? vscode.l10n.t('Create') : vscode.l10n.t('Update'),
    title: vscode.l10n.t('{0} on {1}', what, to),
  });
  await typeNameOnProduction(services, target, { name: to, typePrompt: vscode.l10n.t('Type the tenant name "{0}" to copy to it', to) });
  let written;
  try {
    written = await applyPlan(kind, await target.client(), plan, {}, secrets);
  } catch (err) {
    if (err instanceof PartlyAppliedError || failureOutcome(err) === 'unknown') refreshGroup(services, target, kind.compare.id);
    throw new Error(failureMessage(err, what, to, command));
  }
  const followed = followUp && chosen === also && written ? await runFollowUp(services, kind, target, written, what) : undefined;
  refreshGroup(services, target, kind.compare.id);
  const done = creating
    ? vscode.l10n.t('Created {0} on {1}.', what, to)
    : vscode.l10n.t('Updated {0} on {1}: {2} applied.', what, to, action.changes.length === 1 ? vscode.l10n.t('1 change') : vscode.l10n.t('{0} changes', action.changes.length));
  services.log.info(`${command} ${action.kind} of a ${kind.resource.singular} applied to ${to}`);
  void services.prompts.current.info([done, followed, notCopiedText(plan)].filter(Boolean).join('\n'));
}

/** The follow-up chosen in the confirmation (an action's deploy), once the write is applied: what it did, or why not. */
async function runFollowUp(services: Services, kind: PromoteKind, target: TenantNode, written: Record<string, unknown>, what: string): Promise<string> {
  try {
    return await kind.copy.followUp!.run(await target.client(), written, {});
  } catch (err) {
    refreshGroup(services, target, kind.compare.id);
    throw new Error(vscode.l10n.t('{0} on {1} was written, but the step after it was not done: {2} Run it again from the tree.', what, target.profile.label, toUserMessage(err)));
  }
}

/**
 * What a failed apply did to the target: "nothing was applied" only when the service refused (failureOutcome);
 * otherwise the change may or may not have been applied, and running the command again plans from what the target
 * has now, so it shows what is left.
 */
function failureMessage(err: unknown, what: string, to: string, command: string): string {
  const fixed = vscode.l10n.t('Run {0} again once it is fixed; it plans from what {1} has then.', command, to);
  const again = vscode.l10n.t('Run {0} again: it plans from what {1} has now, so it shows what is left.', command, to);
  if (err instanceof PartlyAppliedError) {
    const cause = toUserMessage(err.cause);
    if (failureOutcome(err.cause) === 'not-applied') {
      return vscode.l10n.t('Partly applied to {0}: {1} done; not applied: {2} ({3}) {4}', to, err.applied.join('; '), [err.failed, ...err.notApplied].join('; '), cause, fixed);
    }
    const rest = err.notApplied.length > 0 ? vscode.l10n.t('; not applied: {0}.', err.notApplied.join('; ')) : '.';
    return vscode.l10n.t('Partly applied to {0}: {1} done; {2} may or may not have been applied ({3}){4} {5}', to, err.applied.join('; '), err.failed, cause, rest, again);
  }
  if (failureOutcome(err) === 'not-applied') return vscode.l10n.t('Nothing was applied to {0}: {1} {2}', to, toUserMessage(err), fixed);
  return vscode.l10n.t('The change to {0} on {1} may or may not have been applied: {2} {3}', what, to, toUserMessage(err), again);
}

/**
 * A write-only secret the source cannot give, typed in a password box; kept in memory for the apply only. One with
 * a `setupField` is checked (and sent) as the kind's copy hook says.
 */
async function typeSecret(services: Services, kind: PromoteKind, { label, plain, setupField }: SecretToType, what: string, to: string): Promise<string> {
  const own = setupField ? await kind.copy.typedSecrets?.() : undefined;
  const value = await services.prompts.current.input({
    title: vscode.l10n.t('Copy {0} to {1}', what, to),
    prompt: vscode.l10n.t('The {0} for {1} — write-only: it cannot be copied, the tenant never shows it again, and it is stored nowhere else', label, to),
    password: !plain,
    validateInput: (typed) => {
      if (own && setupField) return own.check(setupField, typed);
      return typed.length === 0 ? vscode.l10n.t('Required: the {0} cannot be copied, and {1} needs it.', label, what) : validateSecret(typed);
    },
  });
  return own && setupField ? own.value(setupField, value) : value;
}
