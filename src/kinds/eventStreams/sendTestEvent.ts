/**
 * Send Test Event… (a stream's row, or the palette: tenant, then stream): pick an event type (the stream's
 * subscriptions first), POST …/test, follow the delivery it produced under a cancellable progress notification,
 * and report the outcome once, with "Open Delivery". A failed test delivery shows under the stream's failed ones.
 */
import * as vscode from 'vscode';
import { sendTestEvent as postTestEvent, type Delivery, type EventStream } from './api';
import type { ApiClient } from '../../api/client';
import { toUserMessage } from '../../api/errors';
import type { ReadOnlyViewProvider } from '../../editors/readOnlyView';
import { openDelivery } from './openDelivery';
import type { Services } from '../../services';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { lackedScopes } from '../../tenants/writeScopes';
import type { TreeNode } from '../../tree/node';
import { eventTypeItems } from './deliveryFilter';
import { followDelivery, lastAttempt, type Followed } from './followDelivery';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { eventStreams } from './index';
import { refreshDeliveries, streamName } from './streamRow';

/** How long the notification follows a test delivery (the service's retries end about 7 s after the first try). */
const FOLLOW_MS = 30_000;

/** The one message that reports how the test delivery went. */
function outcome(type: string, name: string, { delivery, settled }: Followed, cancelled: boolean): { kind: 'info' | 'warn'; message: string } {
  const last = lastAttempt(delivery);
  const status = String(delivery.status ?? 'pending');
  if (status === 'failed') {
    return { kind: 'warn', message: vscode.l10n.t('Test event {0} to {1} failed: {2}', type, name, last?.error_message || vscode.l10n.t('no error message')) };
  }
  if (settled) {
    const ms = typeof last?.duration === 'number' ? Math.round(last.duration) : undefined;
    return { kind: 'info', message: ms === undefined ? vscode.l10n.t('Test event {0} delivered to {1}.', type, name) : vscode.l10n.t('Test event {0} delivered to {1} in {2} ms.', type, name, ms) };
  }
  return {
    kind: 'info',
    message: cancelled
      ? vscode.l10n.t('Test event {0} sent to {1}; you stopped following its delivery while it was {2}. Open it later to see the outcome.', type, name, status)
      : vscode.l10n.t('Test event {0} sent to {1}; its delivery is still {2} after {3} s. Open it later to see the outcome.', type, name, status, FOLLOW_MS / 1000),
  };
}

/** Opens the delivery read-only, from the data just read (no request). */
/** Follows the delivery under a cancellable progress notification that shows its status. */
async function followWithProgress(client: ApiClient, streamId: string, sent: Delivery, title: string): Promise<{ followed: Followed; cancelled: boolean }> {
  let cancelled = false;
  const followed = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (progress, token) => {
    const abort = new AbortController();
    token.onCancellationRequested(() => {
      cancelled = true;
      abort.abort();
    });
    progress.report({ message: vscode.l10n.t('waiting for the delivery…') });
    const onRead = (d: Delivery) => progress.report({ message: vscode.l10n.t('{0} ({1} attempts)', String(d.status), d.attempts?.length ?? 0) });
    return followDelivery(client, streamId, sent, { signal: abort.signal, timeoutMs: FOLLOW_MS, onRead });
  });
  return { followed, cancelled };
}

export async function sendTestEvent(services: Services, node: TreeNode | IdsArg | undefined, views: ReadOnlyViewProvider): Promise<void> {
  const { tenant, resource: stream } = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Send Test Event'));
  const name = streamName(stream);
  const streamId = String(stream.id);
  const prompts = services.prompts.current;
  const type = await prompts.pick(eventTypeItems(stream), {
    title: vscode.l10n.t('Send Test Event to {0}', name),
    placeHolder: vscode.l10n.t('Event type (the stream\'s subscriptions first)'),
  });
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Send a test {0} event to the stream "{1}" on {2}?', type, name, tenant.profile.label),
    detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the stream\'s destination receives the test event.', tenant.profile.label),
    button: vscode.l10n.t('Send'),
  });
  const client = await tenant.client();
  const sent = await postTestEvent(client, streamId, { event_type: type });
  services.log.info(`Test event ${type} sent to stream ${streamId} on ${tenant.profile.label}: event ${sent.id}`);
  const lacked = lackedScopes(await services.sessions.scopes(tenant.profile.id), ['read:event_deliveries']);
  if (lacked.length) {
    void prompts.info(vscode.l10n.t('Test event {0} sent to {1} (event {2}). To follow its delivery the token for {3} needs the scope {4}: grant it, then use "Reconnect Tenant…".', type, name, sent.id, tenant.profile.label, lacked.join(', ')));
    return;
  }
  const { followed, cancelled } = await followWithProgress(client, streamId, sent, vscode.l10n.t('Test event {0} → {1}', type, name)).catch((err: unknown) => {
    throw new Error(vscode.l10n.t('Test event {0} was sent to {1} (event {2}), but its delivery could not be read: {3}', type, name, sent.id, toUserMessage(err)));
  });
  const { kind, message } = outcome(type, name, followed, cancelled);
  services.log.info(`Test event ${sent.id} on stream ${streamId}: ${String(followed.delivery.status)}`);
  if (followed.delivery.status === 'failed') await refreshDeliveries(services, tenant, streamId);
  const open = vscode.l10n.t('Open Delivery');
  void prompts[kind](message, open).then((choice) => {
    if (choice === open) return openDelivery(services, views, tenant, stream, String(followed.delivery.id));
  }).catch((err: unknown) => void prompts.error(vscode.l10n.t('Could not open the delivery: {0}', err instanceof Error ? err.message : String(err))));
}
