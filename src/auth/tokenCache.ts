/**
 * Caching and single-flight around a token request: a token is reused until `expiresAt - margin`, concurrent
 * callers share one request, `forceRefresh` skips the cache (and joins a refresh already running).
 */
import { abortReason, raceAbort } from '../api/abort';
import type { AccessToken, GetTokenOptions, TokenProvider, TokenProviderKind } from '../api/tokenProvider';

export const DEFAULT_MARGIN_MS = 60_000;

export interface CachingProviderOptions {
  kind: TokenProviderKind;
  /** Performs one token request. It is shared by all waiting callers, so it gets no caller's signal. */
  fetchToken: () => Promise<AccessToken>;
  marginMs?: number;
  now?: () => number;
}

export function createCachingProvider(opts: CachingProviderOptions): TokenProvider {
  const now = opts.now ?? Date.now;
  const marginMs = opts.marginMs ?? DEFAULT_MARGIN_MS;
  let cached: AccessToken | undefined;
  let refreshAt = 0;
  let inflight: Promise<AccessToken> | undefined;
  let generation = 0;

  function refresh(): Promise<AccessToken> {
    const gen = generation;
    const startedAt = now();
    const request = opts.fetchToken().then((token) => {
      if (gen === generation) {
        cached = token;
        // A short-lived token must still be reused: never spend more than half its lifetime as margin.
        const lifetime = Math.max(0, token.expiresAt - startedAt);
        refreshAt = token.expiresAt - Math.min(marginMs, lifetime / 2);
      }
      return token;
    });
    inflight = request;
    const done = (): void => {
      if (inflight === request) inflight = undefined;
    };
    request.then(done, done);
    return request;
  }

  return {
    kind: opts.kind,
    getToken({ signal, forceRefresh }: GetTokenOptions = {}): Promise<AccessToken> {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (!forceRefresh && !inflight && cached && now() < refreshAt) return Promise.resolve(cached);
      return raceAbort(inflight ?? refresh(), signal);
    },
    current: () => cached,
    clear(): void {
      generation++;
      cached = undefined;
      inflight = undefined;
      refreshAt = 0;
    },
  };
}
