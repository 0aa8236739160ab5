/** Following a test delivery until it settles, against the emulator (its clock moves instead of the test sleeping). */
import assert from 'node:assert/strict';
import { sendTestEvent, type Delivery } from '../../../../src/kinds/eventStreams/api';
import { followDelivery, isSettled } from '../../../../src/kinds/eventStreams/followDelivery';
import { DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { harnessSuite } from '../../api/emulatorHarness';

const READ = 'GET /api/v2/event-streams/:id/deliveries/:event_id';

describe('followDelivery (Send Test Event…)', () => {
  const h = harnessSuite({ deliveryDelayMs: 1000 });
  const advance = (seconds: number) => h.control('POST', '/clock', { advanceSeconds: seconds });
  const reads = () => h.count(READ);

  it('reads a failing webhook delivery until it failed, then stops reading', async () => {
    const client = h.client();
    const sent = await sendTestEvent(client, S.userWebhook, { event_type: 'user.created' });
    assert.equal(sent.status, 'pending');
    const seen: string[] = [];
    const before = reads();
    const followed = await followDelivery(client, S.userWebhook, sent, {
      intervalsMs: [10],
      timeoutMs: 10_000,
      onRead: (d) => {
        seen.push(String(d.status));
        // After a first read that is still pending, every retry of the destination happens at once.
        if (seen.length === 1) void advance(10);
      },
    });
    assert.equal(followed.settled, true);
    assert.equal(followed.delivery.status, 'failed');
    assert.equal(followed.delivery.attempts?.length, 4);
    assert.match(String(followed.delivery.attempts?.at(-1)?.error_message), /ENOTFOUND hooks\.example\.com/);
    assert.equal(seen.at(-1), 'failed');
    assert.equal(reads() - before, seen.length, 'no read after it settled');
  });

  it('reports a delivery that succeeded with its attempt\'s duration', async () => {
    const client = h.client();
    const sent = await sendTestEvent(client, S.orgEventBridge, { event_type: 'organization.created' });
    await advance(2);
    const followed = await followDelivery(client, S.orgEventBridge, sent, { intervalsMs: [10] });
    assert.equal(followed.settled, true);
    assert.equal(followed.delivery.status, 'succeeded');
    assert.equal(typeof followed.delivery.attempts?.[0]?.duration, 'number');
  });

  it('gives up when the time runs out, answering the last status read', async () => {
    const client = h.client();
    const sent = await sendTestEvent(client, S.userWebhook, { event_type: 'user.updated' });
    const before = reads();
    const started = Date.now();
    const followed = await followDelivery(client, S.userWebhook, sent, { intervalsMs: [20], timeoutMs: 150 });
    assert.equal(followed.settled, false);
    assert.equal(followed.delivery.status, 'pending');
    assert.ok(reads() - before >= 2, 'it read while it waited');
    assert.ok(Date.now() - started < 1000, 'it stopped at the deadline');
  });

  it('stops at once when the user cancels, without an error', async () => {
    const client = h.client();
    const sent = await sendTestEvent(client, S.userWebhook, { event_type: 'user.deleted' });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 30);
    const started = Date.now();
    const followed = await followDelivery(client, S.userWebhook, sent, { signal: abort.signal, intervalsMs: [5000] });
    assert.equal(followed.settled, false);
    assert.ok(Date.now() - started < 1000, 'the wait ended with the cancel');
  });

  it('does not read a delivery that is already settled', async () => {
    const done = { id: 'evt_0000000000000000000001', status: 'succeeded', attempts: [] } as Delivery;
    assert.equal(isSettled(done), true);
    const before = reads();
    const followed = await followDelivery(h.client(), S.userWebhook, done);
    assert.deepEqual(followed, { delivery: done, settled: true });
    assert.equal(reads(), before);
  });
});
