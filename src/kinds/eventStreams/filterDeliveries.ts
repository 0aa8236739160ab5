import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { describeFilter, pickDeliveryFilter } from './deliveryFilter';
import { pointToRow, reloadRow, streamRow } from './streamRow';
import { streamName, streamTarget, type StreamRef } from './streamTarget';

/**
 * Filter Deliveries… (stream row, or the palette: tenant and stream picked): asks for event types and a time
 * window (the current filter preselected); the row then lists the failed deliveries that match and shows the filter.
 */
export async function filterDeliveries(services: Services, node?: TreeNode | StreamRef): Promise<void> {
  const target = await streamTarget(services, node, vscode.l10n.t('Filter Deliveries'));
  const row = target.node ?? (await streamRow(target.tenant, target.stream));
  const title = vscode.l10n.t('Filter Deliveries of {0}', streamName(target.stream));
  row.filter = await pickDeliveryFilter(services.prompts.current, title, target.stream, row.filter);
  await reloadRow(services, row);
  if (target.node) return;
  const filter = describeFilter(row.filter);
  const count = row.count ?? '?';
  await pointToRow(services, target.tenant, row, filter
    ? vscode.l10n.t('{0} failed deliveries of "{1}" match {2}.', count, streamName(row.stream), filter)
    : vscode.l10n.t('"{0}" lists all its {1} failed deliveries (no filter).', streamName(row.stream), count));
}
