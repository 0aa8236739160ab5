/**
 * The shape of a Create Event Stream draft with hover texts, for the JSON Schema the build generates
 * (documentSchemas.ts → dist/schemas/event-stream-draft.schema.json → contributes.jsonValidation on
 * `new.event-stream.json`): completion of keys, event types, methods and regions. It has no secret key, so
 * completion never offers one. Build time only: the extension checks drafts with `eventStreamDraftSchema`.
 */
import * as z from 'zod/mini';
import { EVENT_BRIDGE_AWS_REGIONS, EVENT_STREAM_EVENT_TYPES, EVENT_STREAM_STATUSES } from './schemas';

const text = (description: string) => z.string().check(z.describe(description));

function build(): z.core.$ZodType {
  const authorization = z.discriminatedUnion('method', [
    z.object({ method: z.literal('bearer') }),
    z.object({ method: z.literal('basic'), username: text('Username the tenant sends, 1 to 128 characters, without ":". The password is asked for on Create.') }),
    z.object({ method: z.literal('custom_header'), header_key: text('Name of the header the tenant sends, e.g. X-Api-Key. Its value is asked for on Create.') }),
  ]).check(z.describe('How the tenant authenticates to your endpoint: bearer, basic or custom_header. The secret (token, password or header value) is never written here: Create asks for it in a password box.'));

  const webhook = z.object({
    type: z.literal('webhook'),
    configuration: z.object({
      webhook_endpoint: text('Your https:// URL that receives the events.'),
      webhook_authorization: authorization,
    }),
  });

  const eventBridge = z.object({
    type: z.literal('eventbridge'),
    configuration: z.object({
      aws_account_id: text('The 12-digit AWS account id that receives the partner event source.'),
      aws_region: z.enum(EVENT_BRIDGE_AWS_REGIONS).check(z.describe('AWS region of the partner event source.')),
    }),
  });

  const action = z.object({
    type: z.literal('action'),
    configuration: z.object({ action_id: text('The id of the action that receives the events: a deployed action with the event-stream trigger. Press Ctrl+Space inside the quotes to pick it by name.') }),
  });

  return z.object({
    name: z.optional(text('Name of the stream, 1 to 128 characters, unique in the tenant (optional).')),
    subscriptions: z.optional(z.array(z.object({ event_type: z.enum(EVENT_STREAM_EVENT_TYPES).check(z.describe('An event type the stream sends.')) }))
      .check(z.describe('The event types the stream sends: at least one when present.'))),
    destination: z.discriminatedUnion('type', [webhook, eventBridge, action]).check(z.describe('Where the events go: a webhook, Amazon EventBridge or an action.')),
    status: z.optional(z.enum(EVENT_STREAM_STATUSES).check(z.describe('enabled (the default) or disabled.'))),
  }).check(z.describe('Body of POST /api/v2/event-streams. Use the "Create" action at the top of the editor to send it; saving only keeps the draft.'));
}

let built: z.core.$ZodType | undefined;

/** The draft's shape with hover texts (built on first use: the build writes its JSON Schema; activation never needs it). */
export const eventStreamDraftDocumentSchema = (): z.core.$ZodType => (built ??= build());
