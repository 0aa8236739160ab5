/**
 * The steps that ask for a webhook's authorization — method, then the username or header name, then the secret
 * in a password box — shared by Create Event Stream… and Update Webhook Credentials…. The secret stays in the
 * wizard's state (memory) and goes only into the request body.
 */
import * as vscode from 'vscode';
import { WEBHOOK_AUTHORIZATION_METHODS, type WebhookDestination } from './api';
import type { Services } from '../../services';
import { withProblem, type Step } from '../../commands/tenants/wizard';

export type WebhookMethod = (typeof WEBHOOK_AUTHORIZATION_METHODS)[number];
export type WebhookAuthorization = WebhookDestination['configuration']['webhook_authorization'];

/** What the steps fill in. */
export interface WebhookAuthDraft {
  method?: WebhookMethod;
  /** The username (basic) or the header name (custom_header). */
  identity?: string;
  secret?: string;
}

const METHOD_LABELS: Record<WebhookMethod, { label: string; detail: string }> = {
  bearer: { label: 'Bearer token', detail: 'Authorization: Bearer <token>' },
  basic: { label: 'Basic', detail: 'a username and a password' },
  custom_header: { label: 'Custom header', detail: 'a header name and its value' },
};

export function validateIdentity(method: WebhookMethod | undefined, value: string): string | undefined {
  if (value.length === 0) return vscode.l10n.t('Required.');
  if (value.length > 128) return vscode.l10n.t('At most 128 characters (this is {0}).', value.length);
  if (method === 'custom_header' && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(value)) return vscode.l10n.t('Not an HTTP header name: letters, digits and !#$%&\'*+.^_`|~- only, no spaces or colon.');
  return undefined;
}

export function validateSecret(value: string): string | undefined {
  if (value.length === 0) return vscode.l10n.t('Required: the tenant sends it with every delivery.');
  if (value.length > 2048) return vscode.l10n.t('At most 2048 characters (this is {0}).', value.length);
  return undefined;
}

/** The request's authorization object, with the secret under the method's own key. */
export function authorizationOf(d: WebhookAuthDraft): WebhookAuthorization {
  const secret = d.secret ?? '';
  switch (d.method) {
    case 'basic':
      return { method: 'basic', username: d.identity ?? '', password: secret };
    case 'custom_header':
      return { method: 'custom_header', header_key: d.identity ?? '', header_value: secret };
    default:
      return { method: 'bearer', token: secret };
  }
}

/** "Bearer token", "Basic (user ops)", "Custom header X-Api-Key" — never the secret. */
export function describeAuthorization(d: WebhookAuthDraft): string {
  const label = METHOD_LABELS[d.method ?? 'bearer'].label;
  return d.method === 'basic' ? `${label} (${d.identity})` : d.method === 'custom_header' ? `${label} ${d.identity}` : label;
}

/**
 * Method → username or header name (not for bearer) → secret, as a function of the answers so far (for runSteps:
 * `(d) => [...yourSteps, ...auth(d)]`). `current` preselects the stream's method.
 */
export function webhookAuthSteps<S extends WebhookAuthDraft>(services: Services, current?: WebhookMethod): (d: S) => Step<S>[] {
  const prompts = () => services.prompts.current;
  const method: Step<S> = {
    id: 'auth-method',
    decides: true,
    async run(d, ctx) {
      const chosen = d.method ?? current;
      const picked = await prompts().pick(
        WEBHOOK_AUTHORIZATION_METHODS.map((m) => ({ label: METHOD_LABELS[m].label, detail: METHOD_LABELS[m].detail, description: m === current ? vscode.l10n.t('current') : undefined, picked: m === chosen, value: m })),
        { title: ctx.title, back: ctx.back, placeHolder: vscode.l10n.t('How the tenant authenticates to your endpoint') },
      );
      if (picked !== d.method) d.identity = undefined;
      d.method = picked;
    },
  };
  const identity: Step<S> = {
    id: 'auth-identity',
    async run(d, ctx) {
      const basic = d.method === 'basic';
      d.identity = await prompts().input({
        title: ctx.title, back: ctx.back, value: d.identity,
        prompt: basic ? vscode.l10n.t('Username the tenant sends (basic authorization)') : vscode.l10n.t('Name of the header the tenant sends, e.g. X-Api-Key'),
        validateInput: withProblem((v) => validateIdentity(d.method, v), d.identity, ctx.problem),
      });
    },
  };
  const secret: Step<S> = {
    id: 'auth-secret',
    async run(d, ctx) {
      const what = d.method === 'basic' ? vscode.l10n.t('Password') : d.method === 'custom_header' ? vscode.l10n.t('Value of the header {0}', d.identity ?? '') : vscode.l10n.t('Bearer token');
      d.secret = await prompts().input({
        title: ctx.title, back: ctx.back, password: true,
        prompt: vscode.l10n.t('{0} — write-only: the tenant never shows it again, and it is stored nowhere else', what),
        validateInput: validateSecret,
      });
    },
  };
  return (d: S) => (d.method === 'bearer' || (!d.method && current === 'bearer') ? [method, secret] : [method, identity, secret]);
}
