import assert from 'node:assert/strict';
import { RequestLimiter } from '../../../src/api/limiter';

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
