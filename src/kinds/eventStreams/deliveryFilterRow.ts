import * as vscode from 'vscode';
import { describeFilter, type StreamDeliveryFilter } from './deliveryFilter';
import { cleanLabel } from '../../util/text';
import { contextValue, type TreeNode } from '../../tree/node';
import { themeIcon } from '../../tree/nodes/resourceNode';

/** What the filter row needs of its stream's row (the EventStreamNode). */
export interface FilteredStream extends TreeNode {
  readonly filter: StreamDeliveryFilter | undefined;
}

/** "Filter: user.created · last day": the label of the row that shows a stream's active delivery filter. */
export function filterRowLabel(filter: StreamDeliveryFilter | undefined): string {
  return vscode.l10n.t('Filter: {0}', describeFilter(filter));
}

/**
 * The first row under a filtered stream: the filter, in plain sight (the stream's own row is too narrow for it).
 * A click changes it (Filter Deliveries…); its inline action clears it.
 */
export class DeliveryFilterNode implements TreeNode {
  readonly id: string;

  constructor(readonly parent: FilteredStream) {
    this.id = `${parent.id}/#filter`;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(cleanLabel(filterRowLabel(this.parent.filter), 200), vscode.TreeItemCollapsibleState.None);
    item.iconPath = themeIcon('filter', 'charts.yellow');
    item.contextValue = contextValue('deliveryFilter');
    item.tooltip = new vscode.MarkdownString().appendText(vscode.l10n.t(
      'Only the failed deliveries matching this filter are listed ({0}). Click to change the filter; Clear Delivery Filter lists them all again.',
      describeFilter(this.parent.filter),
    ));
    item.command = { command: 'authTenants.filterDeliveries', title: vscode.l10n.t('Filter Deliveries…'), arguments: [this.parent] };
    return item;
  }
}
