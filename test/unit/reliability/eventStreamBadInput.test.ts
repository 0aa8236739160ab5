// The API bad-input corpus for event streams: every malformed create, update, test event, deliveries filter and
// redelivery is refused by src/api with an InvalidInputError whose message names the offending field (and never
// carries a secret), and the emulator receives no request at all, not even for a token.
import assert from 'node:assert/strict';
import type { ApiClient } from '../../../src/api/client';
import { InvalidInputError } from '../../../src/api/errors';
import {
  createEventStream,
  deleteEventStream,
  getDelivery,
  getEventStream,
  listDeliveries,
  redeliver,
  redeliverEvent,
  sendTestEvent,
  updateEventStream,
  type CreateEventStream,
  type DeliveryFilter,
  type EventStreamEventType,
  type RedeliverFilter,
  type UpdateEventStream,
} from '../../../src/kinds/eventStreams/api';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { harnessSuite } from '../api/emulatorHarness';

const TOKEN = 'corpus-bearer-token-7c6b5a49';
const PASSWORD = 'corpus-basic-password-3e2d1c';
const HEADER_VALUE = 'corpus-header-value-0f9e8d';
const WRITE_ONLY = [TOKEN, PASSWORD, HEADER_VALUE];

const webhook = (auth: Record<string, unknown>, endpoint = 'https://hooks.acme-corp.dev/events') =>
  ({ type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: auth } });
const bearer = { method: 'bearer', token: TOKEN };
const bridge = (aws_account_id: string, aws_region: string) => ({ type: 'eventbridge', configuration: { aws_account_id, aws_region } });
/** A valid create body with `patch` merged in (undefined removes a property). */
function stream(patch: Record<string, unknown> = {}): CreateEventStream {
  const body: Record<string, unknown> = { name: 'corpus-stream', subscriptions: [{ event_type: 'user.created' }], destination: webhook(bearer), ...patch };
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete body[k];
  return body as CreateEventStream;
}
const subs = (...types: string[]) => types.map((event_type) => ({ event_type: event_type as EventStreamEventType }));

type Case = [name: string, field: RegExp, call: (c: ApiClient) => Promise<unknown>];
const create = (name: string, field: RegExp, body: CreateEventStream): Case => [`create: ${name}`, field, (c) => createEventStream(c, body)];
const update = (name: string, field: RegExp, body: unknown, id: string = S.userWebhook): Case =>
  [`update: ${name}`, field, (c) => updateEventStream(c, id, body as UpdateEventStream)];
const deliveries = (name: string, field: RegExp, filter: unknown): Case =>
  [`deliveries filter: ${name}`, field, (c) => listDeliveries(c, S.userWebhook, filter as DeliveryFilter)];
const bulk = (name: string, field: RegExp, filter: unknown): Case =>
  [`redeliver by filter: ${name}`, field, (c) => redeliver(c, S.userWebhook, filter as RedeliverFilter)];

const ID_25 = 'est_demoUserLifecycle0000';
const ID_27 = 'est_demoUserLifecycle000001';
const EVT_25 = 'evt_demoUserFailed0000001';
const EVT_27 = 'evt_demoUserFailed000000001';

