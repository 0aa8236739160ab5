/**
 * Event streams as compare, promote and export read them (pure, no `vscode`): named by `name`; the EventBridge
 * partner event source (named by the service after the tenant) left out, subscriptions in a stable order.
 */
import { iteratePages } from '../../api/paging';
import { isPlainObject } from '../diff';
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { clean, type Normalised } from '../normalise';
import { getEventStream, listEventStreams } from './api';

/** An EventBridge partner event source is named by the service after the tenant: server-only too. */
export const STREAM_SERVER_ONLY = ['id', 'created_at', 'updated_at'] as const;

function normaliseStream(s: Raw): Normalised {
  const value = clean('event-streams', s, STREAM_SERVER_ONLY);
  const destination = value.destination;
  if (isPlainObject(destination) && isPlainObject(destination.configuration)) {
    const { aws_partner_event_source: _source, ...configuration } = destination.configuration;
    value.destination = { ...destination, configuration };
  }
  if (Array.isArray(value.subscriptions)) {
    value.subscriptions = [...value.subscriptions].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { key: str(s.name), name: str(s.name ?? s.id), value, references: [] };
}

export const eventStreamsCompare: CompareKind = {
  id: 'event-streams',
  order: 3,
  keyField: 'name',
  needs: [],
  items: (client, options) => iteratePages((from) => listEventStreams(client, { from }, options), options),
  read: (client, id, options) => getEventStream(client, id, options),
  key: (s) => str(s.name),
  name: (s) => str(s.name ?? s.id),
  idOf: (s) => str(s.id),
  normalise: normaliseStream,
};
