import * as vscode from 'vscode';
import { listDeliveries, type Delivery, type EventStream } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { contextValue, type TreeNode } from '../../tree/node';
import { PagedListNode, type ListOwner, type ListSpec } from '../../tree/nodes/pagedListNode';
import { kindRow } from '../../tree/kindRow';
import type { RowNodes } from '../facets/tree';
import { eventStreams } from '.';
import { eventStreamsTree, streamDescription, streamDestination } from './treeRow';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';
import { cleanLabel } from '../../util/text';
import { DeliveryFilterNode } from './deliveryFilterRow';
import { describeFilter, filterQuery, isEmptyFilter, type StreamDeliveryFilter } from './deliveryFilter';

type Stream = EventStream;

/** A delivery time short enough for the row ("Nov 24, 14:42", no year); the tooltip has the full timestamp. */
export function shortTime(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** A failed delivery in short: its attempts, the last one, and "time · N attempts" for a row or a pick item (the time first: it tells them apart). */
export function deliverySummary(d: Delivery): { attempts: number; last: { timestamp?: string; error_message?: string | null } | undefined; description: string } {
  const attempts = Array.isArray(d.attempts) ? d.attempts : [];
  const last = attempts[attempts.length - 1];
  return { attempts: attempts.length, last, description: [shortTime(last?.timestamp), vscode.l10n.t('{0} attempts', attempts.length)].filter(Boolean).join(' · ') };
}

/** Two filters with the same key select the same deliveries (a relative window: as of each load). */
const filterKey = (filter: StreamDeliveryFilter | undefined) => (isEmptyFilter(filter) ? '' : JSON.stringify(filter));

/**
 * What one tenant's stream rows keep while the window is open, by stream id: a row made again (the list of
 * streams refreshed) keeps its filter. Also the filter each row's count was taken under, so a count is never shown
 * next to another filter than its own.
 */
export class DeliveryFilters {
  private readonly filters = new Map<string, StreamDeliveryFilter>();
  private readonly counted = new Map<string, string>();

  get(streamId: string): StreamDeliveryFilter | undefined {
    return this.filters.get(streamId);
  }

  set(streamId: string, filter: StreamDeliveryFilter | undefined): void {
    if (!filter || isEmptyFilter(filter)) this.filters.delete(streamId);
    else this.filters.set(streamId, filter);
  }

  /** The list of `streamId` was loaded under `filter`. */
  counting(streamId: string, filter: StreamDeliveryFilter | undefined): void {
    this.counted.set(streamId, filterKey(filter));
  }

  /** Whether the row's count was taken under its current filter. */
  countIsCurrent(streamId: string): boolean {
    return this.counted.get(streamId) === filterKey(this.get(streamId));
  }
}

/** A stream's failed deliveries: those matching its filter when it has one, the window computed at each load. */
function deliverySpec(stream: Stream, filters: DeliveryFilters): ListSpec<Delivery> {
  const id = String(stream.id);
  const filtered = () => filters.get(id) !== undefined;
  const clear = (row: PagedListNode<Delivery>): vscode.Command => ({ command: 'authTenants.clearDeliveryFilter', title: vscode.l10n.t('Clear Delivery Filter'), arguments: [row] });
  return {
    key: id,
    label: String(stream.name ?? stream.id),
    icon: 'broadcast',
    scopes: ['read:event_deliveries', 'read:event_streams'],
    get emptyLabel() {
      return filtered() ? vscode.l10n.t('No failed deliveries match the filter.') : vscode.l10n.t('No failed deliveries.');
    },
    get emptyHint() {
      return filtered() ? vscode.l10n.t('Filter: {0}. Click to clear the filter and list every failed delivery.', describeFilter(filters.get(id))) : undefined;
    },
    get emptyCommand() {
      return filtered() ? clear : undefined;
    },
    load: async (client, cursor, take, signal) => {
      const filter = filters.get(id);
      const page = await listDeliveries(client, id, { statuses: ['failed'], ...filterQuery(filter), from: cursor, take }, { signal });
      filters.counting(id, filter);
      return page;
    },
    toNode: (d, parent) => {
      const { attempts, last, description } = deliverySummary(d);
      return new ResourceNode(parent, {
        key: String(d.id),
        label: String(d.event_type ?? d.id),
        description,
        icon: themeIcon('error', 'list.errorForeground'),
        tooltip: () => tooltip(String(d.event_type ?? d.id), [
          ['event id', d.id],
          ['status', d.status],
          ['attempts', attempts],
          ['last attempt', last?.timestamp],
          ['last error', last?.error_message],
        ]),
        context: ['delivery', 'redeliverable', ...missingScopeTokens(parent.owner.scopesNow(), ['authTenants.redeliverDelivery'])],
        command: { command: 'authTenants.openResource', title: vscode.l10n.t('Open') },
      }, d);
    },
  };
}

/** An event stream; its children are its failed deliveries (those matching its filter), paged like any list. */
export class EventStreamNode extends PagedListNode<Delivery> {
  constructor(owner: ListOwner, parent: TreeNode, readonly stream: Stream, take: () => number, private readonly filters = new DeliveryFilters()) {
    super(owner, parent, deliverySpec(stream, filters), take);
  }

  /** The stream, as every resource row carries its resource (the commands' target finds it there). */
  get data(): Stream {
    return this.stream;
  }

  /**
   * The delivery filter the user set on this row (Filter Deliveries…); undefined: every failed delivery. Kept
   * while the window is open (refreshing the row or the list of streams keeps it), not across reloads.
   */
  get filter(): StreamDeliveryFilter | undefined {
    return this.filters.get(String(this.stream.id));
  }

  set filter(filter: StreamDeliveryFilter | undefined) {
    this.filters.set(String(this.stream.id), filter);
  }

  /** The failed deliveries, after a row showing the filter when there is one. */
  override async getChildren(): Promise<TreeNode[]> {
    const rows = await super.getChildren();
    return this.filter ? [new DeliveryFilterNode(this), ...rows] : rows;
  }

  override getTreeItem(): vscode.TreeItem {
    const s = this.stream;
    const { row, writes } = kindRow(eventStreams, eventStreamsTree, s, this.owner.scopesNow());
    const item = new vscode.TreeItem(cleanLabel(row.label) || String(s.id), vscode.TreeItemCollapsibleState.Collapsed);
    // Once its failed deliveries are loaded, the stream says how many there are (under its filter, if any).
    const count = this.filters.countIsCurrent(String(s.id)) ? this.count : undefined;
    const failed = count && vscode.l10n.t('{0} failed', count);
    const filter = describeFilter(this.filter);
    // What matters first: how many failed and whether a filter narrows them (the filter itself is the first row below).
    item.description = cleanLabel(streamDescription({ failed, filtered: filter && vscode.l10n.t('filtered'), status: s.status, destination: streamDestination(s) }), 200);
    item.iconPath = themeIcon(row.icon.id, row.icon.color);
    item.tooltip = tooltip(row.tooltip.title, [...row.tooltip.rows, ['delivery filter', filter]]);
    item.contextValue = contextValue('resource', !!filter && 'filtered', ...row.context, ...writes);
    item.command = { ...row.open, arguments: [this] };
    return item;
  }
}

/** The rows of one tenant's Event Streams group (the tree facet's `rowNodes` hook): they share the delivery filters. */
export const streamRowNodes: RowNodes = (owner, take) => {
  const filters = new DeliveryFilters();
  return (s, parent) => new EventStreamNode(owner, parent, s as Stream, take, filters);
};
