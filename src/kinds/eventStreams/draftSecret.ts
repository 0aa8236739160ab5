/** The webhook secret of an event stream draft, asked for on Create in a password box (`vscode` side). */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import { draftWebhook } from './draft';
import { validateSecret } from './webhookAuthorization';

/** For a webhook draft: its secret, in a password box (it goes only into the request); undefined otherwise. */
export async function askWebhookSecret(services: Services, value: unknown, tenantLabel: string): Promise<string | undefined> {
  const webhook = draftWebhook(value);
  if (!webhook) return undefined;
  const what = webhook.method === 'basic' ? vscode.l10n.t('Password of {0}', webhook.identity ?? '')
    : webhook.method === 'custom_header' ? vscode.l10n.t('Value of the header {0}', webhook.identity ?? '') : vscode.l10n.t('Bearer token');
  return services.prompts.current.input({
    title: vscode.l10n.t('Create Event Stream {0} on {1}', String((value as { name?: unknown }).name), tenantLabel), password: true,
    prompt: vscode.l10n.t('{0} the tenant sends with every event — write-only: the tenant never shows it again, and it is stored nowhere else', what),
    validateInput: validateSecret,
  });
}
