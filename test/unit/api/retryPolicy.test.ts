import assert from 'node:assert/strict';
import { ApiError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { parseRateLimit, serverWaitMs } from '../../../src/api/rateLimit';
import { backoffMs, rateLimitRetryDelay, shouldRetryError } from '../../../src/api/retryPolicy';

const err = (status: number, method: string) => new ApiError({ status, serverMessage: 'x', method, path: '/api/v2/x' });
const net = (method: string) => new NetworkError({ origin: 'https://t', method, code: 'ECONNRESET' });

describe('api/retryPolicy', () => {
  it('retries 408/5xx and network errors for idempotent methods only', () => {
    for (const m of ['GET', 'PUT', 'DELETE', 'HEAD']) {
      for (const s of [408, 500, 502, 503, 504]) assert.equal(shouldRetryError(err(s, m), 1, 3), true, `${m} ${s}`);
      assert.equal(shouldRetryError(net(m), 1, 3), true, `${m} network`);
    }
    for (const m of ['POST', 'PATCH']) {
      assert.equal(shouldRetryError(err(503, m), 1, 3), false, `${m} 503`);
      assert.equal(shouldRetryError(net(m), 1, 3), false, `${m} network`);
    }
  });
  it('never retries 4xx (429 and 401 are handled in afterResponse), timeouts, aborts, or past the limit', () => {
    for (const s of [400, 401, 403, 404, 409, 429]) assert.equal(shouldRetryError(err(s, 'GET'), 1, 3), false, String(s));
    assert.equal(shouldRetryError(new TimeoutError({ origin: 'o', timeoutMs: 1 }), 1, 3), false);
    assert.equal(shouldRetryError(new DOMException('x', 'AbortError'), 1, 3), false);
    assert.equal(shouldRetryError(err(503, 'GET'), 4, 3), false);
    assert.equal(shouldRetryError(new Error('other'), 1, 3), false);
  });
  it('backoff grows exponentially with ±20 % jitter and is capped', () => {
    assert.equal(backoffMs(1, 60_000, () => 0.5), 500);
    assert.equal(backoffMs(3, 60_000, () => 0.5), 2000);
    assert.equal(backoffMs(1, 60_000, () => 0), 400);
    assert.ok(Math.abs(backoffMs(1, 60_000, () => 1) - 600) < 1e-6);
    assert.equal(backoffMs(20, 5000, () => 0.5), 5000);
  });
  it('429 waits per Retry-After, else X-RateLimit-Reset, never less, capped by maxRetryWaitMs', () => {
    const now = 1_700_000_000_000;
    const opts = { retryLimit: 3, maxRetryWaitMs: 60_000, random: () => 0 };
    assert.equal(rateLimitRetryDelay(new Headers({ 'retry-after': '2' }), 1, opts, now), 2025);
    assert.equal(rateLimitRetryDelay(new Headers({ 'x-ratelimit-reset': String(now / 1000 + 3) }), 1, opts, now), 3025);
    const jittered = rateLimitRetryDelay(new Headers({ 'retry-after': '2' }), 1, { ...opts, random: () => 1 }, now);
    assert.equal(jittered, 2000 * 1.2 + 25);
    assert.equal(rateLimitRetryDelay(new Headers({ 'retry-after': '600' }), 1, opts, now), 60_000);
    assert.equal(rateLimitRetryDelay(new Headers(), 2, { ...opts, random: () => 0.5 }, now), 1000);
  });
  it('parses rate-limit headers and Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const state = parseRateLimit(new Headers({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 1) }), now);
    assert.deepEqual(state, { limit: 2, remaining: 0, resetAt: now + 1000, observedAt: now });
    assert.equal(parseRateLimit(new Headers(), now), undefined);
    assert.equal(serverWaitMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now), 5000);
    assert.equal(serverWaitMs(new Headers({ 'x-ratelimit-reset': String(now / 1000 - 5) }), now), 0);
    assert.equal(serverWaitMs(new Headers(), now), undefined);
  });
});
