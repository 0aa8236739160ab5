/** The event stream's draft: a create body that never holds the webhook's secret; an action checked against the tenant's (pure, no `vscode`). */
import type { KindDraft } from '../facets/draft';
import { createEventStream, listEventStreams, type CreateEventStream } from './api';
import { draftBody, eventStreamDraftChecks, eventStreamDraftSchema, eventStreamTemplate, holdsSecret, serverErrorPath } from './draft';
import { eventStreamDraftDocumentSchema } from './draftDocument';
import { streamActionProblems } from './draftActionChecks';

const nameOf = (body: Record<string, unknown>) => (body as CreateEventStream).name;

/**
 * What a 409 on create says: the service answers it when the name is taken **or** the tenant has reached its limit
 * of event streams, and does not say which.
 */
export const eventStreamConflict = (tenantLabel: string, name: string | undefined): string =>
  `${tenantLabel} refused the event stream "${name ?? ''}": either it already has an event stream with this name, or it has reached its limit of event streams. Choose another name, or delete an event stream it no longer needs, then create it again.`;

export const eventStreamDraft: KindDraft = {
  segment: 'event-stream',
  schema: eventStreamDraftSchema,
  checks: (actions) => (value, ctx) => [...eventStreamDraftChecks(value, ctx), ...(actions ? streamActionProblems(value, actions, ctx) : [])],
  usesActions: true,
  secret: { holds: holdsSecret, refusal: 'Not saved: remove the webhook secret from the draft. It is asked for on Create, never kept in a draft.' },
  missing: 'Open an event stream draft first (Create Event Stream… → From a JSON draft).',
  jsonSchema: { name: 'event-stream-draft', schema: eventStreamDraftDocumentSchema },
  example: (name) => {
    const start = JSON.parse(eventStreamTemplate(name)) as Record<string, unknown>;
    return { ...start, destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example.com/events', webhook_authorization: { method: 'bearer' } } } };
  },
  submit: {
    command: 'authTenants.submitEventStreamDraft',
    body: (value, secret) => draftBody(value, secret),
    create: (client, body) => createEventStream(client, body as CreateEventStream),
    // Without a name a lost answer cannot be told from another stream: none is found, the create is not repeated blindly.
    find: async (client, body) => {
      const name = nameOf(body);
      return name ? (await listEventStreams(client, { take: 100 })).items.find((s) => s.name === name) : undefined;
    },
    name: nameOf,
    errorPath: serverErrorPath,
    refusals: { 409: (label, body) => eventStreamConflict(label, nameOf(body)) },
    created: (created, _body, label) => `Created the event stream ${String(created.name ?? created.id)} (${String(created.id)}) on ${label}.`,
  },
  hooks: () => import('./draftHooks'),
};
