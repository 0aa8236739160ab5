/**
 * Update Webhook Credentials… (a webhook stream's row, the palette, or a `{tenantId, streamId}` ref from the
 * stream editor's CodeLens): method (the current one preselected), username or header name, the secret in a
 * password box, a confirmation naming stream and tenant (typed name on production), then one PATCH of the
 * destination with the stream's current endpoint. The secret lives only in memory and in that request body.
 */
import * as vscode from 'vscode';
import { getEventStream, updateEventStream, WEBHOOK_AUTHORIZATION_METHODS, type EventStream } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { runSteps } from '../../commands/tenants/wizard';
import { confirmOnStream } from './confirmOnStream';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { refreshGroup } from '../../tree/refresh';
import { eventStreams } from './index';
import { streamName } from './streamRow';
import { authorizationOf, describeAuthorization, webhookAuthSteps, type WebhookAuthDraft, type WebhookMethod } from './webhookAuthorization';

/** The webhook configuration of a stream as answered: its endpoint and the method (and username or header name). */
export function webhookConfigOf(stream: EventStream): { endpoint: string; current: WebhookAuthDraft } | undefined {
  if (stream.destination?.type !== 'webhook') return undefined;
  const config = stream.destination.configuration ?? {};
  const auth = (config.webhook_authorization ?? {}) as { method?: string; username?: string; header_key?: string };
  const method = (WEBHOOK_AUTHORIZATION_METHODS as readonly string[]).includes(String(auth.method)) ? (auth.method as WebhookMethod) : undefined;
  return { endpoint: String(config.webhook_endpoint ?? ''), current: { method, identity: auth.username ?? auth.header_key } };
}

export async function updateWebhookCredentials(services: Services, node?: TreeNode | IdsArg): Promise<void> {
  const title = vscode.l10n.t('Update Webhook Credentials');
  const target = await resourceTarget<EventStream>(services, eventStreams, node, title);
  const { tenant } = target;
  const client = await tenant.client();
  // The endpoint goes back unchanged: read it now, not from a list loaded earlier, so a newer one is never undone.
  const stream = await getEventStream(client, String(target.resource.id));
  const name = streamName(stream);
  const webhook = webhookConfigOf(stream);
  if (!webhook) {
    throw new Error(vscode.l10n.t('The event stream {0} delivers to {1}, not to a webhook: it has no webhook credentials to update.', name, String(stream.destination?.type ?? 'an unknown destination')));
  }
  const draft: WebhookAuthDraft = { method: webhook.current.method, identity: webhook.current.identity };
  await runSteps(draft, webhookAuthSteps(services, webhook.current.method), (n, total) => vscode.l10n.t('Update Webhook Credentials of {0} ({1}/{2})', name, n, total), title,
    (n) => vscode.l10n.t('Update Webhook Credentials of {0} (step {1})', name, n));
  const now = webhook.current.method ? describeAuthorization(webhook.current) : vscode.l10n.t('none');
  await confirmOnStream(services, tenant, {
    message: vscode.l10n.t('Update the webhook credentials of "{0}" on {1}?', name, tenant.profile.label),
    detail: vscode.l10n.t('{0} replaces {1}. From now on the tenant sends the new credentials to {2}: deliveries fail until the endpoint accepts them.', describeAuthorization(draft), now, webhook.endpoint),
    button: vscode.l10n.t('Update'),
    name,
  });
  await updateEventStream(client, String(stream.id), {
    destination: { type: 'webhook', configuration: { webhook_endpoint: webhook.endpoint, webhook_authorization: authorizationOf(draft) } },
  });
  draft.secret = undefined;
  services.log.info(`Updated the webhook credentials of stream ${stream.id} on ${tenant.profile.label} (${String(draft.method)})`);
  void services.prompts.current.info(vscode.l10n.t('Updated the webhook credentials of {0} on {1}: {2}.', name, tenant.profile.label, describeAuthorization(draft)));
  refreshGroup(services, tenant, eventStreams.id);
}
