// Event stream deliveries (research §2.4, §3.3): send a test event (202, a pending delivery), list deliveries
// filtered by statuses, event types and a date range ({deliveries, nextPageToken}), read one delivery with its
// attempts and CloudEvent, redeliver one failed event (202 {}; 409 when it is not failed) or every failed one
// matching a filter (202, the filter echoed). Deliveries in flight are settled by the clock first.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import type { Delivery, EventStream } from '../state/types';
import { parseQuery, parseRequestBody } from '../validation';
import { bulkBody, checkEventId, checkStreamId, deliveriesQuery, testBody } from './eventStreamsSchemas';
import { publicDelivery, settleDeliveries, startDelivery, TENANT_NAME, testDelivery } from './eventStreamsSimulation';

/** The stream with this id (400 invalid_uri for a malformed id, 404 with `notFound` for an unknown one). */
export type FindStream = (id: string, notFound?: string) => EventStream;

const STREAM_GONE = 'The event stream does not exist.';

/** `from` inclusive, `to` exclusive, on the event's time. */
function inRange(d: Delivery, from: string | undefined, to: string | undefined): boolean {
  const t = Date.parse(String(d.event.time ?? ''));
  return (!from || t >= Date.parse(from)) && (!to || t < Date.parse(to));
}

function checkRange(from: string | undefined, to: string | undefined, kind: 'Payload' | 'Query'): void {
  if (from && to && Date.parse(from) >= Date.parse(to)) {
    const code = kind === 'Payload' ? 'invalid_body' : 'invalid_query_string';
    throw new ApiError(400, `${kind} validation error: 'date_from must be earlier than date_to' on property date_from.`, code);
  }
}

type IdParams = { Params: { id: string } };
type EventParams = { Params: { id: string; event_id: string } };

export function registerEventStreamDeliveries(app: FastifyInstance, ctx: EmulatorContext, find: FindStream): void {
  const state = () => ctx.store.state;
  /** Authenticates, then settles the deliveries in flight so every answer reflects the clock. */
  const begin = async (req: FastifyRequest, ...scopes: string[]) => {
    await requireScope(ctx, req, ...scopes);
    if (settleDeliveries(state(), ctx.clock.now(), ctx.deliveryDelayMs)) ctx.store.changed();
  };
  const findDelivery = (streamId: string, eventId: string): Delivery => {
    const delivery = state().deliveries.find((d) => d.event_stream_id === streamId && d.id === eventId);
    if (!delivery) throw new ApiError(404, 'The event does not exist.');
    return delivery;
  };

  app.post<IdParams>(`${API}/event-streams/:id/test`, async (req, reply) => {
    await begin(req, 'update:event_streams');
    const stream = find(req.params.id, STREAM_GONE);
    const body = parseRequestBody(testBody, req);
    const now = ctx.clock.iso();
    const delivery = testDelivery(stream, body.event_type, body.data, `${TENANT_NAME}.us.auth0.com`, now);
    startDelivery(delivery, stream, now, state().actions);
    state().deliveries.push(delivery);
    ctx.store.changed();
    return reply.code(202).send(publicDelivery(delivery));
  });

  app.get<IdParams>(`${API}/event-streams/:id/deliveries`, async (req) => {
    await begin(req, 'read:event_streams', 'read:event_deliveries');
    find(req.params.id);
    const q = parseQuery(deliveriesQuery, req.query);
    checkRange(q.date_from, q.date_to, 'Query');
    const matching = state().deliveries.filter((d) =>
      d.event_stream_id === req.params.id && (!q.statuses || q.statuses.includes(d.status))
      && (!q.event_types || (q.event_types as string[]).includes(d.event_type)) && inRange(d, q.date_from, q.date_to));
    const page = checkpointPage(ctx.cursors, `deliveries:${req.params.id}`, matching, parseCheckpoint(req.query), true);
    const deliveries = page.items.map(publicDelivery);
    return page.next ? { deliveries, nextPageToken: page.next } : { deliveries };
  });

  app.get<EventParams>(`${API}/event-streams/:id/deliveries/:event_id`, async (req) => {
    await begin(req, 'read:event_deliveries');
    checkStreamId(req.params.id);
    checkEventId(req.params.event_id);
    find(req.params.id, STREAM_GONE);
    return publicDelivery(findDelivery(req.params.id, req.params.event_id));
  });

  app.post<EventParams>(`${API}/event-streams/:id/redeliver/:event_id`, async (req, reply) => {
    await begin(req, 'update:event_deliveries');
    checkStreamId(req.params.id);
    checkEventId(req.params.event_id);
    const stream = find(req.params.id, STREAM_GONE);
    const delivery = findDelivery(req.params.id, req.params.event_id);
    if (delivery.status !== 'failed') throw new ApiError(409, 'The event is not in a state that allows redelivery.');
    startDelivery(delivery, stream, ctx.clock.iso(), state().actions);
    ctx.store.changed();
    return reply.code(202).send({});
  });

  // The service may also answer 409 "One or more events is not in a state that allows redelivery." (research §2.4);
  // when is not known, so the emulator never does: events that are not failed are simply not selected.
  app.post<IdParams>(`${API}/event-streams/:id/redeliver`, async (req, reply) => {
    await begin(req, 'update:event_deliveries');
    checkStreamId(req.params.id);
    const filter = parseRequestBody(bulkBody, req);
    checkRange(filter.date_from, filter.date_to, 'Payload');
    const stream = find(req.params.id, STREAM_GONE);
    const now = ctx.clock.iso();
    const selected = state().deliveries.filter((d) =>
      d.event_stream_id === stream.id && d.status === 'failed'
      && (!filter.event_types || (filter.event_types as string[]).includes(d.event_type)) && inRange(d, filter.date_from, filter.date_to));
    for (const d of selected) startDelivery(d, stream, now, state().actions);
    if (selected.length) ctx.store.changed();
    return reply.code(202).send(filter);
  });
}
