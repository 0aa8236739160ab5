/**
 * Event streams: list, get, delete (idempotent), failed deliveries (delivery paging), redeliver one event,
 * redeliver all failed. Stream and event ids are exactly 26 characters and are checked before sending.
 */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { ApiError } from './httpErrors';
import { getList } from './listPage';
import { checkpointPage, checkpointQuery, deliveryPage, iteratePages, type CheckpointParams, type Page } from './paging';
import { call, send, validateInput, type CallOptions } from './request';

export const EVENT_ID_LENGTH = 26;
export const eventStreamIdSchema = z.string().check(z.length(EVENT_ID_LENGTH));
export const eventIdSchema = z.string().check(z.length(EVENT_ID_LENGTH));

export const eventStreamSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  status: z.optional(z.string()),
  subscriptions: z.optional(z.array(z.looseObject({ event_type: z.optional(z.string()) }))),
  destination: z.optional(z.looseObject({ type: z.optional(z.string()), configuration: z.optional(z.record(z.string(), z.unknown())) })),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
}));
export type EventStream = z.infer<typeof eventStreamSchema>;

export const deliverySchema = z.lazy(() => z.looseObject({
  id: z.string(),
  event_stream_id: z.optional(z.string()),
  event_type: z.optional(z.string()),
  status: z.optional(z.string()),
  attempts: z.optional(
    z.array(
      z.looseObject({
        status: z.optional(z.string()),
        timestamp: z.optional(z.string()),
        error_message: z.optional(z.nullable(z.string())),
      }),
    ),
  ),
  event: z.optional(z.record(z.string(), z.unknown())),
}));
export type Delivery = z.infer<typeof deliverySchema>;

const acceptedSchema = z.optional(z.record(z.string(), z.unknown()));

function streamPath(streamId: string): string {
  return `event-streams/${encodeURIComponent(validateInput(eventStreamIdSchema, streamId, 'event stream id'))}`;
}

export async function listEventStreams(client: ApiClient, params: CheckpointParams = {}, options: CallOptions = {}): Promise<Page<EventStream>> {
  const data = await getList(client, 'event-streams', 'eventStreams', eventStreamSchema, { searchParams: checkpointQuery(params), ...options });
  return checkpointPage(data.items, data.token);
}

export async function getEventStream(client: ApiClient, id: string, options: CallOptions = {}): Promise<EventStream> {
  return call(client, 'GET', streamPath(id), eventStreamSchema, options);
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

/** Failed deliveries of a stream; the token (`nextPageToken` live, `next` in the SDK's types) is passed back as `from`. */
export async function listFailedDeliveries(
  client: ApiClient,
  streamId: string,
  params: CheckpointParams = {},
  options: CallOptions = {},
): Promise<Page<Delivery>> {
  const searchParams = { statuses: 'failed', ...checkpointQuery(params) };
  const data = await getList(client, `${streamPath(streamId)}/deliveries`, 'deliveries', deliverySchema, { searchParams, ...options });
  return deliveryPage(data.items, data.token, params.from, params.take);
}

export function iterateFailedDeliveries(client: ApiClient, streamId: string, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listFailedDeliveries(client, streamId, { ...params, from }, options), options);
}

/** POST /event-streams/{id}/redeliver/{event_id} (202, body `{}` or empty). 409 when the event is not failed. */
export async function redeliverEvent(client: ApiClient, streamId: string, eventId: string, options: CallOptions = {}): Promise<void> {
  const event = encodeURIComponent(validateInput(eventIdSchema, eventId, 'event id'));
  await send(client, 'POST', `${streamPath(streamId)}/redeliver/${event}`, options);
}

/** POST /event-streams/{id}/redeliver with `{statuses: ['failed']}` (202): redelivers every failed event. */
export async function redeliverFailed(client: ApiClient, streamId: string, options: CallOptions = {}): Promise<Record<string, unknown>> {
  const path = `${streamPath(streamId)}/redeliver`;
  const result = await call(client, 'POST', path, acceptedSchema, { json: { statuses: ['failed'] }, ...options });
  return result ?? {};
}
