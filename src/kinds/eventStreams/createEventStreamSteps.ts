/**
 * The questions of Create Event Stream… step by step: name (refused when the tenant has a stream of that name),
 * destination type, then the webhook's endpoint and authorization, the EventBridge account and region, or the
 * action (picked by name among the tenant's deployed event-stream actions), then the event types. Each keeps its
 * answer when the user goes Back or the tenant's refusal returns to it.
 */
import * as vscode from 'vscode';
import { EVENT_BRIDGE_AWS_REGIONS, EVENT_STREAM_EVENT_TYPES, type EventStream } from './api';
import type { Services } from '../../services';
import { withProblem, type Step, type StepContext } from '../../commands/tenants/wizard';
import { nameTaken } from './createEventStreamSend';
import { endpointProblem, isAwsAccountId, nameProblem, type DestinationType, type StreamAnswers } from './createEventStreamRules';
import { webhookAuthSteps, type WebhookAuthDraft } from './webhookAuthorization';
import { isEventStreamAction, EVENT_STREAM_TRIGGER } from './draftActionChecks';
import type { ActionInfo } from '../facets/draft';

export interface StreamDraft extends StreamAnswers, WebhookAuthDraft {
  /** Set by the review step once the tenant created the stream. */
  created?: EventStream;
}

/** A pick step's placeholder, or the problem that brought the user back to it. */
const placeholder = (ctx: StepContext, text: string) => (ctx.problem ? `${ctx.problem} — ${text}` : text);

function nameMessage(value: string, taken: ReadonlySet<string>, tenantLabel: string): string | undefined {
  switch (nameProblem(value, taken)) {
    case 'required': return vscode.l10n.t('Required.');
    case 'too_long': return vscode.l10n.t('At most 128 characters (this is {0}).', value.length);
    case 'taken': return nameTaken(tenantLabel, value);
    default: return undefined;
  }
}

function endpointMessage(value: string): string | undefined {
  switch (endpointProblem(value)) {
    case 'required': return vscode.l10n.t('Required: the https:// URL that receives the events.');
    case 'too_long': return vscode.l10n.t('At most 2048 characters (this is {0}).', value.length);
    case 'not_url': return vscode.l10n.t('Not a URL: type a full address such as https://hooks.example.org/auth-events.');
    case 'not_https': return vscode.l10n.t('Must start with https://: the tenant only delivers events over HTTPS.');
    case 'credentials': return vscode.l10n.t('Remove the user name and password from the URL: the webhook\'s credentials are asked for in the next steps.');
    default: return undefined;
  }
}

/**
 * The steps for the current answers; `taken` is the tenant's stream names, listed once; `review` ends them;
 * `actions` reads the tenant's actions when first needed (undefined: they cannot be read).
 */
