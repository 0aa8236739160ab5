/**
 * Event streams as compare, promote and export read them (pure, no `vscode`): named by `name`; the EventBridge
 * partner event source (named by the service after the tenant) left out, subscriptions in a stable order, an Action
 * destination's action by name (`configuration.action`: its id differs on every tenant).
 */
import { iteratePages } from '../../api/paging';
import { isPlainObject } from '../diff';
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { clean, type Names, type Normalised, type Reference } from '../normalise';
import { actionShown } from '../actionByName';
import { getEventStream, listEventStreams } from './api';

/** An EventBridge partner event source is named by the service after the tenant: server-only too. */
export const STREAM_SERVER_ONLY = ['id', 'created_at', 'updated_at'] as const;

/** The action id of an Action destination, if the stream has one. */
export function destinationActionId(s: Raw): string | undefined {
  const destination = s.destination;
  if (!isPlainObject(destination) || destination.type !== 'action' || !isPlainObject(destination.configuration)) return undefined;
  const id = destination.configuration.action_id;
  return typeof id === 'string' ? id : undefined;
}

function normaliseStream(s: Raw, names: Names): Normalised {
  const value = clean('event-streams', s, STREAM_SERVER_ONLY);
  const destination = value.destination;
  const references: Reference[] = [];
  const actionId = destinationActionId(s);
  if (actionId !== undefined) {
    const name = names.actions?.get(actionId);
    references.push({ field: 'destination', kind: 'action', id: actionId, ...(name ? { name } : {}) });
    value.destination = { type: 'action', configuration: { action: actionShown(names, actionId) } };
  } else if (isPlainObject(destination) && isPlainObject(destination.configuration)) {
    const { aws_partner_event_source: _source, ...configuration } = destination.configuration;
    value.destination = { ...destination, configuration };
  }
  if (Array.isArray(value.subscriptions)) {
    value.subscriptions = [...value.subscriptions].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return { key: str(s.name), name: str(s.name ?? s.id), value, references };
}

export const eventStreamsCompare: CompareKind = {
  id: 'event-streams',
  order: 3,
  keyField: 'name',
  needs: ['actions'],
  items: (client, options) => iteratePages((from) => listEventStreams(client, { from, take: 100 }, options), options),
  read: (client, id, options) => getEventStream(client, id, options),
  key: (s) => str(s.name),
  name: (s) => str(s.name ?? s.id),
  idOf: (s) => str(s.id),
  normalise: normaliseStream,
};
