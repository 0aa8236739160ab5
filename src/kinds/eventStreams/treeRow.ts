/**
 * An event stream's row in the tree (pure, no `vscode`): its status and destination type. The row is a node with
 * children (its failed deliveries, src/kinds/eventStreams/tree.ts), made by the `rowNodes` hook; it adds the failed
 * count and the delivery filter to what this row says.
 */
import type { Resource } from '../kind';
import type { ListTreeFacet } from '../facets/tree';

/**
 * A stream row's description: its failed count first (once counted, e.g. "4 failed"), then whether a filter narrows
 * it (the words for "filtered", translated by the caller), then its status and destination type.
 */
export function streamDescription(parts: { failed?: string; filtered?: string; status?: unknown; destination?: string }): string {
  return [parts.failed, parts.filtered, parts.status, parts.destination].filter((p) => typeof p === 'string' && p !== '').join(' · ');
}

/** The type of a stream's destination (`webhook`, `eventbridge`, `action`), if it says. */
export const streamDestination = (s: Resource): string | undefined => (s.destination as { type?: string } | undefined)?.type;

/** The action an Action destination runs, for the tooltip (its id: the row has no names). */
function destinationAction(s: Resource): string | undefined {
  const c = (s.destination as { type?: string; configuration?: Record<string, unknown> } | undefined);
  return c?.type === 'action' && typeof c.configuration?.action_id === 'string' ? c.configuration.action_id : undefined;
}

export const eventStreamsTree: ListTreeFacet = {
  empty: 'No event streams.',
  create: 'authTenants.createEventStream',
  rowWrites: [
    'authTenants.redeliverAllFailed',
    'authTenants.deleteEventStream',
    'authTenants.editEventStream',
    'authTenants.enableEventStream',
    'authTenants.disableEventStream',
    'authTenants.sendTestEvent',
    'authTenants.updateWebhookCredentials',
  ],
  row: (s: Resource, { canUpdate }) => {
    const destination = streamDestination(s);
    const disabled = s.status === 'disabled';
    return {
      label: String(s.name ?? s.id),
      description: streamDescription({ status: s.status, destination }),
      icon: disabled ? { id: 'debug-pause', color: 'disabledForeground' } : { id: 'broadcast', color: 'charts.blue' },
      tooltip: {
        title: String(s.name ?? s.id),
        rows: [
          ['id', s.id],
          ['status', s.status],
          ['destination', destination],
          ['action_id', destinationAction(s)],
          ['subscriptions', Array.isArray(s.subscriptions) ? s.subscriptions.map((x: { event_type?: string }) => x.event_type).join(', ') : undefined],
          ['created_at', s.created_at],
        ],
      },
      // status:… and destination:… pick the inline actions (Enable or Disable; Update Webhook Credentials).
      context: ['eventStream', 'deletable', 'redeliverable', 'refreshable', `status:${String(s.status ?? 'enabled')}`, destination && `destination:${destination}`],
      open: { command: canUpdate ? 'authTenants.editEventStream' : 'authTenants.openResource', title: 'Open' },
    };
  },
  rowNodes: () => import('./tree').then((m) => m.streamRowNodes),
};
