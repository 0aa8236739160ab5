import * as vscode from 'vscode';
import { ApiError } from '../../api/errors';
import { redeliverEvent } from '../../api/eventStreams';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { redeliverSelection, selectedDeliveries } from './redeliverSelection';
import { refreshDeliveries } from './streamTarget';

/** A 409 on redelivery means the event is not failed any more: say so instead of "Conflict". */
export function explainRedeliveryConflict(err: unknown): never {
  if (err instanceof ApiError && err.status === 409) {
    throw new Error(vscode.l10n.t('The server refused the redelivery: the event is not in a failed state any more (it was redelivered or delivered since the list was loaded). Refresh the stream to see its current failed deliveries.'));
  }
  throw err;
}

/**
 * Redeliver (inline on a failed delivery, or on a multi-selection: VS Code passes the clicked row and the
 * selected rows). One delivery is redelivered at once; several go through redeliverSelection.
 */
export async function redeliverDelivery(services: Services, node: TreeNode, nodes?: readonly TreeNode[]): Promise<void> {
  const selected = selectedDeliveries(nodes?.includes(node) ? nodes : [node]);
  if (selected.length > 1) return redeliverSelection(services, selected);
  const [one] = selected;
  if (!one) return;
  const streamId = String(one.stream.stream.id);
  const client = await one.tenant.client();
  await redeliverEvent(client, streamId, one.eventId).catch(explainRedeliveryConflict);
  services.log.info(`Redelivery requested for ${one.eventId} on stream ${streamId}`);
  void services.prompts.current.info(vscode.l10n.t('Redelivery of {0} requested.', one.eventType ?? one.eventId));
  await refreshDeliveries(services, one.tenant, streamId);
}
