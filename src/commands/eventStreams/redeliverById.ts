import * as vscode from 'vscode';
import { eventIdSchema, listEventStreams, redeliverEvent } from '../../api/eventStreams';
import type { Services } from '../../services';
import { EventStreamNode } from '../../tree/kinds/eventStreams';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';
import { deliveryItem, failedDeliveries } from './failedDeliveries';
import { explainRedeliveryConflict } from './redeliver';

export function validateEventId(value: string): string | undefined {
  const id = value.trim();
  if (id.length !== 26) return vscode.l10n.t('An event id has exactly 26 characters (this one has {0}).', id.length);
  // Event ids are letters, digits and "_" (evt_ + 22): anything else would only reach the tenant to be refused.
  if (!/^[A-Za-z0-9_]+$/.test(id) || !eventIdSchema.safeParse(id).success) return vscode.l10n.t('Not a valid event id: use only letters, digits and _ (e.g. evt_…).');
  return undefined;
}

const TYPE_ID = '\u0000type-an-id';

/**
 * Redeliver Event… (palette): asks for the stream, then lists its failed deliveries (event type, time, last
 * error) to pick from, or takes a typed id, which must be one of them: an unknown id is refused without a request.
 */
export async function redeliverById(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const client = await tenant.client();
  const prompts = services.prompts.current;
  const streams = await listEventStreams(client, { take: 100 });
  const streamId = await prompts.pick(
    streams.items.map((s) => ({ label: String(s.name ?? s.id), description: [s.status, String(s.id)].filter(Boolean).join(' · '), value: String(s.id) })),
    { title: vscode.l10n.t('Redeliver Event (1/2)'), placeHolder: vscode.l10n.t('Event stream') },
  );
  const streamName = String(streams.items.find((s) => s.id === streamId)?.name ?? streamId);
  const failed = failedDeliveries(client, streamId);
  const typeId = { label: vscode.l10n.t('$(edit) Enter an event id…'), description: vscode.l10n.t('a failed delivery not listed here'), value: TYPE_ID, alwaysShow: true };
  const picked = await prompts.pick(failed.then((list) => [...list.items.map(deliveryItem), typeId]), {
    title: vscode.l10n.t('Redeliver Event (2/2)'),
    placeHolder: vscode.l10n.t('Failed delivery of {0}', streamName),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  let eventId = picked;
  if (picked === TYPE_ID) {
    eventId = (await prompts.input({
      title: vscode.l10n.t('Redeliver Event (2/2)'),
      prompt: vscode.l10n.t('Id of the failed event (26 characters, e.g. evt_…)'),
      validateInput: validateEventId,
    })).trim();
    const list = await failed;
    if (list.complete && !list.items.some((d) => d.id === eventId)) {
      throw new Error(vscode.l10n.t('The stream "{0}" has no failed delivery with the id {1}: nothing was sent. Pick one of its failed deliveries, or check that the event belongs to this stream.', streamName, eventId));
    }
  }
  await redeliverEvent(client, streamId, eventId).catch(explainRedeliveryConflict);
  void prompts.info(vscode.l10n.t('Redelivery of {0} requested.', eventId));
  // The stream's row, if the tree shows it, lists its failed deliveries again.
  const group = tenant.group('event-streams');
  const streamNode = group && (await group.getChildren?.())?.find((n): n is EventStreamNode => n instanceof EventStreamNode && n.stream.id === streamId);
  if (streamNode) {
    streamNode.reset();
    services.tree.refresh(streamNode);
  }
}
