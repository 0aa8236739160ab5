/**
 * Event streams: list, get, create, update, delete (idempotent), send a test event. Deliveries and redelivery
 * are in eventStreamDeliveries.ts, the schemas and known values in eventStreamSchemas.ts; both are re-exported
 * here. Bodies and ids are checked before sending (InvalidInputError, nothing sent).
 */
import type { ApiClient } from '../../api/client';
import { streamPath } from './deliveries';
import {
  createEventStreamSchema,
  deliverySchema,
  eventStreamSchema,
  testEventSchema,
  updateEventStreamSchema,
  type CreateEventStream,
  type Delivery,
  type EventStream,
  type TestEvent,
  type UpdateEventStream,
} from './schemas';
import { ApiError } from '../../api/httpErrors';
import { getList } from '../../api/listPage';
import { checkpointPage, checkpointQuery, type CheckpointParams, type Page } from '../../api/paging';
import { call, send, validateInput, type CallOptions } from '../../api/request';

export * from './schemas';
export * from './deliveries';

/** The scope each event stream verb needs (the service answers 403 insufficient_scope naming it). */
export const EVENT_STREAM_SCOPES = {
  list: 'read:event_streams',
  get: 'read:event_streams',
  create: 'create:event_streams',
  update: 'update:event_streams',
  delete: 'delete:event_streams',
  test: 'update:event_streams',
  deliveries: 'read:event_deliveries',
  delivery: 'read:event_deliveries',
  redeliver: 'update:event_deliveries',
} as const;

export async function listEventStreams(client: ApiClient, params: CheckpointParams = {}, options: CallOptions = {}): Promise<Page<EventStream>> {
  const data = await getList(client, 'event-streams', 'eventStreams', eventStreamSchema, { searchParams: checkpointQuery(params), ...options });
  return checkpointPage(data.items, data.token);
}

export async function getEventStream(client: ApiClient, id: string, options: CallOptions = {}): Promise<EventStream> {
  return call(client, 'GET', streamPath(id), eventStreamSchema, options);
}

/** POST /event-streams (201): a webhook (with its secret, which never comes back), EventBridge or Action stream. 409: name taken or stream limit reached. */
export async function createEventStream(client: ApiClient, body: CreateEventStream, options: CallOptions = {}): Promise<EventStream> {
  const json = validateInput(createEventStreamSchema, body, 'event stream');
  return call(client, 'POST', 'event-streams', eventStreamSchema, { json, ...options, conflict: CREATE_CONFLICT });
}

/** What a 409 on create means (toUserMessage says it). */
const CREATE_CONFLICT = 'Either the tenant already has an event stream with this name, or it has reached its limit of event streams: choose another name, or delete an event stream it no longer needs, then create it again.';

/**
 * PATCH /event-streams/{id} (200): name, subscriptions, status, or the webhook destination (endpoint and
 * authorization; a secret sent rotates it, one left out is kept when the method stays the same). Nothing to
 * change sends no PATCH: the stream is read instead.
 */
export async function updateEventStream(client: ApiClient, id: string, body: UpdateEventStream, options: CallOptions = {}): Promise<EventStream> {
  const path = streamPath(id);
  const json = validateInput(updateEventStreamSchema, body, 'event stream changes');
  if (Object.keys(json).length === 0) return getEventStream(client, id, options);
  return call(client, 'PATCH', path, eventStreamSchema, { json, ...options });
}

/** Enables or disables a stream. */
export async function setEventStreamStatus(client: ApiClient, id: string, status: 'enabled' | 'disabled', options: CallOptions = {}): Promise<EventStream> {
  return updateEventStream(client, id, { status }, options);
}

/** DELETE /event-streams/{id} (204). Succeeds also when the stream is already gone (204 again, or 404). */
export async function deleteEventStream(client: ApiClient, id: string, options: CallOptions = {}): Promise<void> {
  const path = streamPath(id);
  try {
    await send(client, 'DELETE', path, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/** POST /event-streams/{id}/test (202): the delivery it produced, pending at first; read its outcome with getDelivery. */
export async function sendTestEvent(client: ApiClient, id: string, body: TestEvent, options: CallOptions = {}): Promise<Delivery> {
  const path = `${streamPath(id)}/test`;
  const json = validateInput(testEventSchema, body, 'test event');
  return call(client, 'POST', path, deliverySchema, { json, ...options });
}
