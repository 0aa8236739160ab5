/**
 * The retry policy, expressed as ky's own `retry` option (ky runs the loop, waits with the caller's signal and
 * calls the hooks):
 *
 * - 408 / 500 / 502 / 503 / 504 and network errors: retried with exponential backoff (500 ms · 2ⁿ, ±20 % jitter,
 *   capped by maxRetryWaitMs) for idempotent methods only (GET, HEAD, PUT, DELETE, OPTIONS).
 * - POST / PATCH are never retried on those: the server may have applied the change before the failure.
 * - 429 is retried for every method, POST included, because a 429 means the request was not processed.
 *   That is done by the response gate in hooks.ts (`rateLimitRetryDelay`), which waits per `Retry-After`, else
 *   `X-RateLimit-Reset`, else backoff, capped by maxRetryWaitMs, plus 0–20 % jitter.
 * - Timeouts are not retried (the user already waited timeoutMs) and aborts never are.
 * - ky's limit is retryLimit + 1: the extra attempt is reserved for the single token refresh after a 401.
 */
import type { RetryOptions } from 'ky';
import { isAbortError, NetworkError, ApiError } from './httpErrors';
import { serverWaitMs } from './rateLimit';

export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
export const RETRY_STATUS_CODES: ReadonlySet<number> = new Set([408, 500, 502, 503, 504]);
const BASE_DELAY_MS = 500;

export interface RetryPolicyOptions {
  retryLimit: number;
  maxRetryWaitMs: number;
  random?: () => number;
}

export function backoffMs(attempt: number, maxWaitMs: number, random = Math.random): number {
  const base = BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(maxWaitMs, base * (0.8 + random() * 0.4));
}

/** How long to wait before retrying a 429: the server's word (never less), plus jitter, capped. */
export function rateLimitRetryDelay(headers: Headers, attempt: number, opts: RetryPolicyOptions, now = Date.now()): number {
  const random = opts.random ?? Math.random;
  const server = serverWaitMs(headers, now);
  if (server === undefined) return backoffMs(attempt, opts.maxRetryWaitMs, random);
  // X-RateLimit-Reset has 1 s resolution: add a little so the bucket has really refilled.
  const padded = Math.max(server, 50) * (1 + random() * 0.2) + 25;
  return Math.min(opts.maxRetryWaitMs, padded);
}

/** Whether an attempt that failed with `error` should be retried (429 and 401 are handled by the response gate in hooks.ts). */
export function shouldRetryError(error: unknown, retryCount: number, retryLimit: number): boolean {
  if (retryCount > retryLimit || isAbortError(error)) return false;
  if (error instanceof ApiError) return RETRY_STATUS_CODES.has(error.status) && IDEMPOTENT_METHODS.has(error.method);
  if (error instanceof NetworkError) return error.method !== undefined && IDEMPOTENT_METHODS.has(error.method);
  return false;
}

export function createRetryOptions(opts: RetryPolicyOptions): RetryOptions {
  return {
    limit: opts.retryLimit + 1,
    // Every method reaches shouldRetry, which applies the idempotency rule itself.
    methods: ['get', 'head', 'put', 'delete', 'options', 'post', 'patch'],
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [],
    backoffLimit: opts.maxRetryWaitMs,
    delay: (attempt) => BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1),
    jitter: (delay) => delay * (0.8 + (opts.random ?? Math.random)() * 0.4),
    retryOnTimeout: false,
    shouldRetry: ({ error, retryCount }) => shouldRetryError(error, retryCount, opts.retryLimit),
  };
}