const CASES: Case[] = [
  create('an http:// webhook endpoint', /webhook_endpoint: must be an https:\/\/ URL/, stream({ destination: webhook(bearer, 'http://hooks.acme-corp.dev/events') })),
  create('an endpoint that is not a URL', /webhook_endpoint: must be an https:\/\/ URL/, stream({ destination: webhook(bearer, 'hooks.acme-corp.dev/events') })),
  create('an endpoint with credentials in it', /webhook_endpoint: must not carry a user name or password/, stream({ destination: webhook(bearer, 'https://ops:pw@hooks.acme-corp.dev/events') })),
  create('an unknown event type', /subscriptions\[0\]\.event_type: must be "connection.created" or/, stream({ subscriptions: subs('user.exploded') })),
  create('a basic username with a colon', /username: must not be empty nor contain ":"/, stream({ destination: webhook({ method: 'basic', username: 'ops:admin', password: PASSWORD }) })),
  create('no subscriptions', /subscriptions/, stream({ subscriptions: [] })),
  create('an action destination without its action', /destination\.configuration\.action_id/, stream({ destination: { type: 'action', configuration: {} } })),
  create('a subscription with an extra property', /subscriptions\[0\]/, stream({ subscriptions: [{ event_type: 'user.created', filter: 'x' }] })),
  create('an empty name', /name/, stream({ name: '' })),
  create('a 129-character name', /name: must have at most 128/, stream({ name: 'n'.repeat(129) })),
  create('an action destination with an extra key', /"region"/, stream({ destination: { type: 'action', configuration: { action_id: 'act_1', region: 'eu' } } })),
  create('an unknown status', /status/, stream({ status: 'paused' })),
  create('a server-set property', /"id"/, stream({ id: 'est_mine00000000000000000' })),
  create('a header name with a space', /header_key: must be an HTTP header name/, stream({ destination: webhook({ method: 'custom_header', header_key: 'X Hook Key', header_value: HEADER_VALUE }) })),
  create('a header name with a colon', /header_key: must be an HTTP header name/, stream({ destination: webhook({ method: 'custom_header', header_key: 'X-Key:', header_value: HEADER_VALUE }) })),
  create('an empty header name', /header_key/, stream({ destination: webhook({ method: 'custom_header', header_key: '', header_value: HEADER_VALUE }) })),
  create('an empty header value', /webhook_authorization\.header_value: must not be empty/, stream({ destination: webhook({ method: 'custom_header', header_key: 'X-Key', header_value: '' }) })),
  create('an empty bearer token', /webhook_authorization\.token: must not be empty/, stream({ destination: webhook({ method: 'bearer', token: '' }) })),
  create('a bearer token left out', /token/, stream({ destination: webhook({ method: 'bearer' }) })),
  create('a bearer token over 2048 characters', /token/, stream({ destination: webhook({ method: 'bearer', token: 't'.repeat(2049) }) })),
  create('an empty basic password', /webhook_authorization\.password: must not be empty/, stream({ destination: webhook({ method: 'basic', username: 'svc', password: '' }) })),
  create('a basic username left out', /username/, stream({ destination: webhook({ method: 'basic', password: PASSWORD }) })),
  create('a 129-character basic username', /username/, stream({ destination: webhook({ method: 'basic', username: 'u'.repeat(129), password: PASSWORD }) })),
  create('the secret under another method\'s name', /password/, stream({ destination: webhook({ method: 'bearer', token: TOKEN, password: PASSWORD }) })),
  create('an unknown authorization method', /method/, stream({ destination: webhook({ method: 'digest', token: TOKEN }) })),
  create('an 11-digit AWS account id', /aws_account_id: must be a 12-digit AWS account id/, stream({ destination: bridge('12345678901', 'eu-west-1') })),
  create('a 13-digit AWS account id', /aws_account_id: must be a 12-digit AWS account id/, stream({ destination: bridge('1234567890123', 'eu-west-1') })),
  create('an AWS account id with letters', /aws_account_id: must be a 12-digit AWS account id/, stream({ destination: bridge('12345678901a', 'eu-west-1') })),
  create('an unknown AWS region', /aws_region: must be "af-south-1" or/, stream({ destination: bridge('123456789012', 'mars-north-1') })),
  create('an upper-case AWS region', /aws_region/, stream({ destination: bridge('123456789012', 'EU-WEST-1') })),
  create('an unknown destination type', /destination/, stream({ destination: { type: 'sqs', configuration: {} } })),
  update('a 129-character name', /name/, { name: 'n'.repeat(129) }),
  update('an unknown event type', /subscriptions\[0\]\.event_type/, { subscriptions: subs('user.exploded') }),
  update('an unknown status', /status/, { status: 'ENABLED' }),
  update('an EventBridge destination (it cannot change)', /destination/, { destination: bridge('123456789012', 'eu-west-2') }, S.orgEventBridge),
  update('an action destination without its action', /action_id/, { destination: { type: 'action', configuration: {} } }),
  update('an http:// endpoint', /webhook_endpoint: must be an https:\/\/ URL/, { destination: webhook({ method: 'bearer' }, 'http://hooks.acme-corp.dev/v2') }),
  update('an empty new secret', /header_value/, { destination: webhook({ method: 'custom_header', header_key: 'X-Key', header_value: '' }) }),
  update('a server-set property', /"updated_at"/, { updated_at: '2025-01-01T00:00:00Z' }),
  update('a 25-character stream id', /event stream id: Must be exactly 26 characters/, { name: 'x' }, ID_25),
  update('a 27-character stream id', /event stream id: Must be exactly 26 characters/, { name: 'x' }, ID_27),
  ['test event: an unknown event type', /event_type/, (c) => sendTestEvent(c, S.userWebhook, { event_type: 'user.exploded' as 'user.created' })],
  ['test event: no event type', /event_type/, (c) => sendTestEvent(c, S.userWebhook, {} as never)],
  ['test event: data that is not an object', /data/, (c) => sendTestEvent(c, S.userWebhook, { event_type: 'user.created', data: 'hello' } as never)],
  ['test event: an extra property', /"event"/, (c) => sendTestEvent(c, S.userWebhook, { event_type: 'user.created', event: {} } as never)],
  ['test event: a 27-character stream id', /event stream id/, (c) => sendTestEvent(c, ID_27, { event_type: 'user.created' })],
  deliveries('a status other than failed', /statuses\[0\]/, { statuses: ['pending'] }),
  deliveries('an unknown event type', /event_types\[1\]/, { event_types: ['user.created', 'user.exploded'] }),
  deliveries('a date with a fraction of a second', /date_from: must be an RFC 3339 date-time in UTC with whole seconds/, { date_from: '2025-11-11T00:00:00.000Z' }),
  deliveries('a date with an offset', /date_to: must be an RFC 3339 date-time/, { date_to: '2025-11-11T00:00:00+01:00' }),
  deliveries('a date without a time zone', /date_from: must be an RFC 3339 date-time/, { date_from: '2025-11-11T00:00:00' }),
  deliveries('a date that does not exist', /date_to: is not a real date/, { date_to: '2025-02-30T00:00:00Z' }),
  deliveries('date_from after date_to', /date_from: date_from must be before date_to/, { date_from: '2025-11-12T00:00:00Z', date_to: '2025-11-11T00:00:00Z' }),
  deliveries('date_from equal to date_to', /date_from: date_from must be before date_to/, { date_from: '2025-11-12T00:00:00Z', date_to: '2025-11-12T00:00:00Z' }),
  deliveries('a page size of 0', /take/, { take: 0 }),
  deliveries('a page size of 101', /take/, { take: 101 }),
  deliveries('a fractional page size', /take/, { take: 2.5 }),
  deliveries('an unknown filter', /"status"/, { status: 'failed' }),
  ['deliveries: a 25-character stream id', /event stream id/, (c) => listDeliveries(c, ID_25)],
  ['delivery: a 25-character event id', /event id: Must be exactly 26 characters/, (c) => getDelivery(c, S.userWebhook, EVT_25)],
  ['delivery: a 27-character event id', /event id: Must be exactly 26 characters/, (c) => getDelivery(c, S.userWebhook, EVT_27)],
  ['delivery: a 27-character stream id', /event stream id/, (c) => getDelivery(c, ID_27, E.userWebhook.failed[0])],
  ['redeliver one: a 25-character event id', /event id/, (c) => redeliverEvent(c, S.userWebhook, EVT_25)],
  ['redeliver one: a 25-character stream id', /event stream id/, (c) => redeliverEvent(c, ID_25, E.userWebhook.failed[0])],
  bulk('a status other than failed', /statuses\[0\]/, { statuses: ['succeeded'] }),
  bulk('an empty list of event types', /event_types/, { event_types: [] }),
  bulk('an unknown event type', /event_types\[0\]/, { event_types: ['user.exploded'] }),
  bulk('a date with a fraction of a second', /date_from: must be an RFC 3339 date-time/, { date_from: '2025-11-11T00:00:00.5Z' }),
  bulk('a date with an offset', /date_to: must be an RFC 3339 date-time/, { date_to: '2025-11-11T02:00:00+02:00' }),
  bulk('date_from after date_to', /date_from: date_from must be before date_to/, { date_from: '2025-11-12T00:00:01Z', date_to: '2025-11-12T00:00:00Z' }),
  bulk('an unknown property', /"event_ids"/, { event_ids: [E.userWebhook.failed[0]] }),
  ['redeliver by filter: a 27-character stream id', /event stream id/, (c) => redeliver(c, ID_27, {})],
  ['get: a 25-character stream id', /event stream id/, (c) => getEventStream(c, ID_25)],
  ['delete: a 27-character stream id', /event stream id/, (c) => deleteEventStream(c, ID_27)],
];

