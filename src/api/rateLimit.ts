/**
 * Rate-limit headers of the Management API: `X-RateLimit-Limit` (bucket size), `X-RateLimit-Remaining`,
 * `X-RateLimit-Reset` (UNIX epoch **seconds** when more requests are added) and `Retry-After` (seconds or HTTP date).
 */

export interface RateLimitState {
  limit?: number;
  remaining?: number;
  /** `X-RateLimit-Reset` converted to ms since the epoch. */
  resetAt?: number;
  /** When these headers were seen (ms since the epoch). */
  observedAt: number;
}

function num(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The rate-limit headers of a response, or undefined when it carries none. */
export function parseRateLimit(headers: Headers, now = Date.now()): RateLimitState | undefined {
  const limit = num(headers.get('x-ratelimit-limit'));
  const remaining = num(headers.get('x-ratelimit-remaining'));
  const reset = num(headers.get('x-ratelimit-reset'));
  if (limit === undefined && remaining === undefined && reset === undefined) return undefined;
  const state: RateLimitState = { observedAt: now };
  if (limit !== undefined) state.limit = limit;
  if (remaining !== undefined) state.remaining = remaining;
  if (reset !== undefined) state.resetAt = reset * 1000;
  return state;
}

/**
 * How long the server asks us to wait: `Retry-After` (delta seconds or HTTP date), else `X-RateLimit-Reset`
 * (epoch seconds). Undefined when neither header is usable. Never negative.
 */
export function serverWaitMs(headers: Headers, now = Date.now()): number | undefined {
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    const seconds = num(retryAfter);
    if (seconds !== undefined) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = num(headers.get('x-ratelimit-reset'));
  if (reset !== undefined && reset > 0) return Math.max(0, reset * 1000 - now);
  return undefined;
}
