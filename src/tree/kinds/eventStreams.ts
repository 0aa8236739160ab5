import * as vscode from 'vscode';
import { listEventStreams, listFailedDeliveries } from '../../api/eventStreams';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { contextValue, type TreeNode } from '../node';
import { PagedListNode, type ListOwner, type ListSpec } from '../nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../nodes/resourceNode';
import { cleanLabel } from '../../util/text';

type Stream = Awaited<ReturnType<typeof listEventStreams>>['items'][number];
type Delivery = Awaited<ReturnType<typeof listFailedDeliveries>>['items'][number];

/** A delivery time short enough for the row ("11/24/26, 2:42 PM"); the tooltip has the full timestamp. */
export function shortTime(timestamp: string | undefined): string | undefined {
  if (!timestamp) return undefined;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

/** A failed delivery in short: its attempts, the last one, and "time · N attempts" for a row or a pick item. */
export function deliverySummary(d: Delivery): { attempts: number; last: { timestamp?: string; error_message?: string | null } | undefined; description: string } {
  const attempts = Array.isArray(d.attempts) ? d.attempts : [];
  const last = attempts[attempts.length - 1];
  return { attempts: attempts.length, last, description: [shortTime(last?.timestamp), vscode.l10n.t('{0} attempts', attempts.length)].filter(Boolean).join(' · ') };
}

function deliverySpec(stream: Stream): ListSpec<Delivery> {
  return {
    key: String(stream.id),
    label: String(stream.name ?? stream.id),
    icon: 'broadcast',
    scopes: ['read:event_deliveries', 'read:event_streams'],
    emptyLabel: vscode.l10n.t('No failed deliveries.'),
    load: (client, cursor, take, signal) => listFailedDeliveries(client, String(stream.id), { from: cursor, take }, { signal }),
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

/** The write commands of a stream's row: the menus hide those whose scope the token lacks. */
const STREAM_WRITE_COMMANDS = [
  'authTenants.redeliverAllFailed',
  'authTenants.deleteEventStream',
  'authTenants.editEventStream',
  'authTenants.enableEventStream',
  'authTenants.disableEventStream',
  'authTenants.sendTestEvent',
  'authTenants.updateWebhookCredentials',
];

/** An event stream; its children are its failed deliveries, paged like any list. */
export class EventStreamNode extends PagedListNode<Delivery> {
  constructor(owner: ListOwner, parent: TreeNode, readonly stream: Stream, take: () => number) {
    super(owner, parent, deliverySpec(stream), take);
  }

  override getTreeItem(): vscode.TreeItem {
    const s = this.stream;
    const item = new vscode.TreeItem(cleanLabel(s.name ?? s.id) || String(s.id), vscode.TreeItemCollapsibleState.Collapsed);
    const destination = (s.destination as { type?: string } | undefined)?.type;
    // Once its failed deliveries are loaded, the stream says how many there are.
    const failed = this.count && vscode.l10n.t('{0} failed', this.count);
    item.description = cleanLabel([s.status, destination, failed].filter(Boolean).join(' · '));
    item.iconPath = themeIcon(s.status === 'disabled' ? 'debug-pause' : 'broadcast', s.status === 'disabled' ? 'disabledForeground' : 'charts.blue');
    item.tooltip = tooltip(String(s.name ?? s.id), [
      ['id', s.id],
      ['status', s.status],
      ['destination', destination],
      ['subscriptions', Array.isArray(s.subscriptions) ? s.subscriptions.map((x: { event_type?: string }) => x.event_type).join(', ') : undefined],
      ['created_at', s.created_at],
    ]);
    const writes = missingScopeTokens(this.owner.scopesNow(), STREAM_WRITE_COMMANDS);
    // status:… and destination:… pick the inline actions (Enable or Disable; Update Webhook Credentials).
    const state = [`status:${String(s.status ?? 'enabled')}`, ...(destination ? [`destination:${destination}`] : [])];
    item.contextValue = contextValue('resource', 'eventStream', 'deletable', 'redeliverable', 'refreshable', ...state, ...writes);
    item.command = { command: writes.includes('missing:update:event_streams') ? 'authTenants.openResource' : 'authTenants.editEventStream', title: vscode.l10n.t('Open'), arguments: [this] };
    return item;
  }
}

export function eventStreamsSpec(owner: ListOwner, take: () => number): ListSpec<Stream> {
  return {
    key: 'event-streams',
    label: vscode.l10n.t('Event Streams'),
    icon: 'broadcast',
    scopes: ['read:event_streams'],
    writeCommands: ['authTenants.createEventStream'],
    emptyLabel: vscode.l10n.t('No event streams.'),
    load: (client, cursor, t, signal) => listEventStreams(client, { from: cursor, take: t }, { signal }),
    toNode: (s, parent) => new EventStreamNode(owner, parent, s, take),
  };
}
