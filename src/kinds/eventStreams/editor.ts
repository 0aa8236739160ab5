/**
 * Event streams as the resource editor edits them (pure, no `vscode`). The document holds name, status,
 * subscriptions and the destination; of the destination only a webhook's endpoint can change here. The type, an
 * EventBridge configuration and the webhook authorization are shown but locked (the authorization is changed with
 * Update Webhook Credentials…, which asks for the secret in a password box); the secret is never in the document.
 * A PATCH carries only what changed; the webhook destination (endpoint plus the unchanged method and username or
 * header name, never a secret: the service keeps it) only when the endpoint changed.
 */
import * as z from 'zod/mini';
import { EVENT_STREAM_SCOPES, getEventStream, updateEventStream, type UpdateEventStream } from './api';
import { eventStreamRequestSchemas } from './schemas';
import { changedFields, isPlainObject } from '../diff';
import type { Editable, Resource, ResourceKind } from '../kind';
import { firstUse } from '../../api/lazySchemas';

export const STREAM_FIELDS = ['name', 'status', 'subscriptions', 'destination'] as const;
const AUTHORIZATION = ['destination', 'configuration', 'webhook_authorization'];
const STREAM_NAME_TAKEN = 'Another event stream of this tenant already has this name: choose another name.';

const configurationOf = (value: Editable): Record<string, unknown> => {
  const destination = value.destination;
  return isPlainObject(destination) && isPlainObject(destination.configuration) ? destination.configuration : {};
};
export const destinationType = (value: Editable): string | undefined => {
  const destination = value.destination;
  return isPlainObject(destination) && typeof destination.type === 'string' ? destination.type : undefined;
};

const documentSchemas = firstUse(() => {
  const update = eventStreamRequestSchemas().updateEventStreamSchema.shape;
  const common = { name: update.name, status: update.status, subscriptions: update.subscriptions };
  return {
    webhook: z.strictObject({ ...common, destination: update.destination }),
    other: z.strictObject({ ...common, destination: z.optional(z.unknown()) }),
  };
});

/** The body of a save: only what changed; the webhook destination only when its endpoint changed. */
function streamBody(base: Editable, effective: Editable): Record<string, unknown> {
  const body = changedFields(base, effective, ['name', 'status', 'subscriptions']);
  const endpoint = configurationOf(effective).webhook_endpoint;
  const authorization = configurationOf(base).webhook_authorization;
  if (destinationType(base) === 'webhook' && endpoint !== configurationOf(base).webhook_endpoint && isPlainObject(authorization)) {
    const { method, username, header_key } = authorization;
    const visible = Object.fromEntries(Object.entries({ method, username, header_key }).filter(([, v]) => v !== undefined));
    body.destination = { type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: visible } };
  }
  return body;
}

export const eventStreamsKind: ResourceKind = {
  id: 'event-streams',
  singular: 'event stream',
  title: 'Event stream',
  suffix: '.event-stream.json',
  icon: 'broadcast',
  scopes: { get: EVENT_STREAM_SCOPES.get, update: EVENT_STREAM_SCOPES.update },
  idArgument: 'streamId',
  get: (client, id, options) => getEventStream(client, id, options),
  update: (client, id, body, options) => updateEventStream(client, id, body as UpdateEventStream, options),
  fields: STREAM_FIELDS,
  readOnly: ['created_at', 'updated_at'],
  fieldScopes: {},
  documentSchema: (base) => (destinationType(base) === 'webhook' ? documentSchemas().webhook : documentSchemas().other),
  locked(base) {
    const type = destinationType(base);
    return [
      { path: ['destination', 'type'], message: `The destination type (${String(type)}) cannot be changed. To deliver elsewhere, create a new event stream, then delete this one.` },
      type === 'webhook'
        ? { path: AUTHORIZATION, message: 'The webhook authorization cannot be changed here: use Update Webhook Credentials… (at the top of this document or on the stream\'s row) to change the method, username, header name or secret.' }
        : { path: ['destination'], message: `The ${String(type)} destination cannot be changed here. To deliver elsewhere, create a new event stream, then delete this one.` },
    ];
  },
  identity(stream: Resource) {
    const id = String(stream.id ?? '');
    const created = typeof stream.created_at === 'string' ? `created ${stream.created_at}` : undefined;
    const updated = typeof stream.updated_at === 'string' ? `updated ${stream.updated_at}` : undefined;
    const action = destinationType(stream) === 'action' ? configurationOf(stream as Editable).action_id : undefined;
    const destination = typeof action === 'string' ? `action ${action}` : destinationType(stream) ?? '?';
    return { id, name: String(stream.name ?? id), details: [destination, created, updated].filter((d): d is string => !!d) };
  },
  hiddenFields: () => [],
  buildPatch: streamBody,
  // A rename to a taken name: 409, or 400 on PATCH where the contract lists no 409 (the live wording is unknown).
  conflictIn400: /\bname\b.*\balready (exists|in use)\b/i,
  conflictMessage: STREAM_NAME_TAKEN,
  explainConflict: async (_client, _id, body) => (body.name === undefined ? undefined : { path: ['name'], message: STREAM_NAME_TAKEN }),
  headerNote: 'id, created_at and updated_at cannot be changed',
  readOnlyNote: 'The service sets these fields; the document leaves them out and saving never sends them.',
  docs: {
    document: 'An event stream. Saving applies name, status, subscriptions and a webhook endpoint after you confirm the list of changes; the destination type, an EventBridge configuration and the webhook authorization are not changeable here.',
    fields: {
      name: 'Name of the event stream, 1 to 128 characters, unique in the tenant.',
      status: '"enabled" delivers events; "disabled" pauses the stream.',
      subscriptions: 'The event types the stream delivers, each once: {"event_type": "user.created"}. Press Ctrl+Space inside the quotes for the known types.',
      destination: 'Where events are delivered. Only a webhook\'s webhook_endpoint (an https:// URL) can be changed here; the webhook authorization is changed with Update Webhook Credentials….',
    },
    sample: { destination: { type: 'webhook' } },
  },
  actions: [{
    title: 'Update Credentials…',
    tooltip: 'Update Webhook Credentials…: change the method, username, header name or secret of the webhook authorization (the secret is asked for in a password box).',
    command: 'authTenants.updateWebhookCredentials',
    when: (stream) => destinationType(stream) === 'webhook',
  }],
};
