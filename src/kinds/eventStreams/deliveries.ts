/**
 * Event stream deliveries: list (filtered by statuses, event types and a date range; delivery paging), the
 * failed ones, one delivery with its attempts and event, redeliver one event, redeliver every failed event that
 * matches a filter. Filters are checked before sending (known event types, RFC 3339 whole seconds, from < to).
 */
import type { ApiClient } from '../../api/client';
import { eventIdSchema, eventStreamIdSchema, deliveryFilterSchema, deliverySchema, redeliverFilterSchema } from './schemas';
import type { Delivery, DeliveryFilter, RedeliverFilter } from './schemas';
import { getList } from '../../api/listPage';
import { checkpointQuery, deliveryPage, iteratePages, type CheckpointParams, type Page } from '../../api/paging';
import { call, send, validateInput, type CallOptions } from '../../api/request';
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';

const { acceptedSchema } = lazySchemas(() => {
  const acceptedSchema = z.optional(z.record(z.string(), z.unknown()));
  return { acceptedSchema };
});

/** `event-streams/{id}` with the id checked (exactly 26 characters) and encoded. */
export function streamPath(streamId: string): string {
  return `event-streams/${encodeURIComponent(validateInput(eventStreamIdSchema, streamId, 'event stream id'))}`;
}

function eventSegment(eventId: string): string {
  return encodeURIComponent(validateInput(eventIdSchema, eventId, 'event id'));
}

/** The query of a deliveries listing: lists are sent comma-separated, as the service expects. */
function deliveryQuery(filter: DeliveryFilter): Record<string, string | number | undefined> {
  return {
    statuses: filter.statuses?.join(','),
    event_types: filter.event_types?.join(','),
    date_from: filter.date_from,
    date_to: filter.date_to,
    ...checkpointQuery({ from: filter.from, take: filter.take }),
  };
}

/** GET /event-streams/{id}/deliveries with a filter; the token (`nextPageToken` live) is passed back as `from`. */
export async function listDeliveries(client: ApiClient, streamId: string, filter: DeliveryFilter = {}, options: CallOptions = {}): Promise<Page<Delivery>> {
  const path = `${streamPath(streamId)}/deliveries`;
  const checked = validateInput(deliveryFilterSchema, filter, 'delivery filter');
  const searchParams = Object.fromEntries(Object.entries(deliveryQuery(checked)).filter(([, v]) => v !== undefined));
  const data = await getList(client, path, 'deliveries', deliverySchema, { searchParams, ...options });
  return deliveryPage(data.items, data.token, checked.from, checked.take);
}

/** Every delivery that matches `filter`, page by page (`from` is managed here). */
export function iterateDeliveries(client: ApiClient, streamId: string, filter: Omit<DeliveryFilter, 'from'> = {}, options: CallOptions = {}) {
  return iteratePages((from) => listDeliveries(client, streamId, { ...filter, from }, options), options);
}

/** Failed deliveries of a stream. */
export async function listFailedDeliveries(
  client: ApiClient,
  streamId: string,
  params: CheckpointParams = {},
  options: CallOptions = {},
): Promise<Page<Delivery>> {
  return listDeliveries(client, streamId, { statuses: ['failed'], ...params }, options);
}

export function iterateFailedDeliveries(client: ApiClient, streamId: string, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listFailedDeliveries(client, streamId, { ...params, from }, options), options);
}

/** GET /event-streams/{id}/deliveries/{event_id}: the delivery with every attempt and its event. */
export async function getDelivery(client: ApiClient, streamId: string, eventId: string, options: CallOptions = {}): Promise<Delivery> {
  const path = `${streamPath(streamId)}/deliveries/${eventSegment(eventId)}`;
  return call(client, 'GET', path, deliverySchema, options);
}

/** POST /event-streams/{id}/redeliver/{event_id} (202, body `{}` or empty). 409 when the event is not failed. */
export async function redeliverEvent(client: ApiClient, streamId: string, eventId: string, options: CallOptions = {}): Promise<void> {
  const path = `${streamPath(streamId)}/redeliver/${eventSegment(eventId)}`;
  await send(client, 'POST', path, options);
}

/**
 * POST /event-streams/{id}/redeliver (202): redelivers every failed event that matches `filter` (event types,
 * `date_from` inclusive, `date_to` exclusive). Answers the filter the service echoed (`{}` for an empty one).
 */
export async function redeliver(client: ApiClient, streamId: string, filter: RedeliverFilter, options: CallOptions = {}): Promise<Record<string, unknown>> {
  const path = `${streamPath(streamId)}/redeliver`;
  const json = validateInput(redeliverFilterSchema, filter, 'redelivery filter');
  const result = await call(client, 'POST', path, acceptedSchema, { json, ...options });
  return result ?? {};
}

/** Redelivers every failed event of the stream (`{statuses: ['failed']}`). */
export async function redeliverFailed(client: ApiClient, streamId: string, options: CallOptions = {}): Promise<Record<string, unknown>> {
  return redeliver(client, streamId, { statuses: ['failed'] }, options);
}
