// Event streams: list, get, delete (204 even when already gone), deliveries, and redelivery of failed
// events (single: seed §4.4, bulk: research §2.4). Ids must be exactly 26 characters (400 invalid_uri).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError, invalidUri } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import type { Delivery, EventStream } from '../state/types';
import { parseBody, parseQuery } from '../validation';

const ID_LENGTH = 26;

const deliveriesQuery = z.looseObject({
  statuses: z.string().optional(),
  event_types: z.string().optional(),
  date_from: z.string().optional(),
  date_to: z.string().optional(),
});

const rfc3339 = z.string().max(20).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
const bulkBody = z.strictObject({
  date_from: rfc3339.optional(),
  date_to: rfc3339.optional(),
  statuses: z.array(z.literal('failed')).optional(),
  event_types: z.array(z.string()).optional(),
});

function checkStreamId(id: string): void {
  if (id.length !== ID_LENGTH) throw invalidUri('event-stream-id', id, 'id', 'Unique identifier for the event stream');
}

function checkEventId(id: string): void {
  if (id.length !== ID_LENGTH) throw invalidUri('event-id', id, 'event_id', 'Unique identifier for the event');
}

function inRange(d: Delivery, from: string | undefined, to: string | undefined): boolean {
  const t = Date.parse(String(d.event.time ?? ''));
  return (!from || t >= Date.parse(from)) && (!to || t < Date.parse(to));
}

const csv = (v: string | undefined) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : undefined);

type IdParams = { Params: { id: string } };
type EventParams = { Params: { id: string; event_id: string } };

export function registerEventStreams(app: FastifyInstance, ctx: EmulatorContext): void {
  const state = () => ctx.store.state;
  const streamOr404 = (id: string, message: string): EventStream => {
    const stream = state().eventStreams.find((s) => s.id === id);
    if (!stream) throw new ApiError(404, message);
    return stream;
  };

  app.get(`${API}/event-streams`, async (req) => {
    await requireScope(ctx, req, 'read:event_streams');
    const page = checkpointPage(ctx.cursors, 'event-streams', state().eventStreams, parseCheckpoint(req.query));
    return page.next ? { eventStreams: page.items, next: page.next } : { eventStreams: page.items };
  });

  app.get<IdParams>(`${API}/event-streams/:id`, async (req) => {
    await requireScope(ctx, req, 'read:event_streams');
    checkStreamId(req.params.id);
    return streamOr404(req.params.id, 'The requested stream does not exist.');
  });

  app.delete<IdParams>(`${API}/event-streams/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:event_streams');
    checkStreamId(req.params.id);
    const s = state();
    const before = s.eventStreams.length;
    s.eventStreams = s.eventStreams.filter((x) => x.id !== req.params.id);
    if (s.eventStreams.length !== before) {
      s.deliveries = s.deliveries.filter((d) => d.event_stream_id !== req.params.id);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });

  app.get<IdParams>(`${API}/event-streams/:id/deliveries`, async (req) => {
    await requireScope(ctx, req, 'read:event_streams', 'read:event_deliveries');
    checkStreamId(req.params.id);
    streamOr404(req.params.id, 'The requested stream does not exist.');
    const q = parseQuery(deliveriesQuery, req.query);
    const statuses = csv(q.statuses);
    const types = csv(q.event_types);
    const matching = state().deliveries.filter((d) =>
      d.event_stream_id === req.params.id && (!statuses || statuses.includes(d.status))
      && (!types || types.includes(d.event_type)) && inRange(d, q.date_from, q.date_to));
    const page = checkpointPage(ctx.cursors, `deliveries:${req.params.id}`, matching, parseCheckpoint(req.query), true);
    return page.next ? { deliveries: page.items, nextPageToken: page.next } : { deliveries: page.items };
  });

  app.get<EventParams>(`${API}/event-streams/:id/deliveries/:event_id`, async (req) => {
    await requireScope(ctx, req, 'read:event_deliveries');
    checkStreamId(req.params.id);
    checkEventId(req.params.event_id);
    streamOr404(req.params.id, 'The event stream does not exist.');
    const delivery = state().deliveries.find((d) => d.event_stream_id === req.params.id && d.id === req.params.event_id);
    if (!delivery) throw new ApiError(404, 'The event does not exist.');
    return delivery;
  });

  app.post<EventParams>(`${API}/event-streams/:id/redeliver/:event_id`, async (req, reply) => {
    await requireScope(ctx, req, 'update:event_deliveries');
    checkStreamId(req.params.id);
    checkEventId(req.params.event_id);
    streamOr404(req.params.id, 'The event stream does not exist.');
    const delivery = state().deliveries.find((d) => d.event_stream_id === req.params.id && d.id === req.params.event_id);
    if (!delivery) throw new ApiError(404, 'The event does not exist.');
    if (delivery.status !== 'failed') throw new ApiError(409, 'The event is not in a state that allows redelivery.');
    delivery.status = 'pending';
    ctx.store.changed();
    return reply.code(202).send({});
  });

  app.post<IdParams>(`${API}/event-streams/:id/redeliver`, async (req, reply) => {
    await requireScope(ctx, req, 'update:event_deliveries');
    checkStreamId(req.params.id);
    const filter = parseBody(bulkBody, req.body);
    streamOr404(req.params.id, 'The event stream does not exist.');
    const selected = state().deliveries.filter((d) =>
      d.event_stream_id === req.params.id && d.status === 'failed'
      && (!filter.event_types || filter.event_types.includes(d.event_type)) && inRange(d, filter.date_from, filter.date_to));
    for (const d of selected) d.status = 'pending';
    if (selected.length) ctx.store.changed();
    return reply.code(202).send(filter);
  });
}
