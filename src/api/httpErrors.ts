/**
 * Errors of an HTTP exchange with the tenant: an error status, no connection, no answer in time.
 * No message contains a token: requests are described by method and path only, server texts pass through `redact`.
 */
import type { RateLimitState } from './rateLimit';
import { redact } from '../util/redact';

export interface ApiErrorInit {
  status: number;
  errorCode?: string;
  serverMessage: string;
  method: string;
  /** Path and query below the origin, e.g. `/api/v2/connections?take=50`. */
  path: string;
  missingScopes?: string[];
  rateLimit?: RateLimitState;
  retryAfterMs?: number;
  /** For 3xx answers: the Location header (never followed). */
  location?: string;
}

/** The tenant answered with a non-2xx status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorCode?: string;
  readonly serverMessage: string;
  readonly method: string;
  readonly path: string;
  readonly missingScopes?: string[];
  readonly rateLimit?: RateLimitState;
  readonly retryAfterMs?: number;
  readonly location?: string;
  /**
   * What a 409 means for the call that got it, in the words of its kind (set by `send` from the call's `conflict`
   * option, e.g. "A token exchange profile with this subject_token_type already exists: …"); toUserMessage says it.
   */
  conflictHint?: string;

  constructor(init: ApiErrorInit) {
    const serverMessage = redact(init.serverMessage);
    super(`${init.method} ${init.path} failed with ${init.status}: ${serverMessage}`);
    this.status = init.status;
    this.serverMessage = serverMessage;
    this.method = init.method;
    this.path = init.path;
    if (init.errorCode !== undefined) this.errorCode = init.errorCode;
    if (init.missingScopes !== undefined) this.missingScopes = init.missingScopes;
    if (init.rateLimit !== undefined) this.rateLimit = init.rateLimit;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.location !== undefined) this.location = init.location;
  }
}

export interface RequestContext {
  origin: string;
  method?: string;
  path?: string;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed unexpectedly',
  EPIPE: 'connection closed unexpectedly',
  ENOTFOUND: 'host name not found (DNS)',
  EAI_AGAIN: 'host name lookup failed (DNS)',
  ETIMEDOUT: 'connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/** The tenant could not be reached: connection refused or reset, DNS failure, TLS failure. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  readonly origin: string;
  readonly code?: string;
  readonly method?: string;
  readonly path?: string;
  readonly reason: string;

  constructor(ctx: RequestContext & { code?: string; reason?: string }) {
    const reason = ctx.reason ?? (ctx.code && NETWORK_REASONS[ctx.code]) ?? ctx.code ?? 'network error';
    super(`Cannot reach ${ctx.origin}: ${reason}`);
    this.origin = ctx.origin;
    this.reason = reason;
    if (ctx.code !== undefined) this.code = ctx.code;
    if (ctx.method !== undefined) this.method = ctx.method;
    if (ctx.path !== undefined) this.path = ctx.path;
  }

  /** Wraps whatever fetch threw (undici puts the system error code on `cause`). */
  static from(err: unknown, ctx: RequestContext): NetworkError {
    if (err instanceof NetworkError) return err;
    const code = findCode(err);
    const tls = code && /CERT|SSL|TLS/.test(code) ? `TLS certificate problem (${code})` : undefined;
    const cause = (err as { cause?: { message?: unknown } } | undefined)?.cause?.message;
    const reason = tls ?? (code ? undefined : typeof cause === 'string' && cause ? cause : undefined);
    return new NetworkError({ ...ctx, ...(code ? { code } : {}), ...(reason ? { reason } : {}) });
  }
}

function findCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** No answer within `timeoutMs`. */
export class TimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  readonly origin: string;
  readonly timeoutMs: number;
  readonly method?: string;
  readonly path?: string;

  constructor(ctx: RequestContext & { timeoutMs: number }) {
    const what = ctx.method && ctx.path ? ` (${ctx.method} ${ctx.path})` : '';
    super(`${ctx.origin} did not answer within ${Math.round(ctx.timeoutMs / 100) / 10} s${what}`);
    this.origin = ctx.origin;
    this.timeoutMs = ctx.timeoutMs;
    if (ctx.method !== undefined) this.method = ctx.method;
    if (ctx.path !== undefined) this.path = ctx.path;
  }
}

/**
 * What a `fetch` bounded by `AbortSignal.timeout(timeoutMs)` threw, as the client's errors: TimeoutError when the
 * timeout fired, NetworkError otherwise.
 */
export function fetchFailure(err: unknown, ctx: RequestContext, timeoutMs: number): NetworkError | TimeoutError {
  return (err as { name?: unknown } | undefined)?.name === 'TimeoutError' ? new TimeoutError({ ...ctx, timeoutMs }) : NetworkError.from(err, ctx);
}

/** True for a cancellation by an AbortSignal (DOMException AbortError, or the reason given to `abort()`). */
export function isAbortError(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    ((err as { name?: unknown }).name === 'AbortError' || (err as { code?: unknown }).code === 'ABORT_ERR')
  );
}
