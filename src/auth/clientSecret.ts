/** Client credentials with a client secret. The secret lives only in this closure; it is never logged or shown. */
import { normalizeDomain } from '../api/domain';
import { createCachingProvider } from './tokenCache';
import type { RequestEvent } from '../api/transport';
import { requestToken } from './tokenEndpoint';
import { requireText } from './validate';
import type { TokenProvider } from '../api/tokenProvider';

export interface ClientSecretProviderOptions {
  domain: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to request instead of all granted ones (narrows the token). */
  scope?: string;
  /** Refresh this long before expiry (default 60 s; at most half the token lifetime). */
  marginMs?: number;
  fetch?: typeof fetch;
  /** Told of each token request (method, path, status, duration, request id; never a secret). */
  onRequest?: ((e: RequestEvent) => void) | undefined;
  timeoutMs?: number;
}

export function createClientSecretProvider(opts: ClientSecretProviderOptions): TokenProvider {
  const { audience, tokenUrl } = normalizeDomain(opts.domain);
  const clientId = requireText(opts.clientId, 'client ID');
  const clientSecret = requireText(opts.clientSecret, 'client secret');
  const form: Record<string, string> = {
    grant_type: 'client_credentials',
    client_id: clientId,
    client_secret: clientSecret,
    audience,
  };
  if (opts.scope) form['scope'] = opts.scope;
  return createCachingProvider({
    kind: 'client-secret',
    ...(opts.marginMs !== undefined ? { marginMs: opts.marginMs } : {}),
    fetchToken: () =>
      requestToken(form, {
        kind: 'client-secret',
        tokenUrl,
        audience,
        secrets: [clientSecret],
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
        onRequest: opts.onRequest,
        ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      }),
  });
}
