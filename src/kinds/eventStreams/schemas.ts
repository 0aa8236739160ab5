/**
 * Event streams: ids, the answers' shapes (tolerant: extra fields pass), the known event types and AWS regions (one list each, used by the request schemas, the
 * emulator and completion) and the request schemas that stop bad input before anything is sent: an https
 * webhook endpoint, known event types, a 12-digit AWS account id, RFC 3339 whole-second dates with from < to.
 * The secret parts of a webhook authorization (token, password, header value) are write-only: requests carry
 * them, answers never do.
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import { noCredentials } from '../../api/urls';

/** Every event type a stream can subscribe to, send as a test event or filter on (the SDK's EventStreamEventTypeEnum). */
export const EVENT_STREAM_EVENT_TYPES = [
  'connection.created', 'connection.deleted', 'connection.updated',
  'group.created', 'group.deleted', 'group.member.added', 'group.member.deleted', 'group.role.assigned', 'group.role.deleted', 'group.updated',
  'organization.connection.added', 'organization.connection.removed', 'organization.connection.updated',
  'organization.created', 'organization.deleted', 'organization.group.role.assigned', 'organization.group.role.deleted',
  'organization.member.added', 'organization.member.deleted', 'organization.member.role.assigned', 'organization.member.role.deleted',
  'organization.updated',
  'user.created', 'user.deleted', 'user.updated',
] as const;
export type EventStreamEventType = (typeof EVENT_STREAM_EVENT_TYPES)[number];

/** The AWS regions an EventBridge destination may use (the SDK's EventStreamEventBridgeAwsRegionEnum). */
export const EVENT_BRIDGE_AWS_REGIONS = [
  'af-south-1', 'ap-east-1', 'ap-east-2', 'ap-northeast-1', 'ap-northeast-2', 'ap-northeast-3', 'ap-south-1', 'ap-south-2',
  'ap-southeast-1', 'ap-southeast-2', 'ap-southeast-3', 'ap-southeast-4', 'ap-southeast-5', 'ap-southeast-6', 'ap-southeast-7',
  'ca-central-1', 'ca-west-1', 'eu-central-1', 'eu-central-2', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-2',
  'eu-west-3', 'il-central-1', 'me-central-1', 'me-south-1', 'mx-central-1', 'sa-east-1', 'us-gov-east-1', 'us-gov-west-1',
  'us-east-1', 'us-east-2', 'us-west-1', 'us-west-2',
] as const;

export const EVENT_STREAM_STATUSES = ['enabled', 'disabled'] as const;
export const WEBHOOK_AUTHORIZATION_METHODS = ['bearer', 'basic', 'custom_header'] as const;
/** The write-only field of each webhook authorization method: sent on create or to rotate it, never answered. */
export const WEBHOOK_SECRET_FIELDS = { bearer: 'token', basic: 'password', custom_header: 'header_value' } as const;

/** `2025-11-20T10:00:00Z`: RFC 3339 in UTC, whole seconds (the service allows no fraction and at most 20 characters). */
export const RFC3339_WHOLE_SECONDS = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\dZ$/;

/** True when the date exists (no 30 February): it reads back the same. */
function isRealDate(value: string): boolean {
  const ms = Date.parse(value);
  return !Number.isNaN(ms) && new Date(ms).toISOString().replace('.000Z', 'Z') === value;
}

/**
 * The request schemas, built on their first use rather than when the extension loads (they are only needed
 * when a stream is created or changed, or deliveries are filtered; building ~60 zod schemas at load cost
 * activation about 3 ms).
 */