export function streamSteps(services: Services, tenantLabel: string, taken: Promise<Set<string>>, review: Step<StreamDraft>, actions: () => Promise<readonly ActionInfo[] | undefined>): (d: StreamDraft) => Step<StreamDraft>[] {
  const prompts = () => services.prompts.current;
  const auth = webhookAuthSteps<StreamDraft>(services);

  const name: Step<StreamDraft> = {
    id: 'name',
    async run(d, ctx) {
      const kept = d.name;
      d.name = await prompts().input({
        title: ctx.title, back: ctx.back, value: d.name,
        prompt: vscode.l10n.t('Name of the event stream (1 to 128 characters, unique in {0})', tenantLabel),
        validateInput: async (v) => {
          const names = await taken;
          return withProblem((x) => nameMessage(x, names, tenantLabel), kept, ctx.problem)(v);
        },
      });
    },
  };

  const type: Step<StreamDraft> = {
    id: 'type',
    decides: true,
    async run(d, ctx) {
      const items: { label: string; detail: string; value: DestinationType }[] = [
        { label: vscode.l10n.t('Webhook'), detail: vscode.l10n.t('POSTs each event to your https:// endpoint'), value: 'webhook' },
        { label: vscode.l10n.t('Amazon EventBridge'), detail: vscode.l10n.t('a partner event source in your AWS account'), value: 'eventbridge' },
        { label: vscode.l10n.t('Action'), detail: vscode.l10n.t('runs one of the tenant\'s actions with the {0} trigger for each event', EVENT_STREAM_TRIGGER), value: 'action' },
      ];
      d.type = await prompts().pick(items.map((i) => ({ ...i, picked: i.value === d.type })), { title: ctx.title, back: ctx.back, placeHolder: placeholder(ctx, vscode.l10n.t('Where the events go')) });
    },
  };

  /** A typed answer, trimmed, checked as typed; the kept value shows why the user is back, if that is why. */
  const typed = (id: 'endpoint' | 'account', key: 'endpoint' | 'accountId', prompt: string, check: (v: string) => string | undefined): Step<StreamDraft> => ({
    id,
    async run(d, ctx) {
      d[key] = (await prompts().input({ title: ctx.title, back: ctx.back, value: d[key], prompt, validateInput: withProblem(check, d[key], ctx.problem) })).trim();
    },
  });
  const endpoint = typed('endpoint', 'endpoint', vscode.l10n.t('Webhook endpoint: the https:// URL that receives the events'), endpointMessage);
  const account = typed('account', 'accountId', vscode.l10n.t('AWS account id (12 digits) that receives the partner event source'),
    (v) => (isAwsAccountId(v.trim()) ? undefined : vscode.l10n.t('An AWS account id is exactly 12 digits (this is {0} characters).', v.trim().length)));

  const region: Step<StreamDraft> = {
    id: 'region',
    async run(d, ctx) {
      const chosen = d.region ?? 'us-east-1';
      d.region = await prompts().pick(EVENT_BRIDGE_AWS_REGIONS.map((r) => ({ label: r, picked: r === chosen, value: r })), { title: ctx.title, back: ctx.back, placeHolder: placeholder(ctx, vscode.l10n.t('AWS region of the partner event source')) });
    },
  };

  const action: Step<StreamDraft> = {
    id: 'action',
    async run(d, ctx) {
      const all = await actions();
      if (!all) return { back: 'type', problem: vscode.l10n.t('The actions of {0} cannot be read (the token needs read:actions): grant it and reconnect, or choose another destination.', tenantLabel) };
      const usable = all.filter(isEventStreamAction);
      if (usable.length === 0) return { back: 'type', problem: vscode.l10n.t('{0} has no deployed action with the {1} trigger: create and deploy one, or choose another destination.', tenantLabel, EVENT_STREAM_TRIGGER) };
      const picked = await prompts().pick(
        usable.map((a) => ({ label: a.name, description: a.id, picked: a.id === d.action?.id, value: { id: a.id, name: a.name } })),
        { title: ctx.title, back: ctx.back, placeHolder: placeholder(ctx, vscode.l10n.t('The action that receives the events')) },
      );
      d.action = picked;
      return undefined;
    },
  };

  const events: Step<StreamDraft> = {
    id: 'events',
    async run(d, ctx) {
      const chosen = new Set<string>(d.eventTypes ?? []);
      const atLeastOne = vscode.l10n.t('Pick at least one event type.');
      const picked = await prompts().pickMany(
        EVENT_STREAM_EVENT_TYPES.map((t) => ({ label: t, picked: chosen.has(t), value: t })),
        { title: ctx.title, back: ctx.back, atLeastOne, placeHolder: placeholder(ctx, vscode.l10n.t('Event types the stream sends')) },
      );
      if (picked.length === 0) return { back: 'events', problem: atLeastOne };
      d.eventTypes = picked;
      return undefined;
    },
  };

  return (d) => {
    const chosen = d.type ?? 'webhook';
    const destination = chosen === 'webhook' ? [endpoint, ...auth(d)] : chosen === 'action' ? [action] : [account, region];
    return [name, type, ...destination, events, review];
  };
}
