import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { describeFilter, pickDeliveryFilter } from './deliveryFilter';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import type { EventStream } from './api';
import { eventStreams } from './index';
import { pointToRow, reloadRow, streamName, streamRow } from './streamRow';
import { EventStreamNode } from './tree';

/**
 * Filter Deliveries… (stream row, or the palette: tenant and stream picked): asks for event types and a time
 * window (the current filter preselected); the row then lists the failed deliveries that match and shows the filter.
 */
export async function filterDeliveries(services: Services, node?: TreeNode | IdsArg): Promise<void> {
  const target = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Filter Deliveries'));
  const shown = target.row instanceof EventStreamNode ? target.row : undefined;
  const row = shown ?? (await streamRow(target.tenant, target.resource));
  const title = vscode.l10n.t('Filter Deliveries of {0}', streamName(target.resource));
  row.filter = await pickDeliveryFilter(services.prompts.current, title, target.resource, row.filter);
  await reloadRow(services, row);
  if (shown) return;
  const filter = describeFilter(row.filter);
  const count = row.count ?? '?';
  await pointToRow(services, target.tenant, row, filter
    ? vscode.l10n.t('{0} failed deliveries of "{1}" match {2}.', count, streamName(row.stream), filter)
    : vscode.l10n.t('"{0}" lists all its {1} failed deliveries (no filter).', streamName(row.stream), count));
}
