import assert from 'node:assert/strict';
import { RequestLimiter } from '../../../src/api/limiter';
import { RefillRate } from '../../../src/api/refillRate';
import { listVerificationTemplates } from '../../../src/kinds/verificationTemplates/api';
import { createClock } from '../../../src/emulator/clock';
import { RateLimiter } from '../../../src/emulator/rateLimit';
import { startHarness } from './emulatorHarness';

const tick = () => new Promise((r) => setTimeout(r, 5));
const rl = (remaining: number, resetInMs: number, extra: Record<string, string> = {}) =>
  new Headers({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String((Date.now() + resetInMs) / 1000), ...extra });

function track(limiter: RequestLimiter, n: number, signal?: AbortSignal) {
  const started: number[] = [];
  const promises = Array.from({ length: n }, (_, i) => limiter.acquire(signal).then(() => started.push(i)));
  return { started, promises };
}

describe('api/limiter', () => {
  it('lets the first request probe alone, then bounds concurrency when the tenant sends no rate-limit headers', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 2 });
    const { started } = track(limiter, 5);
    await tick();
    assert.deepEqual(started, [0]);
    limiter.release(new Headers(), 200);
    await tick();
    assert.deepEqual(started, [0, 1, 2]);
    limiter.release(new Headers(), 200);
    await tick();
    assert.deepEqual(started, [0, 1, 2, 3]);
    assert.deepEqual(limiter.stats, { inFlight: 2, queued: 1 });
  });

  it('starts freely while the bucket has room and waits for X-RateLimit-Reset when it is empty', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 4 });
    const { started } = track(limiter, 4);
    await tick();
    assert.deepEqual(started, [0]);
    limiter.release(rl(2, 300), 200); // two more may go now
    await tick();
    assert.deepEqual(started, [0, 1, 2]);
    limiter.release(rl(0, 300), 200);
    limiter.release(rl(0, 300), 200);
    const t0 = Date.now();
    while (started.length < 4) await tick();
    assert.ok(Date.now() - t0 >= 250, `waited ${Date.now() - t0} ms`);
    assert.equal(limiter.rateLimit?.remaining, 0);
  });

  it('counts requests in flight against the reported remaining (conservative)', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 4 });
    const first = track(limiter, 1);
    await tick();
    limiter.release(rl(1, 500), 200);
    const { started } = track(limiter, 3);
    await tick();
    assert.equal(started.length, 1, 'only one token left');
    assert.equal(first.started.length, 1);
  });

  it('a 429 blocks every request until Retry-After', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 4 });
    await limiter.acquire();
    limiter.release(rl(5, 0, { 'retry-after': '0.3' }), 429);
    const t0 = Date.now();
    await limiter.acquire();
    assert.ok(Date.now() - t0 >= 250, `waited ${Date.now() - t0} ms`);
  });

  it('aborting a queued request rejects promptly and keeps the queue moving', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 1 });
    await limiter.acquire();
    const ctl = new AbortController();
    const queued = limiter.acquire(ctl.signal);
    const after = limiter.acquire();
    ctl.abort();
    await assert.rejects(queued, { name: 'AbortError' });
    assert.deepEqual(limiter.stats, { inFlight: 1, queued: 1 });
    limiter.release(new Headers(), 200);
    await after;
    const already = new AbortController();
    already.abort(new Error('gone'));
    await assert.rejects(limiter.acquire(already.signal), /gone/);
  });
});

