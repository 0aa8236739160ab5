/**
 * A pasted access token. Its `exp` and `scope`/`permissions` claims are read with jose `decodeJwt` without
 * verification (only the tenant can verify it). It cannot be refreshed: once expired, the user pastes a new one.
 */
import { abortReason } from '../api/abort';
import { scopesFromClaims, tryDecodeJwt } from './scopes';
import type { AccessToken, TokenProvider } from '../api/tokenProvider';

export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
}

export interface AccessTokenProviderOptions {
  token: string;
  now?: () => number;
}

function expiredMessage(expiresAt: number): string {
  return `The pasted access token expired at ${new Date(expiresAt).toISOString()}; paste a new one.`;
}

/** @throws AccessTokenError if the text is not a JWT or is already expired. */
export function createAccessTokenProvider(opts: AccessTokenProviderOptions): TokenProvider {
  const now = opts.now ?? Date.now;
  const token = (opts.token ?? '').trim().replace(/^Bearer\s+/i, '');
  const claims = token ? tryDecodeJwt(token) : undefined;
  if (!claims) {
    throw new AccessTokenError('The pasted text is not an access token: expected a JWT (three base64url parts separated by dots).');
  }
  const exp = claims['exp'];
  const expiresAt = typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : Number.MAX_SAFE_INTEGER;
  if (expiresAt <= now()) throw new AccessTokenError(expiredMessage(expiresAt));
  let access: AccessToken | undefined = { token, expiresAt, scopes: scopesFromClaims(claims) };

  return {
    kind: 'access-token',
    getToken({ signal } = {}) {
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      if (!access) return Promise.reject(new AccessTokenError('The access token was removed; paste a new one.'));
      if (access.expiresAt <= now()) return Promise.reject(new AccessTokenError(expiredMessage(access.expiresAt)));
      return Promise.resolve(access);
    },
    current: () => access,
    clear(): void {
      access = undefined;
    },
  };
}
