/**
 * The API client of one tenant: a ky instance (prefixUrl `https://{domain}/api/v2/`) with the auth hook, the
 * retry policy, error mapping, a per-client limiter and a per-attempt timeout. Every request, GET included, goes
 * through it. Resource modules take it as their first argument. No `vscode` import.
 */
import ky, { type KyInstance } from 'ky';
import { normalizeDomain } from './domain';
import { createHooks, createResponseGate, type Attempt } from './hooks';
import { RequestLimiter } from './limiter';
import type { RateLimitState } from './rateLimit';
import { createRetryOptions } from './retryPolicy';
import type { TokenProvider } from './tokenProvider';
import { createTransport, type RequestEvent } from './transport';

export type { RequestEvent } from './transport';
export type { RateLimitState } from './rateLimit';

export interface ApiClientOptions {
  domain: string;
  tokenProvider: TokenProvider;
  /** Requests in flight at once (default 4). */
  maxConcurrency?: number;
  /** Per attempt, from the moment the request leaves the limiter (default 30 000). */
  timeoutMs?: number;
  /** Automatic retries (default 3); one more attempt is reserved for the token refresh after a 401. */
  retryLimit?: number;
  /** Cap of any single retry wait (default 60 000). */
  maxRetryWaitMs?: number;
  onRequest?: (e: RequestEvent) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  readonly origin: string;
  readonly apiBase: string;
  /** ky instance; paths are relative to `apiBase` (no leading slash). */
  readonly http: KyInstance;
  readonly tokenProvider: TokenProvider;
  /** Scopes of the current token (fetches one if needed). */
  scopes(signal?: AbortSignal): Promise<ReadonlySet<string>>;
  /** The last rate-limit headers seen from the tenant. */
  readonly rateLimit: RateLimitState | undefined;
}

export const CLIENT_DEFAULTS = { maxConcurrency: 4, timeoutMs: 30_000, retryLimit: 3, maxRetryWaitMs: 60_000 } as const;

export function createApiClient(opts: ApiClientOptions): ApiClient {
  const { origin, apiBase } = normalizeDomain(opts.domain);
  const retry = {
    retryLimit: Math.max(0, opts.retryLimit ?? CLIENT_DEFAULTS.retryLimit),
    maxRetryWaitMs: opts.maxRetryWaitMs ?? CLIENT_DEFAULTS.maxRetryWaitMs,
  };
  const limiter = new RequestLimiter({ maxConcurrency: opts.maxConcurrency ?? CLIENT_DEFAULTS.maxConcurrency });
  const attempts = new WeakMap<Request, Attempt>();
  const hookOptions = { origin, tokenProvider: opts.tokenProvider, attempts, retry };
  const gate = createResponseGate(hookOptions);
  const transport = createTransport({
    origin,
    limiter,
    attempts,
    timeoutMs: opts.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs,
    baseFetch: opts.fetch ?? globalThis.fetch,
    ...(opts.onRequest ? { onRequest: opts.onRequest } : {}),
    onResponse: gate,
  });
  const http = ky.create({
    prefixUrl: apiBase,
    // Never follow a redirect: it could carry the Authorization header (or a replayed body) to another origin.
    redirect: 'manual',
    timeout: false, // the transport times each attempt, excluding the time queued in the limiter
    retry: createRetryOptions(retry),
    hooks: createHooks(hookOptions),
    fetch: transport,
  });
  const { tokenProvider } = opts;

  return {
    origin,
    apiBase,
    http,
    tokenProvider,
    async scopes(signal?: AbortSignal) {
      return (await tokenProvider.getToken(signal ? { signal } : {})).scopes;
    },
    get rateLimit() {
      return limiter.rateLimit;
    },
  };
}
