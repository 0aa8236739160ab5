// What the emulated service accepts for event streams (research §3.3 and the SDK's request types; the spec omits
// the write-only secrets, which are added here): create, PATCH, test event, deliveries query, bulk redeliver.
// Only the lists of event types and AWS regions are shared with src/api; the rules are the service's own.
import { z } from 'zod';
import { EVENT_BRIDGE_AWS_REGIONS, EVENT_STREAM_EVENT_TYPES } from '../../kinds/eventStreams/schemas';
import { invalidUri } from '../errors';

const ID_LENGTH = 26;

/** Stream and event ids are exactly 26 characters; anything else is 400 invalid_uri, worded like the service. */
export function checkStreamId(id: string): void {
  if (id.length !== ID_LENGTH) throw invalidUri('event-stream-id', id, 'id', 'Unique identifier for the event stream');
}

export function checkEventId(id: string): void {
  if (id.length !== ID_LENGTH) throw invalidUri('event-id', id, 'event_id', 'Unique identifier for the event');
}

const eventType = z.enum(EVENT_STREAM_EVENT_TYPES);
const name = z.string().min(1).max(128);
const secret = z.string().min(1).max(2048);
const headerKey = z.string().min(1).max(128).regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/);
const status = z.enum(['enabled', 'disabled']);
// A subscription's event type is any string in the contract (EventStreamSubscription); the same one listed twice is
// accepted as sent (whether the service refuses it is not known; src/api refuses it before sending). On create the
// list has at least one item, on PATCH it may be empty (the contract's minItems).
const subscription = z.strictObject({ event_type: z.string().optional() });
/** RFC 3339 without sub-second precision, at most 20 characters (research §2.4). */
export const rfc3339 = z.string().max(20).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/)
  .refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().replace('.000Z', 'Z') === v, 'Not a real date');

function authorization<S extends z.ZodType>(s: S) {
  return z.discriminatedUnion('method', [
    z.strictObject({ method: z.literal('bearer'), token: s }),
    z.strictObject({ method: z.literal('basic'), username: name, password: s }),
    z.strictObject({ method: z.literal('custom_header'), header_key: headerKey, header_value: s }),
  ]);
}

function webhook<S extends z.ZodType>(s: S) {
  return z.strictObject({
    type: z.literal('webhook'),
    configuration: z.strictObject({
      // Guesses: a host name, not an IP address or a single label; user info (https://user:pass@…) is accepted and
      // answered as sent, as the service's spec sets no rule for it.
      webhook_endpoint: z.string().regex(/^https:\/\/.*/),
      webhook_authorization: authorization(s),
    }),
  });
}

const eventBridge = z.strictObject({
  type: z.literal('eventbridge'),
  configuration: z.strictObject({
    aws_account_id: z.string().regex(/^\d{12}$/),
    aws_region: z.enum(EVENT_BRIDGE_AWS_REGIONS),
    /** Answered by the service; a value sent is ignored. */
    aws_partner_event_source: z.string().optional(),
  }),
});

const action = z.strictObject({
  type: z.literal('action'),
  configuration: z.strictObject({ action_id: z.string().min(1) }),
});

/** Only the destination is required: name and subscriptions are optional (the contract). */
export const createBody = z.strictObject({
  name: name.optional(),
  subscriptions: z.array(subscription).min(1).optional(),
  destination: z.discriminatedUnion('type', [webhook(secret), eventBridge, action]),
  status: status.optional(),
});
export type CreateBody = z.output<typeof createBody>;

/** EventBridge destinations cannot change after creation: a PATCH may carry only a webhook or action destination. */
export const patchBody = z.strictObject({
  name: name.optional(),
  subscriptions: z.array(subscription).optional(),
  destination: z.discriminatedUnion('type', [webhook(secret.optional()), action]).optional(),
  status: status.optional(),
});
export type PatchBody = z.output<typeof patchBody>;
/** A webhook authorization as sent: on PATCH the secret may be left out. */
export type WebhookAuthorizationBody =
  | { method: 'bearer'; token?: string | undefined }
  | { method: 'basic'; username: string; password?: string | undefined }
  | { method: 'custom_header'; header_key: string; header_value?: string | undefined };

export const testBody = z.strictObject({
  event_type: eventType,
  data: z.record(z.string(), z.unknown()).optional(),
});

const csv = <T extends z.ZodType<unknown, string>>(item: T) =>
  z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)).pipe(z.array(item));

/** Guess: any status is taken as a filter (the service documents only `failed`; whether it refuses others is not known). */
export const deliveriesQuery = z.looseObject({
  statuses: csv(z.string()).optional(),
  event_types: csv(eventType).optional(),
  date_from: rfc3339.optional(),
  date_to: rfc3339.optional(),
});

export const bulkBody = z.strictObject({
  date_from: rfc3339.optional(),
  date_to: rfc3339.optional(),
  statuses: z.array(z.literal('failed')).optional(),
  event_types: z.array(eventType).optional(),
});
