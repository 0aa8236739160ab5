/**
 * ky hooks of a tenant client:
 * - beforeRequest adds `Authorization: Bearer` only when the URL's origin is the tenant's (any other origin gets
 *   no Authorization header; redirects are not followed at all, see client.ts);
 * - afterResponse refreshes the token once per call on a 401 and retries, and retries a 429 after the wait the
 *   server asks for (see retryPolicy.ts);
 * - beforeError turns ky's HTTPError into ApiError.
 */
import ky, { type Hooks, type HTTPError, type KyRequest, type NormalizedOptions } from 'ky';
import type { TokenProvider } from '../auth/types';
import { parseErrorBody, parseMissingScopes } from './errorBody';
import { ApiError } from './httpErrors';
import { parseRateLimit, serverWaitMs } from './rateLimit';
import { rateLimitRetryDelay, type RetryPolicyOptions } from './retryPolicy';

export interface HookOptions {
  origin: string;
  tokenProvider: TokenProvider;
  attempts: WeakMap<Request, number>;
  retry: RetryPolicyOptions;
}

const TOKEN_REFRESHED = Symbol('tokenRefreshed');

/** Maps an error response to ApiError (reads its body). */
export async function toApiError(response: Response, request: Request): Promise<ApiError> {
  const url = new URL(request.url);
  let text = '';
  try {
    text = await response.text();
  } catch {
    // body unreadable (connection dropped): keep the status
  }
  const body = parseErrorBody(text);
  const { status, headers } = response;
  const missingScopes =
    status === 403 && (body.errorCode === undefined || body.errorCode === 'insufficient_scope') ? parseMissingScopes(body.message) : undefined;
  const rateLimit = parseRateLimit(headers);
  const retryAfterMs = status === 429 || status === 503 ? serverWaitMs(headers) : undefined;
  const location = status >= 300 && status < 400 ? headers.get('location') : null;
  return new ApiError({
    status,
    serverMessage: body.message ?? body.error ?? (response.statusText || `HTTP ${status}`),
    method: request.method,
    path: `${url.pathname}${url.search}`,
    ...(body.errorCode !== undefined ? { errorCode: body.errorCode } : {}),
    ...(missingScopes ? { missingScopes } : {}),
    ...(rateLimit ? { rateLimit } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    ...(location ? { location } : {}),
  });
}

export function createHooks(opts: HookOptions): Hooks {
  const { origin, tokenProvider, attempts, retry } = opts;

  async function onUnauthorized(request: KyRequest, options: NormalizedOptions, retryCount: number) {
    const context = options.context as Record<symbol, unknown>;
    if (context[TOKEN_REFRESHED] || tokenProvider.kind === 'access-token' || retryCount > retry.retryLimit) return undefined;
    if (new URL(request.url).origin !== origin) return undefined;
    context[TOKEN_REFRESHED] = true;
    const sent = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
    const current = tokenProvider.current()?.token;
    // Another call may already have replaced the rejected token: then just retry with the new one.
    if (!current || current === sent) await tokenProvider.getToken({ forceRefresh: true, signal: request.signal });
    return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
  }

  return {
    beforeRequest: [
      async (request, _options, { retryCount }) => {
        attempts.set(request, retryCount);
        if (new URL(request.url).origin !== origin) {
          request.headers.delete('authorization');
          return;
        }
        const token = await tokenProvider.getToken({ signal: request.signal });
        request.headers.set('authorization', `Bearer ${token.token}`);
      },
    ],
    afterResponse: [
      async (request, options, response, { retryCount }) => {
        if (response.status === 401) return onUnauthorized(request, options, retryCount);
        if (response.status === 429 && retryCount < retry.retryLimit) {
          return ky.retry({ delay: rateLimitRetryDelay(response.headers, retryCount + 1, retry), code: 'RATE_LIMITED' });
        }
        return undefined;
      },
    ],
    beforeError: [async (error) => (await toApiError(error.response, error.request)) as unknown as HTTPError],
  };
}
