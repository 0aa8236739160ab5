import * as vscode from 'vscode';
import type { Services } from '../../services';
import { DeliveryFilterNode } from './deliveryFilterRow';
import { EventStreamNode } from './tree';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import { describeFilter } from './deliveryFilter';
import { pointToRow, reloadRow } from './streamRow';
import { streamName } from './streamRow';
import { cleanLabel } from '../../util/text';

/** The stream rows that have a filter, over every tenant whose list of streams is loaded. */
async function filteredRows(services: Services): Promise<EventStreamNode[]> {
  const rows: EventStreamNode[] = [];
  for (const tenant of services.roots.list()) {
    const group = tenant.group('event-streams') as PagedListNode<unknown> | undefined;
    if (!group?.isLoaded) continue;
    for (const n of await group.getChildren()) if (n instanceof EventStreamNode && n.filter) rows.push(n);
  }
  return rows;
}

/**
 * Clear Delivery Filter (a filtered stream's row, its filter row, its "no match" row, or the palette: the filtered stream, picked
 * when there are several): the row lists every failed delivery again.
 */
export async function clearDeliveryFilter(services: Services, node?: unknown): Promise<void> {
  const clicked = node instanceof DeliveryFilterNode ? node.parent : node;
  let row = clicked instanceof EventStreamNode ? clicked : undefined;
  if (!row) {
    const rows = await filteredRows(services);
    if (rows.length === 0) {
      void services.prompts.current.info(vscode.l10n.t('No event stream has a delivery filter.'));
      return;
    }
    row = rows.length === 1 ? rows[0] : await services.prompts.current.pick(
      rows.map((r) => ({ label: cleanLabel(streamName(r.stream)) || String(r.stream.id), description: cleanLabel(`${r.owner.tenant.profile.label} · ${describeFilter(r.filter)}`, 200), value: r })),
      { title: vscode.l10n.t('Clear Delivery Filter'), placeHolder: vscode.l10n.t('Filtered event stream') },
    );
  }
  row.filter = undefined;
  await reloadRow(services, row);
  if (clicked instanceof EventStreamNode) return;
  const tenant = services.roots.get(row.owner.tenant.profile.id);
  const message = vscode.l10n.t('"{0}" lists all its {1} failed deliveries again.', streamName(row.stream), row.count ?? '?');
  if (tenant) await pointToRow(services, tenant, row, message);
}
