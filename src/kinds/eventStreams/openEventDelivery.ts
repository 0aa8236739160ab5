import * as vscode from 'vscode';
import type { ReadOnlyViewProvider } from '../../editors/readOnlyView';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { openDelivery } from './openDelivery';
import { pickFailedDelivery } from './pickFailedDelivery';
import { resourceTarget } from '../../commands/resources/resourceTarget';
import type { EventStream } from './api';
import { eventStreams } from './index';
import { streamName } from './streamRow';

/**
 * Open Event Delivery… (palette, and a stream's row): the stream, then one of its failed deliveries or any event
 * id (e.g. from a log), opened read-only with every attempt and the event.
 */
export async function openEventDelivery(services: Services, views: ReadOnlyViewProvider, node?: TreeNode): Promise<void> {
  const { tenant, resource: stream } = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Open Event Delivery (1/2)'));
  const client = await tenant.client();
  const { eventId } = await pickFailedDelivery(services, client, String(stream.id), streamName(stream), vscode.l10n.t('Open Event Delivery (2/2)'), vscode.l10n.t('any delivery of this stream, e.g. from a log'));
  await openDelivery(services, views, tenant, stream, eventId);
}