function buildRequestSchemas() {
  const eventTypeSchema = z.enum(EVENT_STREAM_EVENT_TYPES);
  const dateTimeSchema = z.string().check(
    z.regex(RFC3339_WHOLE_SECONDS, { message: 'must be an RFC 3339 date-time in UTC with whole seconds, e.g. "2025-11-20T10:00:00Z"', abort: true }),
    z.refine(isRealDate, { message: 'is not a real date' }),
  );

  const nameSchema = z.string().check(z.minLength(1), z.maxLength(128));
  /** A basic-auth user name: the service refuses a `:` (it separates the user from the password). */
  const usernameSchema = z.string().check(z.maxLength(128), z.regex(/^[^:]+$/, { message: 'must not be empty nor contain ":" (it separates the user name from the password)' }));
  // Write-only, so absent from the service's description (it reuses the answer's schema): kept within reason.
  const secretSchema = z.string().check(z.minLength(1), z.maxLength(2048));
  /** An HTTP header name (RFC 9110 token). */
  const headerKeySchema = z.string().check(z.minLength(1), z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, { message: 'must be an HTTP header name (letters, digits and !#$%&\'*+.^_`|~-)' }));

  // The event types are the SDK's (newer than the service's description, which says only "a string").
  const subscriptionSchema = z.strictObject({ event_type: z.optional(eventTypeSchema) });
  const subscriptionsSchema = z.array(subscriptionSchema).check(z.minLength(1));

  function authorization<S extends z.ZodMiniType>(secret: S) {
    return z.discriminatedUnion('method', [
      z.strictObject({ method: z.literal('bearer'), token: secret }),
      z.strictObject({ method: z.literal('basic'), username: usernameSchema, password: secret }),
      z.strictObject({ method: z.literal('custom_header'), header_key: headerKeySchema, header_value: secret }),
    ]);
  }

  function webhook<S extends z.ZodMiniType>(secret: S) {
    return z.strictObject({
      type: z.literal('webhook'),
      configuration: z.strictObject({
        // The contract's rule is only "^https://": no length cap, no stricter URL check. Credentials first, so that
        // `https:\\user:pw@host` (a URL with credentials as WHATWG URL reads it) is refused for them.
        webhook_endpoint: z.string().check(
          noCredentials('put them in webhook_authorization'),
          z.regex(/^https:\/\//, { message: 'must be an https:// URL, e.g. "https://hooks.example.com/auth-events"' }),
        ),
        webhook_authorization: authorization(secret),
      }),
    });
  }

  /** On create the secret of the chosen method is required. */
  const webhookDestinationSchema = webhook(secretSchema);
  /** On update it may be left out to keep the current one (same method); sending it rotates the secret. */
  const webhookDestinationPatchSchema = webhook(z.optional(secretSchema));

  const eventBridgeDestinationSchema = z.strictObject({
    type: z.literal('eventbridge'),
    configuration: z.strictObject({
      aws_account_id: z.string().check(z.regex(/^\d{12}$/, { message: 'must be a 12-digit AWS account id' })),
      aws_region: z.enum(EVENT_BRIDGE_AWS_REGIONS),
    }),
  });

  /** An Action destination: the action that receives the events. */
  const actionDestinationSchema = z.strictObject({
    type: z.literal('action'),
    configuration: z.strictObject({ action_id: z.string() }),
  });

  /** Only the destination is required: the service names a stream without a name and subscribes it to nothing. */
  const createEventStreamSchema = z.strictObject({
    name: z.optional(nameSchema),
    subscriptions: z.optional(subscriptionsSchema),
    destination: z.discriminatedUnion('type', [webhookDestinationSchema, eventBridgeDestinationSchema, actionDestinationSchema]),
    status: z.optional(z.enum(EVENT_STREAM_STATUSES)),
  });

  /** PATCH: any of name, subscriptions, status and a webhook or Action destination (EventBridge destinations cannot change). */
  const updateEventStreamSchema = z.strictObject({
    name: z.optional(nameSchema),
    subscriptions: z.optional(z.array(subscriptionSchema)),
    destination: z.optional(z.discriminatedUnion('type', [webhookDestinationPatchSchema, actionDestinationSchema])),
    status: z.optional(z.enum(EVENT_STREAM_STATUSES)),
  });

  const testEventSchema = z.strictObject({
    event_type: eventTypeSchema,
    data: z.optional(z.record(z.string(), z.unknown())),
  });

  const beforeTo = (range: { date_from?: string | undefined; date_to?: string | undefined }) =>
    !range.date_from || !range.date_to || Date.parse(range.date_from) < Date.parse(range.date_to);
  const rangeMessage = { message: 'date_from must be before date_to', path: ['date_from'] };

  /** Filter of POST /event-streams/{id}/redeliver; an empty filter redelivers every failed event. */
  const redeliverFilterSchema = z.strictObject({
    date_from: z.optional(dateTimeSchema),
    date_to: z.optional(dateTimeSchema),
    statuses: z.optional(z.array(z.literal('failed'))),
    event_types: z.optional(z.array(eventTypeSchema).check(z.minLength(1))),
  }).check(z.refine(beforeTo, rangeMessage));

  /** Query of GET /event-streams/{id}/deliveries (sent comma-separated); `from`/`take` page it. */
  const deliveryFilterSchema = z.strictObject({
    statuses: z.optional(z.array(z.literal('failed'))),
    event_types: z.optional(z.array(eventTypeSchema)),
    date_from: z.optional(dateTimeSchema),
    date_to: z.optional(dateTimeSchema),
    from: z.optional(z.string()),
    take: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  }).check(z.refine(beforeTo, rangeMessage));

  return { webhookDestinationSchema, createEventStreamSchema, updateEventStreamSchema, testEventSchema, redeliverFilterSchema, deliveryFilterSchema };
}

