// How the emulator "delivers" events, without any network: a delivery is requested (test event, redelivery),
// then the clock settles it. With delay D the first attempt is at D; a destination that accepts it marks the
// delivery succeeded there; one that refuses it gets retries at 2D, 4D and 8D (the service's 1, 2, 4 s backoff
// after the first try), status "retrying" in between and "failed" after the fourth attempt.
// Which destinations refuse: webhook endpoints on reserved names that can never receive a request
// (RFC 2606 / 6761: example.com, .org, .net and their subdomains, .example, .invalid, .test, .localhost).
// EventBridge destinations accept; an action destination accepts while its action exists and is deployed (the
// service runs the deployed version; a missing or never-deployed action cannot run: every attempt fails). Settling is lazy (done when a route reads the state), so a
// reset or a state file never leaves a timer behind, and a test moves the clock instead of sleeping.
import type { Action, Delivery, EventStream, TenantState } from '../state/types';
import { randomId } from '../util';

/** The demo tenant's name, in CloudEvent sources and EventBridge partner event sources. */
export const TENANT_NAME = 'demo-tenant';

const RESERVED_DOMAINS = ['example.com', 'example.org', 'example.net'];
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];

/** The error every attempt to an action destination gets: its action is gone or was never deployed. */
function actionError(actionId: unknown, actions: readonly Action[]): string | undefined {
  const action = actions.find((a) => a.id === actionId);
  if (!action) return `Action ${String(actionId)} not found`;
  return action.deployed_version ? undefined : `Action ${action.id} is not deployed`;
}

/** The error every attempt to this stream's destination gets, or undefined when it accepts events. */
export function destinationError(stream: EventStream, actions: readonly Action[] = []): string | undefined {
  if (stream.destination.type === 'action') return actionError(stream.destination.configuration.action_id, actions);
  if (stream.destination.type !== 'webhook') return undefined;
  let host: string;
  try {
    host = new URL(String(stream.destination.configuration.webhook_endpoint)).hostname.toLowerCase();
  } catch {
    return 'Invalid webhook endpoint';
  }
  const tld = host.split('.').pop() ?? '';
  const reserved = RESERVED_TLDS.includes(tld) || RESERVED_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
  return reserved ? `getaddrinfo ENOTFOUND ${host}` : undefined;
}

/** Starts a (re)delivery now: status pending, settled later by {@link settleDeliveries}. */
export function startDelivery(delivery: Delivery, stream: EventStream, nowIso: string, actions: readonly Action[]): void {
  const error = destinationError(stream, actions);
  delivery.status = 'pending';
  delivery.in_flight = { started_at: nowIso, prior_attempts: delivery.attempts.length, ...(error ? { error } : {}) };
}

const ATTEMPTS = 4;
const attemptAt = (startMs: number, k: number, delayMs: number) => startMs + 2 ** k * delayMs;
const duration = (k: number, failed: boolean) => (failed ? 24.5 : 142.5) + k * 3.25;

/** Brings every delivery in flight up to `nowMs`; true when anything changed (the caller persists it). */
export function settleDeliveries(state: TenantState, nowMs: number, delayMs: number): boolean {
  let changed = false;
  for (const d of state.deliveries) {
    const flight = d.in_flight;
    if (!flight) continue;
    const start = Date.parse(flight.started_at);
    const planned = flight.error ? ATTEMPTS : 1;
    for (let k = d.attempts.length - flight.prior_attempts; k < planned && attemptAt(start, k, delayMs) <= nowMs; k++) {
      const last = k === planned - 1;
      const status = !flight.error ? 'succeeded' : last ? 'failed' : 'retrying';
      const attempt = { status, timestamp: new Date(attemptAt(start, k, delayMs)).toISOString(), duration: duration(k, !!flight.error) };
      d.attempts.push(flight.error ? { ...attempt, error_message: flight.error } : attempt);
      d.status = status;
      changed = true;
      if (last) delete d.in_flight;
    }
  }
  return changed;
}

/** A stream as answered: without the emulator's secret fingerprint. */
/** A stream as answered: without its secret's fingerprint, and without subscriptions when it has none (the
 * contract's answers carry at least one when they carry the list). */
export function publicStream(stream: EventStream): Partial<Omit<EventStream, 'secret_sha256'>> {
  const { secret_sha256: _secret, subscriptions, ...rest } = stream;
  return subscriptions.length ? { ...rest, subscriptions } : rest;
}

/** A delivery as answered: without the emulator's in-flight bookkeeping. */
export function publicDelivery(delivery: Delivery): Omit<Delivery, 'in_flight'> {
  const { in_flight: _flight, ...rest } = delivery;
  return rest;
}

function sampleData(type: string, nowIso: string): Record<string, unknown> {
  const [kind] = type.split('.');
  const id = randomId('', 12).toLowerCase();
  switch (kind) {
    case 'user':
      return { object: { user_id: `auth0|test${id}`, email: `test-${id}@example.com`, email_verified: false, created_at: nowIso } };
    case 'organization':
      return { object: { id: `org_test${id}`, name: `test-org-${id}`, display_name: 'Test organization' } };
    case 'connection':
      return { object: { id: `con_test${id}`, name: `test-connection-${id}`, strategy: 'auth0' } };
    default:
      return { object: { id: `grp_test${id}`, name: `test-group-${id}` } };
  }
}

/** A new delivery for a test event (CloudEvent with `a0purpose: "test"`), not yet started. */
export function testDelivery(stream: EventStream, eventType: string, data: Record<string, unknown> | undefined, tenant: string, nowIso: string): Delivery {
  const id = randomId('evt_', 22);
  return {
    id, event_stream_id: stream.id, status: 'pending', event_type: eventType, attempts: [],
    event: {
      id, source: `urn:auth0:${tenant}`, specversion: '1.0', type: eventType, time: nowIso,
      data: data ?? sampleData(eventType, nowIso), a0tenant: tenant.split('.')[0], a0stream: stream.id, a0purpose: 'test',
    },
  };
}
