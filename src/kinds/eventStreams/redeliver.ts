import * as vscode from 'vscode';
import { ApiError } from '../../api/errors';
import { redeliverEvent } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { redeliverSelection, selectedDeliveries } from './redeliverSelection';
import { refreshDeliveries, streamName } from './streamRow';

/** A 409 on redelivery means the event is not failed any more: say so instead of "Conflict". */
export function explainRedeliveryConflict(err: unknown): never {
  if (err instanceof ApiError && err.status === 409) {
    throw new Error(vscode.l10n.t('The server refused the redelivery: the event is not in a failed state any more (it was redelivered or delivered since the list was loaded). Refresh the stream to see its current failed deliveries.'));
  }
  throw err;
}

/** On a production tenant, one event's redelivery asks first, naming the event, the stream and the tenant. */
export function confirmRedeliveryOnProduction(services: Services, tenant: TenantNode, event: string, stream: string): Promise<void> {
  return confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Redeliver the event {0} to the stream "{1}" on {2}?', event, stream, tenant.profile.label),
    detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the stream\'s destination receives the event again.', tenant.profile.label),
    button: vscode.l10n.t('Redeliver'),
  });
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
  await confirmRedeliveryOnProduction(services, one.tenant, one.eventType ? `${one.eventType} (${one.eventId})` : one.eventId, streamName(one.stream.stream));
  const client = await one.tenant.client();
  await redeliverEvent(client, streamId, one.eventId).catch(explainRedeliveryConflict);
  services.log.info(`Redelivery requested for ${one.eventId} on stream ${streamId}`);
  void services.prompts.current.info(vscode.l10n.t('Redelivery of {0} requested.', one.eventType ?? one.eventId));
  await refreshDeliveries(services, one.tenant, streamId);
}
