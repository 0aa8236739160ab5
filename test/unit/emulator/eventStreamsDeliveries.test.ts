import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { parseCli, UsageError } from '../../../src/emulator/cli';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken, start } from './helpers';

/** The emulator's clock moves instead of the test sleeping: attempts are at 1, 2, 4 and 8 × the delivery delay (1 s). */
const advance = (url: string, seconds: number) => control(url, 'POST', '/clock', { advanceSeconds: seconds });
type D = { id: string; status: string; event_type: string; attempts: { status: string; timestamp: string; duration: number; error_message?: string }[] };

describe('emulator: event stream test events, deliveries and redelivery', () => {
  const env = emulatorSuite({ deliveryDelayMs: 1000 });
  beforeEach(() => control(env.url, 'POST', '/reset'));

  const failedIds = async (stream: string) =>
    (await env.api('GET', `/event-streams/${stream}/deliveries?statuses=failed`)).body.deliveries.map((d: D) => d.id);
  const delivery = async (stream: string, id: string): Promise<D> => (await env.api('GET', `/event-streams/${stream}/deliveries/${id}`)).body;

  it('a test event to the failing webhook is pending, retries, then fails and shows up under failed deliveries', async () => {
    const res = await env.api('POST', `/event-streams/${S.userWebhook}/test`, { body: { event_type: 'user.created' } });
    assert.equal(res.status, 202, res.text);
    const d = res.body;
    assert.match(d.id, /^evt_[A-Za-z0-9]{22}$/);
    assert.equal(d.status, 'pending');
    assert.deepEqual(d.attempts, []);
    assert.equal(d.event_stream_id, S.userWebhook);
    assert.equal(d.event.type, 'user.created');
    assert.equal(d.event.specversion, '1.0');
    assert.equal(d.event.a0purpose, 'test');
    assert.equal(typeof d.event.data.object, 'object');
    assert.ok(!('in_flight' in d));
    assert.ok(!(await failedIds(S.userWebhook)).includes(d.id));

    await advance(env.url, 1);
    const retrying = await delivery(S.userWebhook, d.id);
    assert.equal(retrying.status, 'retrying');
    assert.equal(retrying.attempts.length, 1);
    assert.match(retrying.attempts[0]!.error_message!, /ENOTFOUND hooks\.example\.com/);

    await advance(env.url, 7);
    const failed = await delivery(S.userWebhook, d.id);
    assert.equal(failed.status, 'failed');
    assert.deepEqual(failed.attempts.map((a) => a.status), ['retrying', 'retrying', 'retrying', 'failed']);
    const times = failed.attempts.map((a) => Date.parse(a.timestamp) - Date.parse(d.event.time));
    assert.deepEqual(times, [1000, 2000, 4000, 8000], 'the service\'s backoff');
    for (const a of failed.attempts) assert.ok(a.duration > 0);
    assert.ok((await failedIds(S.userWebhook)).includes(d.id));
  });

  it('a test event to a working destination succeeds after the first attempt and never shows as failed', async () => {
    const res = await env.api('POST', `/event-streams/${S.orgEventBridge}/test`, { body: { event_type: 'organization.created', data: { object: { id: 'org_1' } } } });
    assert.equal(res.status, 202);
    assert.deepEqual(res.body.event.data, { object: { id: 'org_1' } });
    await advance(env.url, 10);
    const d = await delivery(S.orgEventBridge, res.body.id);
    assert.equal(d.status, 'succeeded');
    assert.deepEqual(d.attempts.map((a) => a.status), ['succeeded']);
    assert.ok(!('error_message' in d.attempts[0]!));
    assert.ok(!(await failedIds(S.orgEventBridge)).includes(d.id));
  });

  it('test events: 400 for an unknown event type, 404 for an unknown stream, update:event_streams needed', async () => {
    assertErrorShape(await env.api('POST', `/event-streams/${S.userWebhook}/test`, { body: { event_type: 'user.exploded' } }), 400, /No enum match/, 'invalid_body');
    assertErrorShape(await env.api('POST', `/event-streams/${S.userWebhook}/test`, { body: {} }), 400, /Missing required property: event_type/, 'invalid_body');
    assertErrorShape(await env.api('POST', '/event-streams/est_0000000000000000000000/test', { body: { event_type: 'user.created' } }), 404);
    const reader = client(env.url, await getToken(env.url, ADMIN, 'read:event_streams read:event_deliveries update:event_deliveries'));
    assertErrorShape(await reader('POST', `/event-streams/${S.userWebhook}/test`, { body: { event_type: 'user.created' } }),
      403, 'Insufficient scope, expected any of: update:event_streams', 'insufficient_scope');
  });

  it('a redelivered event leaves failed, then comes back failed when its endpoint still fails', async () => {
    const evt = E.userWebhook.failed[0];
    assert.equal((await env.api('POST', `/event-streams/${S.userWebhook}/redeliver/${evt}`)).status, 202);
    assert.equal((await delivery(S.userWebhook, evt)).status, 'pending');
    assert.ok(!(await failedIds(S.userWebhook)).includes(evt));
    await advance(env.url, 8);
    const d = await delivery(S.userWebhook, evt);
    assert.equal(d.status, 'failed');
    assert.equal(d.attempts.length, 8, 'the four earlier attempts stay in the history');
    assert.ok((await failedIds(S.userWebhook)).includes(evt));
  });

  it('a redelivered event to a working destination succeeds and stays out of failed', async () => {
    const evt = E.orgEventBridge.failed[1];
    assert.equal((await env.api('POST', `/event-streams/${S.orgEventBridge}/redeliver/${evt}`)).status, 202);
    await advance(env.url, 1);
    const d = await delivery(S.orgEventBridge, evt);
    assert.equal(d.status, 'succeeded');
    assert.equal(d.attempts.at(-1)!.status, 'succeeded');
    assert.ok(!(await failedIds(S.orgEventBridge)).includes(evt));
    assertErrorShape(await env.api('POST', `/event-streams/${S.orgEventBridge}/redeliver/${evt}`), 409, 'The event is not in a state that allows redelivery.');
  });

  it('bulk redelivery by date range (from inclusive, to exclusive) and event types', async () => {
    // user webhook failures happened at 2025-11-10T07:00, -11T07:01, -12T07:02, -13T07:03.
    const res = await env.api('POST', `/event-streams/${S.userWebhook}/redeliver`, {
      body: { date_from: '2025-11-11T07:01:00Z', date_to: '2025-11-13T07:03:00Z', statuses: ['failed'] },
    });
    assert.equal(res.status, 202);
    assert.deepEqual(await failedIds(S.userWebhook), [E.userWebhook.failed[0], E.userWebhook.failed[3]]);
    await env.api('POST', `/event-streams/${S.userWebhook}/redeliver`, { body: { event_types: ['user.created'] } });
    assert.deepEqual(await failedIds(S.userWebhook), [E.userWebhook.failed[3]]);
  });

  it('bulk redelivery refuses bad filters: sub-second or offset dates, from ≥ to, unknown event types', async () => {
    const bad = [
      { date_from: '2025-11-11T07:01:00.000Z' }, { date_from: '2025-11-11T07:01:00+01:00' }, { date_to: 'yesterday' }, { date_to: '2025-02-30T00:00:00Z' },
      { date_from: '2025-11-12T00:00:00Z', date_to: '2025-11-11T00:00:00Z' }, { event_types: ['user.exploded'] }, { statuses: ['failed', 'pending'] },
    ];
    for (const body of bad) assertErrorShape(await env.api('POST', `/event-streams/${S.userWebhook}/redeliver`, { body }), 400, undefined, 'invalid_body');
    assert.equal((await failedIds(S.userWebhook)).length, 4, 'nothing was redelivered');
    assertErrorShape(await env.api('POST', '/event-streams/est_0000000000000000000000/redeliver', { body: {} }), 404, 'The event stream does not exist.');
  });

  it('lists deliveries by statuses, event_types and date range; bad filters are 400 invalid_query_string', async () => {
    const list = async (q: string) => (await env.api('GET', `/event-streams/${S.userWebhook}/deliveries?${q}`)).body.deliveries.map((d: D) => d.id);
    assert.deepEqual(await list('event_types=user.updated'), [E.userWebhook.failed[1], E.userWebhook.failed[3]]);
    assert.deepEqual(await list('statuses=failed&event_types=user.created,user.deleted'), [E.userWebhook.failed[0], E.userWebhook.failed[2]]);
    assert.deepEqual(await list('date_from=2025-11-12T07:02:00Z&date_to=2025-11-20T10:00:00Z'), [E.userWebhook.failed[2], E.userWebhook.failed[3]]);
    assert.deepEqual(await list('date_from=2025-11-20T10:00:00Z'), [E.userWebhook.pending]);
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries?event_types=user.exploded`), 400, undefined, 'invalid_query_string');
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries?date_from=2025-11-12`), 400, undefined, 'invalid_query_string');
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries?date_from=2025-11-12T00:00:00Z&date_to=2025-11-12T00:00:00Z`), 400,
      /date_from must be earlier than date_to/, 'invalid_query_string');
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries?take=0`), 400, undefined, 'invalid_query_string');
  });

  it('reads one delivery with its attempts (time, status, duration, error) and the CloudEvent; 404 and 400 otherwise', async () => {
    const d = (await env.api('GET', `/event-streams/${S.userWebhook}/deliveries/${E.userWebhook.failed[1]}`)).body;
    assert.equal(d.id, E.userWebhook.failed[1]);
    assert.equal(d.attempts.length, 4);
    for (const a of d.attempts) {
      assert.ok(!Number.isNaN(Date.parse(a.timestamp)));
      assert.equal(typeof a.duration, 'number');
      assert.equal(typeof a.error_message, 'string');
    }
    assert.deepEqual(Object.keys(d.event).sort(), ['a0stream', 'a0tenant', 'data', 'id', 'source', 'specversion', 'time', 'type']);
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries/evt_0000000000000000000000`), 404, 'The event does not exist.');
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}/deliveries/evt_short`), 400, /format event-id/, 'invalid_uri');
    const streamsOnly = client(env.url, await getToken(env.url, ADMIN, 'read:event_streams'));
    assertErrorShape(await streamsOnly('GET', `/event-streams/${S.userWebhook}/deliveries/${E.userWebhook.failed[1]}`),
      403, 'Insufficient scope, expected any of: read:event_deliveries', 'insufficient_scope');
  });

  it('a reset drops deliveries in flight: nothing settles into the fresh state later', async () => {
    await env.api('POST', `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.failed[0]}`);
    await control(env.url, 'POST', '/reset');
    await advance(env.url, 10);
    const d = await delivery(S.userWebhook, E.userWebhook.failed[0]);
    assert.equal(d.attempts.length, 4);
    assert.equal(d.status, 'failed');
  });
});

