import * as vscode from 'vscode';
import { getDelivery, type EventStream } from './api';
import { VIEW_ID } from '../../constants';
import { viewUri, type ReadOnlyViewProvider } from '../../editors/readOnlyView';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { requireScopes } from '../../commands/tenants/requireScopes';
import { streamName } from './streamRow';

/** The scope GET …/deliveries/{event_id} needs (listing them needs either this or read:event_streams). */
export const READ_DELIVERY_SCOPES = ['read:event_deliveries'] as const;

/**
 * Opens one delivery read-only, fetched now (GET …/deliveries/{event_id}: every attempt and the event), so the
 * document is current even when the row was loaded a while ago. A token without read:event_deliveries is told
 * so before any request; a failure is the command's message, not an editor error.
 */
export async function openDelivery(services: Services, views: ReadOnlyViewProvider, tenant: TenantNode, stream: EventStream, eventId: string): Promise<void> {
  await requireScopes(services, tenant, READ_DELIVERY_SCOPES);
  const client = await tenant.client();
  const streamId = String(stream.id);
  const delivery = await vscode.window.withProgress({ location: { viewId: VIEW_ID } }, () => getDelivery(client, streamId, eventId));
  const uri = viewUri(tenant.profile.id, 'event-deliveries', `${streamId}/${eventId}`, `${String(delivery.event_type ?? 'event')} ${eventId}`);
  views.show(uri, { delivery, stream: { id: streamId, name: streamName(stream) } }, 'event-deliveries');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
}
