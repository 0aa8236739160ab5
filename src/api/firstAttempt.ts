/**
 * GET, with ky taking over only when it has something to decide.
 *
 * The first attempt of a GET goes straight to the transport (limiter, timeout, request events) with the tenant's
 * bearer token, and a 2xx answer is returned as it is. Any other outcome (an error status, a 401 or a 429, a
 * redirect, a network error, a timeout, an abort) is handed to the client's ky instance as the outcome of ky's
 * own first attempt: the beforeRequest hook replays it (hooks.ts), so ky's retry policy, the token refresh, the
 * 429 wait and the error mapping decide what happens next exactly as if ky had sent it, and ky sends every retry.
 *
 * Why: ky builds three Requests and three AbortControllers per call, each following the previous signal, and merges
 * its options; that was about half of the client's own cost per page when paging through thousands of items,
 * and nearly every GET succeeds at its first attempt.
 */
import type { KyInstance } from 'ky';
import type { TokenProvider } from '../auth/types';
import { isOnOrigin } from './domain';

/** What the first attempt of a GET came to, when it was not a 2xx answer; read by the beforeRequest hook. */
export interface FirstOutcome {
  /** The bearer token the attempt carried. */
  token: string;
  response?: Response;
  error?: unknown;
}

/** Key of the first attempt's outcome in ky's `context` option. */
export const FIRST_OUTCOME = Symbol('firstOutcome');

export interface FirstAttemptOptions {
  origin: string;
  apiBase: string;
  tokenProvider: TokenProvider;
  transport: typeof fetch;
  http: KyInstance;
}

/** `get(path)`: path (and query) relative to apiBase, like ky's input. */
export function createGet(opts: FirstAttemptOptions): (path: string, options?: { signal?: AbortSignal }) => Promise<Response> {
  const { origin, apiBase, tokenProvider, transport, http } = opts;
  const viaKy = (path: string, signal: AbortSignal | undefined, context?: Record<PropertyKey, unknown>): Promise<Response> =>
    http(path, { method: 'GET', ...(signal ? { signal } : {}), ...(context ? { context } : {}) });

  return async (path, options = {}) => {
    const { signal } = options;
    const url = apiBase + path;
    // Only the tenant's own URLs get the token; anything else is ky's (the hook sends it without Authorization).
    if (!isOnOrigin(url, origin)) return viaKy(path, signal);
    // A token that cannot be had fails the call as it would in ky's hook (ky never retries that).
    const { token } = await tokenProvider.getToken(signal ? { signal } : {});
    const outcome: FirstOutcome = { token };
    try {
      const response = await transport(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        // Never follow a redirect (client.ts): a 3xx goes to ky, which reports it.
        redirect: 'manual',
        ...(signal ? { signal } : {}),
      });
      if (response.ok) return response;
      outcome.response = response;
    } catch (error) {
      outcome.error = error;
    }
    return viaKy(path, signal, { [FIRST_OUTCOME]: outcome });
  };
}
