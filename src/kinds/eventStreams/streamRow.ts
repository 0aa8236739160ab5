/**
 * A stream's row: found in the tree (no request), or loaded for the palette for the commands that change what it
 * lists (its delivery filter), and reloaded after a change (its failed deliveries, counted under its filter).
 * Also the stream's name as messages show it.
 */
import * as vscode from 'vscode';
import type { EventStream } from './api';
import { shownRow } from '../../commands/resources/pickResource';
import { refreshNode } from '../../tree/refresh';
import { VIEW_ID } from '../../constants';
import type { Services } from '../../services';
import { EventStreamNode } from './tree';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { eventStreams } from './index';

/** The stream's name as messages show it. */
export const streamName = (stream: EventStream) => String(stream.name ?? stream.id);

/** The tree row of a stream, if its tenant's Event Streams group is loaded and shows it (no request). */
export async function streamNodeOf(tenant: TenantNode, streamId: string): Promise<EventStreamNode | undefined> {
  const row = await shownRow(tenant, eventStreams, streamId);
  return row instanceof EventStreamNode ? row : undefined;
}

/** Reloads the stream's failed deliveries (its row), if the tree shows it. */
export async function refreshDeliveries(services: Services, tenant: TenantNode, streamId: string): Promise<void> {
  const row = await streamNodeOf(tenant, streamId);
  if (row) await refreshNode(services, row);
}

/** The row of `stream`, loading the tenant's groups and its list of streams when the tree has not yet. */
export async function streamRow(tenant: TenantNode, stream: EventStream): Promise<EventStreamNode> {
  const shown = await streamNodeOf(tenant, String(stream.id));
  if (shown) return shown;
  await tenant.getChildren();
  const group = tenant.group('event-streams') as PagedListNode<unknown> | undefined;
  const rows = group ? await group.getChildren() : [];
  const row = rows.find((n): n is EventStreamNode => n instanceof EventStreamNode && n.stream.id === stream.id);
  if (!row) {
    throw new Error(vscode.l10n.t(
      'The tree has not loaded "{0}" among the event streams of {1}: expand {1} › Event Streams in the Auth Tenants view (use "Load more…" at the end of the list), then use Filter Deliveries… on its row.',
      streamName(stream), tenant.profile.label,
    ));
  }
  return row;
}

/** Forgets the row's deliveries, loads them again (under its filter) and redraws the row. */
export async function reloadRow(services: Services, row: EventStreamNode): Promise<void> {
  row.reset();
  services.tree.refresh(row);
  await vscode.window.withProgress({ location: { viewId: VIEW_ID } }, () => row.loadNext());
  services.tree.refresh(row);
}

/** From the palette the row may be out of sight: show the view and say where the row is. */
export async function pointToRow(services: Services, tenant: TenantNode, row: EventStreamNode, message: string): Promise<void> {
  await vscode.commands.executeCommand(`${VIEW_ID}.focus`);
  void services.prompts.current.info(vscode.l10n.t('{0} See {1} › Event Streams › {2} in the Auth Tenants view.', message, tenant.profile.label, streamName(row.stream)));
}
