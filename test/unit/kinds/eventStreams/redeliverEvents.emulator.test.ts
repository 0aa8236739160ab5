import * as assert from 'node:assert/strict';
import { ApiError } from '../../../../src/api/errors';
import { redeliverEvents, REDELIVERY_WINDOW } from '../../../../src/kinds/eventStreams/redeliverEvents';
import { DEMO_EVENT_STREAM_IDS } from '../../../../src/emulator/seed/ids';
import { makeFailedDeliveries } from '../../../helpers/failedDeliveries';
import { harnessSuite } from '../../api/emulatorHarness';

const STREAM = DEMO_EVENT_STREAM_IDS.userWebhook;
const ROUTE = 'POST /api/v2/event-streams/:id/redeliver/:event_id';

describe('redeliverEvents (one request per event, paced by the client) against the emulator', function () {
  this.timeout(60_000);
  const h = harnessSuite();

  afterEach(async () => h.rateLimit({ rate: 1000, burst: 1000 }));

  async function failed(n: number): Promise<{ streamId: string; eventId: string }[]> {
    await h.rateLimit({ off: true });
    const ids = await makeFailedDeliveries(h.url, STREAM, n);
    return ids.map((eventId) => ({ streamId: STREAM, eventId }));
  }

  it('a free tenant (2/s, burst 2): every event sent once, no 429, at the pace of the bucket', async () => {
    const events = await failed(10);
    await h.rateLimit({ rate: 2, burst: 2 });
    const client = h.client();
    await client.tokenProvider.getToken(); // the token request shares the bucket: let it refill
    await new Promise((r) => setTimeout(r, 1100));
    h.emu.resetStats();
    const started = Date.now();
    const run = await redeliverEvents(client, events);
    const ms = Date.now() - started;
    assert.equal(h.emu.stats().rateLimited, 0, 'no 429');
    assert.equal(h.count(ROUTE), 10, 'one request per event, none retried');
    assert.deepEqual(run.outcomes.map((o) => o.event), events, 'the outcomes in the order given');
    assert.deepEqual(run.outcomes.filter((o) => o.error), []);
    assert.deepEqual(run.notSent, []);
    // The burst at once, then one every half second: it cannot be faster than that without 429s.
    assert.ok(ms >= ((10 - 2) / 2) * 1000 - 100, `took ${ms} ms`);
  });

  it('stop: the events already handed over finish, the rest are never sent', async () => {
    const events = await failed(8);
    const stop = new AbortController();
    const settled: number[] = [];
    const run = await redeliverEvents(h.client(), events, {
      stop: stop.signal,
      onSettled: (_o, n) => {
        settled.push(n);
        if (n === 3) stop.abort();
      },
    });
    const sent = 3 + (REDELIVERY_WINDOW - 1);
    assert.equal(h.count(ROUTE), sent, 'only the window in flight after the stop');
    assert.equal(run.outcomes.length, sent);
    assert.deepEqual(run.notSent, events.slice(sent));
    assert.deepEqual(settled, [1, 2, 3, 4]);
  });

  it('an event that is no longer failed is a 409 outcome; the others go on', async () => {
    const events = await failed(3);
    const client = h.client();
    await redeliverEvents(client, [events[1]]);
    const run = await redeliverEvents(client, events);
    const errors = run.outcomes.map((o) => (o.error instanceof ApiError ? o.error.status : o.error));
    assert.deepEqual(errors, [undefined, 409, undefined]);
  });
});
