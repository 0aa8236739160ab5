/**
 * The last step of Create Event Stream… step by step: a modal listing what will be created (never the secret),
 * then the create. A refusal from the tenant (409 name taken or stream limit reached, 400) returns to the step at fault with every
 * answer kept.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { GoBackError } from '../../ui/prompts';
import type { Step } from '../../commands/tenants/wizard';
import { createBody, stepOfServerError, type StepId } from './createEventStreamRules';
import { createConflict, sendCreate } from './createEventStreamSend';
import type { StreamDraft } from './createEventStreamSteps';
import { authorizationOf, describeAuthorization } from './webhookAuthorization';

/** The review's detail lines: destination, authorization (method and username or header name only), event types, tenant. */
export function reviewDetail(d: StreamDraft, tenant: TenantNode): string {
  const lines = d.type === 'eventbridge'
    ? [vscode.l10n.t('Destination: Amazon EventBridge, account {0}, region {1}', d.accountId ?? '', d.region ?? '')]
    : d.type === 'action' ? [vscode.l10n.t('Destination: the action "{0}" ({1})', d.action?.name ?? '', d.action?.id ?? '')]
    : [vscode.l10n.t('Destination: webhook {0}', d.endpoint ?? ''), vscode.l10n.t('Authorization: {0}', describeAuthorization(d))];
  lines.push(vscode.l10n.t('Event types: {0}', (d.eventTypes ?? []).join(', ')));
  lines.push(tenant.production
    ? vscode.l10n.t('Tenant: {0} — a PRODUCTION tenant: its events start going to this destination at once.', tenant.profile.label)
    : vscode.l10n.t('Tenant: {0}', tenant.profile.label));
  return lines.join('\n');
}

/** Steps whose prompt cannot show why the user is back there: the reason is also shown as a notice. */
const SILENT_STEPS = new Set(['auth-method', 'auth-secret']);

/** The step at fault among the steps of these answers (only a webhook has webhook steps, …; bearer has no identity). */
function presentStep(step: StepId, d: StreamDraft): StepId {
  const webhookOnly = step === 'endpoint' || step.startsWith('auth-');
  const bridgeOnly = step === 'account' || step === 'region';
  if (d.type !== 'webhook' && webhookOnly) return 'type';
  if (d.type !== 'eventbridge' && bridgeOnly) return 'type';
  if (d.type !== 'action' && step === 'action') return 'type';
  return step === 'auth-identity' && d.method === 'bearer' ? 'auth-method' : step;
}

export function reviewStep(services: Services, tenant: TenantNode): Step<StreamDraft> {
  return {
    id: 'review',
    check: true,
    async run(d) {
      const prompts = services.prompts.current;
      const create = vscode.l10n.t('Create');
      const back = vscode.l10n.t('Back');
      const choice = await prompts.confirm(vscode.l10n.t('Create the event stream "{0}" on {1}?', d.name ?? '', tenant.profile.label), { modal: true, detail: reviewDetail(d, tenant) }, create, back);
      if (choice === back) throw new GoBackError();
      const body = createBody(d, d.type === 'webhook' ? authorizationOf(d) : undefined);
      try {
        const { created } = await sendCreate(services, tenant, body);
        d.created = created;
        return undefined;
      } catch (err) {
        const fault = err instanceof ApiError ? stepOfServerError(err.status, err.serverMessage) : undefined;
        if (!(err instanceof ApiError) || !fault) throw err;
        const step = presentStep(fault, d);
        services.log.warn(`Create event stream on ${tenant.profile.label}: ${err.status} ${err.serverMessage}`);
        const problem = err.status === 409
          ? createConflict(tenant.profile.label, body.name)
          : vscode.l10n.t('The tenant refused this value: {0}', err.serverMessage || toUserMessage(err));
        if (SILENT_STEPS.has(step)) void prompts.error(problem);
        return { back: step, problem };
      }
    },
  };
}
