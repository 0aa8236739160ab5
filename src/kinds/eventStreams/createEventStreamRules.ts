/**
 * The pure parts of Create Event Stream… (no `vscode`): the answers, the checks made as they are typed, the
 * request they make, the names a new stream must avoid, and the step a refusal from the tenant belongs to.
 */
import type { ApiClient } from '../../api/client';
import {
  listEventStreams, type CreateEventStream, type EventStreamEventType, type WebhookDestination,
} from './api';
import { collect, iteratePages } from '../../api/paging';
import { hasCredentials } from '../../api/urls';

export type DestinationType = 'webhook' | 'eventbridge' | 'action';
type Authorization = WebhookDestination['configuration']['webhook_authorization'];
type Region = Extract<CreateEventStream['destination'], { type: 'eventbridge' }>['configuration']['aws_region'];

/** What the guided steps fill in (the webhook authorization answers are kept next to these). */
export interface StreamAnswers {
  name?: string;
  type?: DestinationType;
  endpoint?: string;
  accountId?: string;
  region?: Region;
  /** The action of an Action destination (picked by name among the tenant's event-stream actions). */
  action?: { id: string; name: string };
  eventTypes?: EventStreamEventType[];
}

/** The step ids of the guided flow, in order (the webhook authorization steps are `auth-*`). */
export type StepId = 'name' | 'type' | 'endpoint' | 'auth-method' | 'auth-identity' | 'auth-secret' | 'account' | 'region' | 'action' | 'events';

export type NameProblem = 'required' | 'too_long' | 'taken' | undefined;

export function nameProblem(value: string, taken: ReadonlySet<string>): NameProblem {
  if (value.length === 0) return 'required';
  if (value.length > 128) return 'too_long';
  return taken.has(value) ? 'taken' : undefined;
}

export type EndpointProblem = 'required' | 'too_long' | 'not_url' | 'not_https' | 'credentials' | undefined;

/** An absolute https:// URL with a host and no user name or password, at most 2048 characters (what the create schema accepts). */
export function endpointProblem(value: string): EndpointProblem {
  if (value.trim().length === 0) return 'required';
  if (value.length > 2048) return 'too_long';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not_url';
  }
  if (url.protocol !== 'https:') return 'not_https';
  if (!url.hostname) return 'not_url';
  return hasCredentials(url) ? 'credentials' : undefined;
}

export const isAwsAccountId = (value: string): boolean => /^\d{12}$/.test(value);

/** The create request of complete answers; `authorization` (with its secret) for a webhook. */
export function createBody(a: StreamAnswers, authorization?: Authorization): CreateEventStream {
  const subscriptions = (a.eventTypes ?? []).map((event_type) => ({ event_type }));
  const destination: CreateEventStream['destination'] = a.type === 'eventbridge'
    ? { type: 'eventbridge', configuration: { aws_account_id: a.accountId ?? '', aws_region: a.region ?? 'us-east-1' } }
    : a.type === 'action' ? { type: 'action', configuration: { action_id: a.action?.id ?? '' } }
    : { type: 'webhook', configuration: { webhook_endpoint: a.endpoint ?? '', webhook_authorization: authorization ?? { method: 'bearer', token: '' } } };
  return { name: a.name ?? '', subscriptions, destination };
}

/** The names of every stream of the tenant (a new stream needs one of its own). */
export async function streamNames(client: ApiClient): Promise<Set<string>> {
  const streams = await collect(iteratePages((from) => listEventStreams(client, { take: 100, from })));
  return new Set(streams.map((s) => s.name).filter((n): n is string => typeof n === 'string'));
}

const PROPERTY_STEPS: [RegExp, StepId][] = [
  [/^name$/, 'name'],
  [/^subscriptions\b/, 'events'],
  [/webhook_endpoint$/, 'endpoint'],
  [/webhook_authorization\.(token|password|header_value)$/, 'auth-secret'],
  [/webhook_authorization\.(username|header_key)$/, 'auth-identity'],
  [/webhook_authorization/, 'auth-method'],
  [/aws_account_id$/, 'account'],
  [/aws_region$/, 'region'],
  [/action_id$/, 'action'],
  [/^destination/, 'type'],
];

/** The step a refusal of the create is about: 409 → the name; 400 → the property it names; else undefined. */
export function stepOfServerError(status: number, message: string): StepId | undefined {
  if (status === 409) return 'name';
  if (status !== 400) return undefined;
  const property = /on property (\w+(?:\.\w+)*)/.exec(message)?.[1];
  if (property) return PROPERTY_STEPS.find(([re]) => re.test(property))?.[1];
  if (/\bname\b/i.test(message)) return 'name';
  if (/endpoint|url/i.test(message)) return 'endpoint';
  return undefined;
}
