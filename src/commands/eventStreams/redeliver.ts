import * as vscode from 'vscode';
import { ApiError } from '../../api/errors';
import { redeliverEvent, redeliverFailed } from '../../api/eventStreams';
import type { Services } from '../../services';
import { EventStreamNode } from '../../tree/kinds/eventStreams';
import type { ResourceNode } from '../../tree/nodes/resourceNode';
import { tenantNodeOf } from '../pickTenant';
import { failedCount, failedDeliveries } from './failedDeliveries';

/** A 409 on redelivery means the event is not failed any more: say so instead of "Conflict". */
export function explainRedeliveryConflict(err: unknown): never {
  if (err instanceof ApiError && err.status === 409) {
    throw new Error(vscode.l10n.t('The server refused the redelivery: the event is not in a failed state any more (it was redelivered or delivered since the list was loaded). Refresh the stream to see its current failed deliveries.'));
  }
  throw err;
}

/** Redeliver (inline on a failed delivery). */
export async function redeliverDelivery(services: Services, node: ResourceNode<{ id: string; event_type?: string }>): Promise<void> {
  const stream = node.parent as EventStreamNode;
  const tenant = tenantNodeOf(node);
  if (!tenant || !(stream instanceof EventStreamNode)) return;
  const client = await tenant.client();
  await redeliverEvent(client, String(stream.stream.id), node.data.id).catch(explainRedeliveryConflict);
  services.log.info(`Redelivery requested for ${node.data.id} on stream ${stream.stream.id}`);
  void services.prompts.current.info(vscode.l10n.t('Redelivery of {0} requested.', node.data.event_type ?? node.data.id));
  stream.reset();
  services.tree.refresh(stream);
}

/** Redeliver All Failed (on a stream): counts the failed events, confirms with that number, then the bulk endpoint. */
export async function redeliverAllFailed(services: Services, stream: EventStreamNode): Promise<void> {
  const tenant = tenantNodeOf(stream);
  if (!tenant) return;
  const name = String(stream.stream.name ?? stream.stream.id);
  const client = await tenant.client();
  const failed = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Counting the failed events of {0}…', name) },
    () => failedDeliveries(client, String(stream.stream.id)),
  );
  if (failed.items.length === 0) {
    void services.prompts.current.info(vscode.l10n.t('"{0}" has no failed events to redeliver.', name));
    stream.reset();
    services.tree.refresh(stream);
    return;
  }
  const go = vscode.l10n.t('Redeliver');
  await services.prompts.current.confirm(
    vscode.l10n.t('Redeliver the {0} of "{1}" on {2}?', failedCount(failed), name, tenant.profile.label),
    { modal: true, detail: vscode.l10n.t('The destination receives each failed event again.') },
    go,
  );
  await redeliverFailed(client, String(stream.stream.id)).catch(explainRedeliveryConflict);
  void services.prompts.current.info(vscode.l10n.t('Redelivery of all failed events of {0} requested ({1}).', name, failedCount(failed)));
  stream.reset();
  services.tree.refresh(stream);
}
