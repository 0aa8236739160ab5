/**
 * ky hooks of a tenant client:
 * - beforeRequest adds `Authorization: Bearer` only when the URL's origin is the tenant's (any other origin gets
 *   no Authorization header; redirects are not followed at all, see client.ts);
 * - beforeError turns ky's HTTPError into ApiError;
 * - and, in place of an afterResponse hook, the transport calls `createResponseGate`'s function with every
 *   response: it refreshes the token once per call on a 401 and retries, and retries a 429 after the wait the
 *   server asks for (see retryPolicy.ts), by throwing ky's ForceRetryError — what `ky.retry()` returned from an
 *   afterResponse hook does, without ky cloning every response (and teeing its body) for the hook.
 */
import { ForceRetryError, type Hooks, type HTTPError } from 'ky';
import { isOnOrigin, pathAndQuery } from './domain';
import { parseErrorBody, parseMissingScopes } from './errorBody';
import { ApiError } from './httpErrors';
import { parseRateLimit, serverWaitMs } from './rateLimit';
import { rateLimitRetryDelay, type RetryPolicyOptions } from './retryPolicy';
import type { TokenProvider } from './tokenProvider';
import { bodyDone, readBody } from './transport';

/** One attempt of a call, recorded by beforeRequest for the transport: its retry number and the call's ky context. */
export interface Attempt {
  retryCount: number;
  context: Record<PropertyKey, unknown>;
}

export interface HookOptions {
  origin: string;
  tokenProvider: TokenProvider;
  attempts: WeakMap<Request, Attempt>;
  retry: RetryPolicyOptions;
}

const TOKEN_REFRESHED = Symbol('tokenRefreshed');

/** Maps an error response to ApiError (reads its body). */
export async function toApiError(response: Response, request: Request): Promise<ApiError> {
  let text = '';
  try {
    text = await readBody(response);
  } catch {
    // body unreadable (connection dropped): keep the status
  }
  const body = parseErrorBody(text);
  const { status, headers } = response;
  // errorCode first (research: "Use errorCode when it is present"); without one, a 403 message may still name scopes.
  const scopeError = body.errorCode === undefined ? status === 403 : body.errorCode === 'insufficient_scope';
  const missingScopes = scopeError ? parseMissingScopes(body.message) : undefined;
  const rateLimit = parseRateLimit(headers);
  const retryAfterMs = status === 429 || status === 503 ? serverWaitMs(headers) : undefined;
  const location = status >= 300 && status < 400 ? headers.get('location') : null;
  return new ApiError({
    status,
    serverMessage: body.message ?? body.error ?? (response.statusText || `HTTP ${status}`),
    method: request.method,
    path: pathAndQuery(request.url),
    ...(body.errorCode !== undefined ? { errorCode: body.errorCode } : {}),
    ...(missingScopes ? { missingScopes } : {}),
    ...(rateLimit ? { rateLimit } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    ...(location ? { location } : {}),
  });
}

/**
 * Called by the transport with every response of a call made through ky: throws ky's ForceRetryError when the
 * call is to be retried (401: once per call, after a token refresh; 429: after the server's wait), else returns.
 */
export type ResponseGate = (request: Request, response: Response) => Promise<void>;

export function createResponseGate(opts: HookOptions): ResponseGate {
  const { origin, tokenProvider, attempts, retry } = opts;

  async function unauthorized(request: Request, attempt: Attempt): Promise<boolean> {
    const { context, retryCount } = attempt;
    if (context[TOKEN_REFRESHED] || tokenProvider.kind === 'access-token' || retryCount > retry.retryLimit) return false;
    if (!isOnOrigin(request.url, origin)) return false;
    context[TOKEN_REFRESHED] = true;
    const sent = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const current = tokenProvider.current()?.token;
    // Another call may already have replaced the rejected token: then just retry with the new one.
    if (!current || current === sent) await tokenProvider.getToken({ forceRefresh: true, signal: request.signal });
    return true;
  }

  return async (request, response) => {
    if (response.status !== 401 && response.status !== 429) return;
    const attempt = attempts.get(request);
    if (!attempt) return;
    let retryWith: { delay: number; code: string } | undefined;
    if (response.status === 401) {
      if (await unauthorized(request, attempt)) retryWith = { delay: 0, code: 'TOKEN_REFRESHED' };
    } else if (attempt.retryCount < retry.retryLimit) {
      retryWith = { delay: rateLimitRetryDelay(response.headers, attempt.retryCount + 1, retry), code: 'RATE_LIMITED' };
    }
    if (!retryWith) return;
    void response.body?.cancel().catch(() => {});
    bodyDone(response);
    throw new ForceRetryError(retryWith);
  };
}

export function createHooks(opts: HookOptions): Hooks {
  const { origin, tokenProvider, attempts } = opts;

  return {
    beforeRequest: [
      async (request, options, { retryCount }) => {
        const context = options.context as Record<PropertyKey, unknown>;
        attempts.set(request, { retryCount, context });
        if (!isOnOrigin(request.url, origin)) {
          request.headers.delete('authorization');
          return;
        }
        const token = await tokenProvider.getToken({ signal: request.signal });
        request.headers.set('authorization', `Bearer ${token.token}`);
      },
    ],
    beforeError: [async (error) => (await toApiError(error.response, error.request)) as unknown as HTTPError],
  };
}