/** The request schemas as built (object schemas: their `.shape` holds the fields). */
export const eventStreamRequestSchemas = firstUse(buildRequestSchemas);
export const { webhookDestinationSchema, createEventStreamSchema, updateEventStreamSchema, testEventSchema, redeliverFilterSchema, deliveryFilterSchema } = lazySchemas(eventStreamRequestSchemas);
export type WebhookDestination = z.infer<typeof webhookDestinationSchema>;
export type CreateEventStream = z.infer<typeof createEventStreamSchema>;
export type UpdateEventStream = z.infer<typeof updateEventStreamSchema>;
export type TestEvent = z.infer<typeof testEventSchema>;
export type RedeliverFilter = z.infer<typeof redeliverFilterSchema>;
export type DeliveryFilter = z.infer<typeof deliveryFilterSchema>;

export const EVENT_ID_LENGTH = 26;
/** The ids and the answers. */
export const { eventStreamIdSchema, eventIdSchema, eventStreamSchema, deliveryAttemptSchema, deliverySchema } = lazySchemas(() => {
  const eventStreamIdSchema = z.string().check(z.length(EVENT_ID_LENGTH));
  const eventIdSchema = z.string().check(z.length(EVENT_ID_LENGTH));
  /** A stream as answered: the webhook authorization shows its method (and username or header name), never the secret. */
  const eventStreamSchema = z.looseObject({
    id: z.string(),
    name: z.optional(z.string()),
    status: z.optional(z.string()),
    subscriptions: z.optional(z.array(z.looseObject({ event_type: z.optional(z.string()) }))),
    destination: z.optional(z.looseObject({ type: z.optional(z.string()), configuration: z.optional(z.record(z.string(), z.unknown())) })),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  });
  /** One delivery attempt: its status, when, how long (ms) and why it failed. */
  const deliveryAttemptSchema = z.looseObject({
    status: z.optional(z.string()),
    timestamp: z.optional(z.string()),
    error_message: z.optional(z.nullable(z.string())),
    duration: z.optional(z.number()),
  });
  /** A delivery with its attempts and the CloudEvent (`id`, `source`, `specversion`, `type`, `time`, `data`, …). */
  const deliverySchema = z.looseObject({
    id: z.string(),
    event_stream_id: z.optional(z.string()),
    event_type: z.optional(z.string()),
    status: z.optional(z.string()),
    attempts: z.optional(z.array(deliveryAttemptSchema)),
    event: z.optional(z.record(z.string(), z.unknown())),
  });
  return { eventStreamIdSchema, eventIdSchema, eventStreamSchema, deliveryAttemptSchema, deliverySchema };
});
export type EventStream = z.infer<typeof eventStreamSchema>;
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
export type Delivery = z.infer<typeof deliverySchema>;