describe('reliability: the event stream API refuses bad input before sending anything', () => {
  const h = harnessSuite({ deliveryDelayMs: 1000 });

  it('has a case for every verb that takes input', () => {
    assert.ok(CASES.length >= 70, `${CASES.length} cases`);
    for (const verb of ['create', 'update', 'test event', 'deliveries', 'delivery', 'redeliver one', 'redeliver by filter', 'get', 'delete']) {
      assert.ok(CASES.some(([name]) => name.startsWith(`${verb}:`) || name.startsWith(`${verb} filter:`)), verb);
    }
  });

  it('the valid bodies the cases start from are sent and accepted (so each case fails for its own reason)', async () => {
    const c = h.client();
    const created = await createEventStream(c, stream());
    assert.equal(created.name, 'corpus-stream');
    await createEventStream(c, stream({ name: 'corpus-bridge', destination: bridge('123456789012', 'eu-west-1') }));
    await createEventStream(c, stream({ name: 'corpus-header', destination: webhook({ method: 'custom_header', header_key: 'X-Key', header_value: HEADER_VALUE }) }));
    await createEventStream(c, stream({ name: 'corpus-basic', destination: webhook({ method: 'basic', username: 'u'.repeat(128), password: PASSWORD }) }));
    await updateEventStream(c, S.userWebhook, { name: 'n'.repeat(128), subscriptions: subs('user.updated'), status: 'disabled' });
    await sendTestEvent(c, S.userWebhook, { event_type: 'user.created', data: { object: {} } });
    await listDeliveries(c, S.userWebhook, { statuses: ['failed'], event_types: ['user.created'], date_from: '2025-11-11T00:00:00Z', date_to: '2025-11-12T00:00:00Z', take: 100 });
    await getDelivery(c, S.userWebhook, E.userWebhook.failed[0]);
    await redeliver(c, S.userWebhook, { statuses: ['failed'], event_types: ['user.created'], date_from: '2025-11-11T00:00:00Z', date_to: '2025-11-11T00:00:01Z' });
    await redeliverEvent(c, S.userWebhook, E.userWebhook.failed[1]);
    await deleteEventStream(c, created.id);
  });

  for (const [name, field, call] of CASES) {
    it(name, async () => {
      const before = h.emu.stats().requests;
      const err = await call(h.client()).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof InvalidInputError, `expected InvalidInputError, got ${err instanceof Error ? `${err.name}: ${err.message}` : 'success'}`);
      assert.match(err.message, field, `the message names the field: ${err.message}`);
      for (const secret of WRITE_ONLY) assert.ok(!err.message.includes(secret), 'the message never carries a secret');
      assert.equal(h.emu.stats().requests, before, 'the emulator received no request (not even for a token)');
    });
  }
});
