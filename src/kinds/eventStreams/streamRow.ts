/**
 * A stream's row for the commands that change what the row lists (its delivery filter): found in the tree, or
 * loaded for the palette (the tenant's list of streams, one request), and reloaded at once after the change so
 * its count is the one under the new filter.
 */
import * as vscode from 'vscode';
import type { EventStream } from './api';
import { VIEW_ID } from '../../constants';
import type { Services } from '../../services';
import { EventStreamNode } from './tree';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { streamName, streamNodeOf } from './streamTarget';

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
