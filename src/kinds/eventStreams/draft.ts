/**
 * The Create Event Stream draft, without `vscode`: its template, the rule that a draft never holds a webhook
 * secret (it is asked for in a password box on Create), the schema its diagnostics use (the create schema with
 * the secret supplied) and where a server error belongs.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import { createEventStreamSchema, WEBHOOK_SECRET_FIELDS, type CreateEventStream } from './schemas';
import { secretPathsIn } from '../secrets';
import { textHoldsSecret } from '../secretText';
import { jsonText } from '../../util/jsonText';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';
import { hasOwn } from '../../util/own';

export const DEFAULT_STREAM_NAME = 'event-stream-1';
/** The keys that carry a webhook secret (token, password, header_value): never in a draft. */
export const SECRET_KEYS: readonly string[] = Object.values(WEBHOOK_SECRET_FIELDS);
export const SECRET_IN_DRAFT = 'the secret is asked for on Create, never kept in a draft';

type Method = keyof typeof WEBHOOK_SECRET_FIELDS;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stream name the tenant does not have yet: `event-stream-1`, else `-2`, `-3`, … */
export function freeStreamName(taken: Iterable<string | undefined>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`event-stream-${n}`)) n++;
  return `event-stream-${n}`;
}

/** The draft's first text: a webhook stream for user.created; the endpoint is left for the user to fill in. */
export function eventStreamTemplate(name = DEFAULT_STREAM_NAME): string {
  return jsonText({
    name,
    subscriptions: [{ event_type: 'user.created' }],
    destination: { type: 'webhook', configuration: { webhook_endpoint: '', webhook_authorization: { method: 'bearer' } } },
  });
}

/** The webhook authorization object of a draft value, if it has one. */
function authorizationOf(value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value) || !isRecord(value.destination) || value.destination.type !== 'webhook') return undefined;
  const configuration = value.destination.configuration;
  return isRecord(configuration) && isRecord(configuration.webhook_authorization) ? configuration.webhook_authorization : undefined;
}

const methodOf = (auth: Record<string, unknown> | undefined): Method | undefined =>
  typeof auth?.method === 'string' && hasOwn(WEBHOOK_SECRET_FIELDS, auth.method) ? (auth.method as Method) : undefined;

/**
 * The value as it will be sent: secret keys typed into the draft removed (they are reported on their own) and
 * the method's secret supplied, so the create schema checks everything else exactly as it will be sent.
 */
function withSecretSupplied(value: unknown, secret = 'supplied on Create'): unknown {
  const auth = authorizationOf(value);
  const method = methodOf(auth);
  if (!auth || !method || !isRecord(value) || !isRecord(value.destination)) return value;
  const rest = Object.fromEntries(Object.entries(auth).filter(([k]) => !SECRET_KEYS.includes(k)));
  const configuration = { ...(value.destination.configuration as Record<string, unknown>), webhook_authorization: { ...rest, [WEBHOOK_SECRET_FIELDS[method]]: secret } };
  return { ...value, destination: { ...value.destination, configuration } };
}

/** What the draft's diagnostics check: the create schema, the secret being supplied on Create (built on first use). */
export const { eventStreamDraftSchema } = lazySchemas(() => ({
  eventStreamDraftSchema: z.pipe(z.transform((value: unknown) => withSecretSupplied(value)), createEventStreamSchema),
}));

/** Every path in `value` that holds a secret (kinds/secrets.ts: the webhook's credential, a secret name or content). */
export const secretPaths = (value: unknown): PathSegment[][] => secretPathsIn('event-streams', value);

/** Semantic check: a secret key typed into the draft is an error on that key. */
export function eventStreamDraftChecks(value: unknown, ctx: CheckContext): Problem[] {
  return secretPaths(value).map((path) => ({
    range: ctx.rangeOf(path, 'key'),
    message: `Remove "${String(path.at(-1))}": ${SECRET_IN_DRAFT}.`,
    severity: 'error',
    path,
    code: 'secret_in_draft',
  }));
}

/** True when the text holds a secret, even while it is not valid JSON yet (it must not be stored). */
export const holdsSecret = (text: string): boolean => textHoldsSecret('event-streams', text);

/** What the secret prompt of a webhook draft needs: its method and username or header name; undefined otherwise. */
export function draftWebhook(value: unknown): { method: Method; identity?: string } | undefined {
  const auth = authorizationOf(value);
  const method = methodOf(auth);
  if (!auth || !method) return undefined;
  const identity = method === 'basic' ? auth.username : method === 'custom_header' ? auth.header_key : undefined;
  return typeof identity === 'string' ? { method, identity } : { method };
}

/** The request a draft value (already free of problems) describes, with the webhook's secret; throws when refused. */
export function draftBody(value: unknown, secret?: string): CreateEventStream {
  if (draftWebhook(value) && secret === undefined) throw new Error('A webhook stream is created with its secret.');
  return createEventStreamSchema.parse(withSecretSupplied(value, secret));
}

/** The field a create error from the server is about, as a draft path; undefined if it names none. */
export function serverErrorPath(status: number, message: string): PathSegment[] | undefined {
  if (status === 409) return ['name'];
  if (status !== 400) return undefined;
  const property = /on property (\w+(?:\.\w+)*)/.exec(message)?.[1];
  if (!property) return undefined;
  const path = property.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  // A secret is not in the draft: its problem belongs to the authorization object.
  return SECRET_KEYS.includes(String(path.at(-1))) ? path.slice(0, -1) : path;
}
