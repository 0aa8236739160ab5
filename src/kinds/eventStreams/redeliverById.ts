import * as vscode from 'vscode';
import { redeliverEvent, type EventStream } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickFailedDelivery } from './pickFailedDelivery';
import { confirmRedeliveryOnProduction, explainRedeliveryConflict } from './redeliver';
import { resourceTarget } from '../../commands/resources/resourceTarget';
import { eventStreams } from './index';
import { refreshDeliveries, streamName } from './streamRow';

/**
 * Redeliver Event… (palette): asks for the stream, then lists its failed deliveries (event type, time, last
 * error) to pick from, or takes a typed id, which must be one of them: an unknown id is refused without a request.
 */
export async function redeliverById(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, resource: stream } = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Redeliver Event (1/2)'));
  const client = await tenant.client();
  const streamId = String(stream.id);
  const name = streamName(stream);
  const { eventId, typed, failed } = await pickFailedDelivery(services, client, streamId, name, vscode.l10n.t('Redeliver Event (2/2)'), vscode.l10n.t('a failed delivery not listed here'));
  if (typed && failed.complete && !failed.items.some((d) => d.id === eventId)) {
    throw new Error(vscode.l10n.t('The stream "{0}" has no failed delivery with the id {1}: nothing was sent. Pick one of its failed deliveries, or check that the event belongs to this stream.', name, eventId));
  }
  await confirmRedeliveryOnProduction(services, tenant, eventId, name);
  await redeliverEvent(client, streamId, eventId).catch(explainRedeliveryConflict);
  void services.prompts.current.info(vscode.l10n.t('Redelivery of {0} requested.', eventId));
  await refreshDeliveries(services, tenant, streamId);
}
