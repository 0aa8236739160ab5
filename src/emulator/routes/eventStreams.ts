// Event streams (research §3.3, §2.5): list, get, create (webhook with bearer / basic / custom header
// authorization, EventBridge, action), PATCH (name, subscriptions, status, webhook destination; EventBridge and
// action destinations cannot change), delete (204 even when already gone). Ids are exactly 26 characters
// (400 invalid_uri). Webhook secrets are write-only: only a salted SHA-256 of them is kept, never answered.
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_SECRET_FIELDS } from '../../kinds/eventStreams/schemas';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import type { EventStream } from '../state/types';
import { bumpTimestamp, randomId, sha256Hex } from '../util';
import { parseRequestBody } from '../validation';
import { registerEventStreamDeliveries, type FindStream } from './eventStreamsDeliveries';
import { checkStreamId, createBody, patchBody, type WebhookAuthorizationBody } from './eventStreamsSchemas';
import { publicStream, TENANT_NAME } from './eventStreamsSimulation';


/** The authorization as stored and answered (no secret) and the secret itself, if the request carried one. */
function splitAuthorization(auth: WebhookAuthorizationBody): { visible: Record<string, unknown>; secret: string | undefined } {
  switch (auth.method) {
    case 'bearer':
      return { visible: { method: 'bearer' }, secret: auth.token };
    case 'basic':
      return { visible: { method: 'basic', username: auth.username }, secret: auth.password };
    default:
      return { visible: { method: 'custom_header', header_key: auth.header_key }, secret: auth.header_value };
  }
}

const fingerprint = (streamId: string, method: string, secret: string) => sha256Hex(`${streamId}\n${method}\n${secret}`);

function payloadError(detail: string, property: string): ApiError {
  return new ApiError(400, `Payload validation error: '${detail}' on property ${property}.`, 'invalid_body');
}

type IdParams = { Params: { id: string } };

export function registerEventStreams(app: FastifyInstance, ctx: EmulatorContext): void {
  const state = () => ctx.store.state;
  const find: FindStream = (id, notFound = 'The requested stream does not exist.') => {
    checkStreamId(id);
    const stream = state().eventStreams.find((s) => s.id === id);
    if (!stream) throw new ApiError(404, notFound);
    return stream;
  };
  /**
   * The wording and the lack of an errorCode are guesses (research §3.3 only has "name already in use"). On create a
   * taken name is 409 (which also means the account's stream limit is reached); the contract lists no 409 for PATCH,
   * so there it is 400.
   */
  const checkNameFree = (name: string | undefined, except?: string) => {
    if (name !== undefined && state().eventStreams.some((s) => s.name === name && s.id !== except)) {
      throw new ApiError(except ? 400 : 409, `An event stream with the name "${name}" already exists.`);
    }
  };

  app.get(`${API}/event-streams`, async (req) => {
    await requireScope(ctx, req, 'read:event_streams');
    const page = checkpointPage(ctx.cursors, 'event-streams', state().eventStreams, parseCheckpoint(req.query));
    const eventStreams = page.items.map(publicStream);
    return page.next ? { eventStreams, next: page.next } : { eventStreams };
  });

  app.get<IdParams>(`${API}/event-streams/:id`, async (req) => {
    await requireScope(ctx, req, 'read:event_streams');
    return publicStream(find(req.params.id));
  });

  app.post(`${API}/event-streams`, async (req, reply) => {
    await requireScope(ctx, req, 'create:event_streams');
    const body = parseRequestBody(createBody, req);
    checkNameFree(body.name);
    const dest = body.destination;
    if (dest.type === 'action') {
      // Guess (the wording is not documented): the action must exist and support the event-stream trigger.
      const action = state().actions.find((a) => a.id === dest.configuration.action_id);
      if (!action) throw payloadError(`Action ${dest.configuration.action_id} does not exist`, 'destination.configuration.action_id');
      if (!action.supported_triggers.some((t) => t.id === 'event-stream')) {
        throw payloadError(`Action ${action.id} does not support the event-stream trigger`, 'destination.configuration.action_id');
      }
    }
    const now = ctx.clock.iso();
    const id = randomId('est_', 22);
    const stream: EventStream = {
      id, ...(body.name !== undefined ? { name: body.name } : {}), status: body.status ?? 'enabled', subscriptions: body.subscriptions ?? [],
      destination: { type: body.destination.type, configuration: {} }, created_at: now, updated_at: now,
    };
    if (dest.type === 'webhook') {
      const { visible, secret } = splitAuthorization(dest.configuration.webhook_authorization);
      stream.destination.configuration = { webhook_endpoint: dest.configuration.webhook_endpoint, webhook_authorization: visible };
      stream.secret_sha256 = fingerprint(id, String(visible.method), secret!);
    } else if (dest.type === 'eventbridge') {
      const { aws_account_id, aws_region } = dest.configuration;
      const source = `aws.partner/auth0.com/${TENANT_NAME}-${randomId('', 8).toLowerCase()}/auth0.logs`;
      stream.destination.configuration = { aws_account_id, aws_region, aws_partner_event_source: source };
    } else {
      stream.destination.configuration = { action_id: dest.configuration.action_id };
    }
    state().eventStreams.push(stream);
    ctx.store.changed();
    return reply.code(201).send(publicStream(stream));
  });

  app.patch<IdParams>(`${API}/event-streams/:id`, async (req) => {
    await requireScope(ctx, req, 'update:event_streams');
    const stream = find(req.params.id);
    const body = parseRequestBody(patchBody, req);
    if (body.name !== undefined) checkNameFree(body.name, stream.id);
    const dest = body.destination;
    if (dest && dest.type !== stream.destination.type) {
      throw payloadError(`The ${stream.destination.type} destination of an event stream cannot be changed`, 'destination');
    }
    let webhook: { configuration: Record<string, unknown>; secret_sha256: string | undefined } | undefined;
    if (dest?.type === 'webhook') {
      const { visible, secret } = splitAuthorization(dest.configuration.webhook_authorization);
      const method = String(visible.method);
      const current = stream.destination.configuration.webhook_authorization as { method?: string } | undefined;
      if (secret === undefined && current?.method !== method) {
        const field = WEBHOOK_SECRET_FIELDS[method as keyof typeof WEBHOOK_SECRET_FIELDS];
        throw payloadError(`Missing required property: ${field}`, 'destination.configuration.webhook_authorization');
      }
      webhook = {
        configuration: { webhook_endpoint: dest.configuration.webhook_endpoint, webhook_authorization: visible },
        secret_sha256: secret === undefined ? stream.secret_sha256 : fingerprint(stream.id, method, secret),
      };
    }
    if (dest?.type === 'action') {
      throw payloadError('The action destination of an event stream cannot be changed', 'destination');
    }
    if (body.name !== undefined) stream.name = body.name;
    if (body.subscriptions !== undefined) stream.subscriptions = body.subscriptions;
    if (body.status !== undefined) stream.status = body.status;
    if (webhook) {
      stream.destination = { type: 'webhook', configuration: webhook.configuration };
      if (webhook.secret_sha256 !== undefined) stream.secret_sha256 = webhook.secret_sha256;
    }
    stream.updated_at = bumpTimestamp(stream.updated_at, ctx.clock.now());
    ctx.store.changed();
    return publicStream(stream);
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

  registerEventStreamDeliveries(app, ctx, find);
}