describe('api/limiter: pacing at the refill rate', () => {
  /** A limiter that has learnt a 2/s refill from a 2-request bucket, its bucket now empty, reset `resetInMs` ahead. */
  async function learnt2PerSecond(resetInMs: number, status = 200) {
    let skew = 0; // lets the test pretend that time passed
    const now = () => Date.now() + skew;
    const headers = (remaining: number, resetAt: number, extra: Record<string, string> = {}) =>
      new Headers({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': String(remaining), 'x-ratelimit-reset': String(resetAt / 1000), ...extra });
    const limiter = new RequestLimiter({ maxConcurrency: 4, now });
    await limiter.acquire(); // a full bucket: 2 − 1 left
    limiter.release(headers(1, Math.ceil(now() / 1000) * 1000), 200);
    await limiter.acquire();
    limiter.release(headers(0, now() - 1000), 200); // (a reset already past: the test does not wait for it)
    skew += 1000; // a second later the bucket holds 2 again
    await limiter.acquire();
    limiter.release(headers(1, now()), 200); // two taken since the first, one left: 2 refilled in 1 s
    await limiter.acquire();
    // A 429 asks for a short Retry-After, so only the reset (not the block) can explain a longer wait.
    limiter.release(headers(0, now() + resetInMs, status === 429 ? { 'retry-after': '0.1' } : {}), status);
    return limiter;
  }

  it('starts the next request when one has refilled at the learnt rate (~500 ms at 2/s), not at the whole-second reset', async () => {
    const limiter = await learnt2PerSecond(1000); // empty, and the header says "in a second"
    const t0 = Date.now();
    await limiter.acquire();
    const waited = Date.now() - t0;
    assert.ok(waited >= 450 && waited < 800, `waited ${waited} ms for one request at 2/s`);
  });

  it('after a 429 the learnt rate is off: the next request waits for X-RateLimit-Reset again', async () => {
    const limiter = await learnt2PerSecond(1000, 429);
    const t0 = Date.now();
    await limiter.acquire();
    const waited = Date.now() - t0;
    assert.ok(waited >= 950, `waited ${waited} ms after a 429`);
  });

  it('without a learnt rate an empty bucket still waits for X-RateLimit-Reset (the rate is never guessed)', async () => {
    const limiter = new RequestLimiter({ maxConcurrency: 4 });
    await limiter.acquire();
    limiter.release(rl(0, 400), 200);
    const t0 = Date.now();
    await limiter.acquire();
    assert.ok(Date.now() - t0 >= 350, `waited ${Date.now() - t0} ms`);
  });

  for (const cfg of [{ rate: 2, burst: 2 }, { rate: 2, burst: 10 }, { rate: 16, burst: 50 }, { rate: 2.5, burst: 10 }]) {
    it(`the learnt rate stays below a ${cfg.rate}/s bucket of ${cfg.burst} and comes within 5 % of it`, () => {
      let t = Date.parse('2026-01-01T00:00:00.000Z');
      const bucket = new RateLimiter(createClock(() => t), cfg);
      const rate = new RefillRate();
      // Drained by requests it never saw, so its first response finds the bucket part-refilled (not full).
      for (let i = 0; i < cfg.burst; i++) bucket.take();
      t += 900 / cfg.rate;
      let seed = 7;
      const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
      for (let i = 0; i < 40 * cfg.rate; i++) {
        // A client a little ahead of the rate, and sometimes idle (the bucket overflows), 1–20 ms round trips.
        t += i % 25 === 24 ? 3000 : (random() * 1.6 * 1000) / cfg.rate;
        const started = t;
        t += 1 + random() * 9;
        const taken = bucket.take();
        t += 1 + random() * 9;
        if (!taken?.allowed) continue;
        rate.observe(Number(taken.headers['x-ratelimit-limit']), Number(taken.headers['x-ratelimit-remaining']), started, t);
        assert.ok(rate.perMs * 1000 <= cfg.rate, `learnt ${rate.perMs * 1000}/s above ${cfg.rate}/s`);
      }
      assert.ok(rate.perMs * 1000 >= cfg.rate * 0.95, `learnt only ${rate.perMs * 1000}/s of ${cfg.rate}/s`);
      rate.stop(); // a 429: never estimated again
      rate.observe(cfg.burst, cfg.burst - 1, t, t + 5);
      rate.observe(cfg.burst, cfg.burst - 1, t + 2000, t + 2005);
      assert.equal(rate.perMs, 0);
    });
  }

  for (const together of [1, 4]) {
    const how = together === 1 ? 'one after the other' : `${together} at a time`;
    it(`against the emulator at 2/s, burst 2: N requests ${how} take (N − 2) ÷ 2 s within 15 %, with no 429`, async function () {
      this.timeout(40_000);
      const h = await startHarness({ rateLimit: { rate: 2, burst: 2 } });
      try {
        const client = h.client({ maxConcurrency: together });
        await client.scopes(); // the token request takes one from the same bucket
        await new Promise((r) => setTimeout(r, 1100)); // full again
        await h.control('POST', '/stats/reset');
        const n = 16;
        const t0 = Date.now();
        const worker = async (count: number) => {
          for (let i = 0; i < count; i++) await listVerificationTemplates(client, { take: 5 });
        };
        await Promise.all(Array.from({ length: together }, () => worker(n / together)));
        const ms = Date.now() - t0;
        const limit = ((n - 2) / 2) * 1000;
        const stats = (await h.control('GET', '/stats')) as { requests: number; rateLimited: number };
        assert.deepEqual({ requests: stats.requests, rateLimited: stats.rateLimited }, { requests: n, rateLimited: 0 });
        assert.ok(ms <= limit * 1.15, `${n} requests took ${ms} ms: ${(ms / limit).toFixed(3)} × the limit ${limit} ms`);
        assert.ok(ms >= limit * 0.95, `${n} requests in ${ms} ms beat the bucket (limit ${limit} ms)`);
      } finally {
        await h.emu.close();
      }
    });
  }
});
