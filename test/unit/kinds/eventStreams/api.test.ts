/** The event stream client (every verb) against the emulator; bad input is refused before anything is sent. */
import assert from 'node:assert/strict';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import {
  createEventStream,
  createEventStreamSchema,
  EVENT_BRIDGE_AWS_REGIONS,
  EVENT_STREAM_SCOPES,
  EVENT_STREAM_EVENT_TYPES,
  getDelivery,
  getEventStream,
  iterateDeliveries,
  listDeliveries,
  redeliver,
  sendTestEvent,
  setEventStreamStatus,
  updateEventStream,
  updateEventStreamSchema,
  type CreateEventStream,
} from '../../../../src/kinds/eventStreams/api';
import type { RequestEvent } from '../../../../src/api/client';
import { collect } from '../../../../src/api/paging';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { harnessSuite } from '../../api/emulatorHarness';

const TOKEN = 'client-bearer-secret-5e4d3c2b1a';
const hook = (endpoint = 'https://hooks.acme-corp.dev/events'): CreateEventStream => ({
  name: 'acme-users',
  subscriptions: [{ event_type: 'user.created' }],
  destination: { type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: { method: 'bearer', token: TOKEN } } },
});

describe('api: event streams against the emulator', () => {
  const h = harnessSuite({ deliveryDelayMs: 1000 });
  const advance = (seconds: number) => h.control('POST', '/clock', { advanceSeconds: seconds });
  const writes = () => ['POST /api/v2/event-streams', 'PATCH /api/v2/event-streams/:id', 'POST /api/v2/event-streams/:id/test', 'POST /api/v2/event-streams/:id/redeliver',
    'GET /api/v2/event-streams/:id/deliveries', 'GET /api/v2/event-streams/:id/deliveries/:event_id'].reduce((n, r) => n + h.count(r), 0);

  /** Each call must throw InvalidInputError and send nothing. */
  async function refused(calls: (() => Promise<unknown>)[]): Promise<void> {
    const before = writes();
    for (const [i, call] of calls.entries()) await assert.rejects(call(), InvalidInputError, `case ${i} should be refused`);
    assert.equal(writes(), before, 'nothing reached the server');
  }

  it('creates a webhook stream, reads it back without the secret, updates it and disables it', async () => {
    const events: RequestEvent[] = [];
    const c = h.client({ events });
    const created = await createEventStream(c, hook());
    assert.equal(created.name, 'acme-users');
    assert.deepEqual(created.destination?.configuration?.['webhook_authorization'], { method: 'bearer' });
    assert.ok(!JSON.stringify(await getEventStream(c, created.id)).includes(TOKEN));
    const updated = await updateEventStream(c, created.id, { subscriptions: [{ event_type: 'user.deleted' }], name: 'acme-users-2' });
    assert.deepEqual(updated.subscriptions, [{ event_type: 'user.deleted' }]);
    assert.equal((await setEventStreamStatus(c, created.id, 'disabled')).status, 'disabled');
    await assert.rejects(createEventStream(c, { ...hook(), name: 'acme-users-2' }), (e: unknown) => e instanceof ApiError && e.status === 409);
    assert.ok(events.some((e) => e.method === 'POST' && e.status === 201));
    assert.ok(!JSON.stringify(events).includes(TOKEN), 'the request log never carries the secret');
  });

  it('a missing scope comes back as a 403 naming it, for each new verb', async () => {
    const only = (scope: string) => h.client({ tokenProvider: h.provider({ scope }) });
    const reader = only('read:event_streams');
    const cases: [() => Promise<unknown>, string][] = [
      [() => createEventStream(reader, hook()), EVENT_STREAM_SCOPES.create],
      [() => updateEventStream(reader, S.userWebhook, { status: 'disabled' }), EVENT_STREAM_SCOPES.update],
      [() => sendTestEvent(reader, S.userWebhook, { event_type: 'user.created' }), EVENT_STREAM_SCOPES.test],
      [() => getDelivery(reader, S.userWebhook, E.userWebhook.failed[0]), EVENT_STREAM_SCOPES.delivery],
      [() => redeliver(reader, S.userWebhook, {}), EVENT_STREAM_SCOPES.redeliver],
    ];
    for (const [call, scope] of cases) {
      const err = await call().then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 403, String(err));
      assert.deepEqual(err.missingScopes, [scope]);
    }
    assert.deepEqual(
      [EVENT_STREAM_SCOPES.create, EVENT_STREAM_SCOPES.update, EVENT_STREAM_SCOPES.delivery, EVENT_STREAM_SCOPES.redeliver],
      ['create:event_streams', 'update:event_streams', 'read:event_deliveries', 'update:event_deliveries'],
    );
    assert.equal((await getDelivery(only('read:event_deliveries'), S.userWebhook, E.userWebhook.failed[0])).id, E.userWebhook.failed[0]);
  });

  it('creates an EventBridge stream', async () => {
    const s = await createEventStream(h.client(), {
      name: 'bridge', subscriptions: [{ event_type: 'group.created' }],
      destination: { type: 'eventbridge', configuration: { aws_account_id: '111122223333', aws_region: 'ap-southeast-2' } },
    });
    assert.match(String(s.destination?.configuration?.['aws_partner_event_source']), /^aws\.partner\//);
  });

  it('sends a test event and reads the failed delivery with its attempts once the endpoint has refused it', async () => {
    const c = h.client();
    const pending = await sendTestEvent(c, S.userWebhook, { event_type: 'user.updated' });
    assert.equal(pending.status, 'pending');
    await advance(8);
    const d = await getDelivery(c, S.userWebhook, pending.id);
    assert.equal(d.status, 'failed');
    assert.equal(d.attempts?.length, 4);
    assert.match(String(d.attempts?.[3]?.error_message), /ENOTFOUND/);
    assert.equal(typeof d.attempts?.[0]?.duration, 'number');
    assert.equal(d.event?.['a0purpose'], 'test');
    const failed = await listDeliveries(c, S.userWebhook, { statuses: ['failed'], event_types: ['user.updated'] });
    assert.ok(failed.items.some((x) => x.id === pending.id));
  });

  it('lists deliveries by filter and pages them with the delivery token', async () => {
    const c = h.client();
    const ranged = await listDeliveries(c, S.userWebhook, { date_from: '2025-11-11T00:00:00Z', date_to: '2025-11-13T00:00:00Z' });
    assert.deepEqual(ranged.items.map((d) => d.id), [E.userWebhook.failed[1], E.userWebhook.failed[2]]);
    const all = await collect(iterateDeliveries(c, S.userWebhook, { statuses: ['failed'], take: 3 }));
    assert.deepEqual(all.map((d) => d.id), [...E.userWebhook.failed]);
  });

  it('redelivers the failed events matching a filter; the working destination takes them', async () => {
    const c = h.client();
    const echo = await redeliver(c, S.orgEventBridge, { event_types: ['organization.created', 'organization.member.added'], date_from: '2025-11-01T00:00:00Z' });
    assert.deepEqual(echo, { event_types: ['organization.created', 'organization.member.added'], date_from: '2025-11-01T00:00:00Z' });
    await advance(1);
    const left = await listDeliveries(c, S.orgEventBridge, { statuses: ['failed'] });
    assert.deepEqual(left.items.map((d) => d.id), [E.orgEventBridge.failed[2]]);
    assert.equal((await getDelivery(c, S.orgEventBridge, E.orgEventBridge.failed[0])).status, 'succeeded');
  });

  it('refuses bad input before sending: endpoint, event types, ids, secrets, account id, region, dates', async () => {
    const c = h.client();
    const auth = (a: unknown) => ({ ...hook(), destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://h.acme-corp.dev/', webhook_authorization: a } } }) as CreateEventStream;
    await refused([
      () => createEventStream(c, hook('http://hooks.acme-corp.dev/events')),
      () => createEventStream(c, hook('hooks.acme-corp.dev/events')),
      () => createEventStream(c, { ...hook(), subscriptions: [{ event_type: 'user.exploded' as 'user.created' }] }),
      () => createEventStream(c, { ...hook(), subscriptions: [] }),
      () => createEventStream(c, auth({ method: 'basic', username: 'ops:admin', password: 'p' })),
      () => createEventStream(c, { ...hook(), name: '' }),
      () => createEventStream(c, auth({ method: 'bearer' })),
      () => createEventStream(c, auth({ method: 'basic', username: 'u' })),
      () => createEventStream(c, auth({ method: 'custom_header', header_key: 'has space', header_value: 'v' })),
      () => createEventStream(c, { ...hook(), destination: { type: 'eventbridge', configuration: { aws_account_id: '12345', aws_region: 'eu-west-1' } } }),
      () => createEventStream(c, { ...hook(), destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'moon-1' as 'eu-west-1' } } }),
      () => updateEventStream(c, S.orgEventBridge, { destination: { type: 'eventbridge' } } as never),
      () => updateEventStream(c, 'est_short', { name: 'x' }),
      () => sendTestEvent(c, S.userWebhook, { event_type: 'user.exploded' as 'user.created' }),
      () => getDelivery(c, S.userWebhook, 'evt_123'),
      () => listDeliveries(c, S.userWebhook, { date_from: '2025-11-11T00:00:00.000Z' }),
      () => listDeliveries(c, S.userWebhook, { date_from: '2025-11-12T00:00:00Z', date_to: '2025-11-11T00:00:00Z' }),
      () => listDeliveries(c, S.userWebhook, { take: 101 }),
      () => redeliver(c, S.userWebhook, { date_from: '2025-11-11T00:00:00+02:00' }),
      () => redeliver(c, S.userWebhook, { date_from: '2025-11-12T00:00:00Z', date_to: '2025-11-12T00:00:00Z' }),
      () => redeliver(c, S.userWebhook, { date_to: '2025-02-30T00:00:00Z' }),
      () => redeliver(c, S.userWebhook, { event_types: [] }),
    ]);
    const err = await createEventStream(c, auth({ method: 'bearer', token: '' })).catch((e: unknown) => e);
    assert.ok(err instanceof InvalidInputError && !err.message.includes(TOKEN));
    const colon = await createEventStream(c, auth({ method: 'basic', username: 'ops:admin', password: 'p' })).catch((e: unknown) => e);
    assert.match(String(colon), /username: must not be empty nor contain ":"/);
  });

  it('nothing to change sends no PATCH: the stream is read instead', async () => {
    const c = h.client();
    const before = h.count('PATCH /api/v2/event-streams/:id');
    const same = await updateEventStream(c, S.userWebhook, {});
    assert.equal(same.id, S.userWebhook);
    assert.equal(h.count('PATCH /api/v2/event-streams/:id'), before);
  });

  it('what the contract allows passes: only a destination, an Action destination, a subscription listed twice', () => {
    assert.ok(createEventStreamSchema.safeParse({ destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1' } } }).success);
    assert.ok(createEventStreamSchema.safeParse({ destination: { type: 'action', configuration: { action_id: 'act_1' } } }).success);
    assert.ok(createEventStreamSchema.safeParse({ ...hook(), subscriptions: [{ event_type: 'user.created' }, { event_type: 'user.created' }] }).success);
    assert.ok(updateEventStreamSchema.safeParse({ destination: { type: 'action', configuration: { action_id: 'act_1' } } }).success);
  });

  it('the event type and AWS region lists are the SDK\'s', async () => {
    const sdk = await import('auth0');
    assert.deepEqual([...EVENT_STREAM_EVENT_TYPES].sort(), Object.values(sdk.Management.EventStreamEventTypeEnum).sort());
    assert.deepEqual([...EVENT_BRIDGE_AWS_REGIONS].sort(), Object.values(sdk.Management.EventStreamEventBridgeAwsRegionEnum).sort());
  });
});