describe('emulator: --delivery-delay', () => {
  it('sets the delivery delay in milliseconds and refuses a bad one', () => {
    assert.equal((parseCli(['--delivery-delay', '250']) as { deliveryDelayMs?: number }).deliveryDelayMs, 250);
    assert.equal((parseCli([]) as { deliveryDelayMs?: number }).deliveryDelayMs, undefined);
    for (const bad of ['-1', 'soon', '600001']) assert.throws(() => parseCli(['--delivery-delay', bad]), UsageError);
  });
});

describe('emulator: deliveries in flight survive a restart from the state file', () => {
  it('a redelivery requested before the restart settles after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emu-deliveries-'));
    const statePath = join(dir, 'state.json');
    try {
      const first = await start({ statePath, deliveryDelayMs: 50 });
      const api = client(first.url, await getToken(first.url));
      assert.equal((await api('POST', `/event-streams/${S.orgEventBridge}/redeliver/${E.orgEventBridge.failed[0]}`)).status, 202);
      await first.close();
      const second = await start({ statePath, deliveryDelayMs: 50 });
      try {
        await advance(second.url, 1);
        const again = client(second.url, await getToken(second.url));
        const d = (await again('GET', `/event-streams/${S.orgEventBridge}/deliveries/${E.orgEventBridge.failed[0]}`)).body as D;
        assert.equal(d.status, 'succeeded');
        assert.ok(!readFileSync(statePath, 'utf8').includes('"in_flight"'), 'settled and saved');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
