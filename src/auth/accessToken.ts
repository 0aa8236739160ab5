/**
 * A pasted access token. Its `exp`, `aud` and `scope`/`permissions` claims are read with jose `decodeJwt` without
 * verification (only the tenant can verify it). It cannot be refreshed: once expired, the user pastes a new one.
 * A token for another API (its `aud` is not the tenant's `https://<domain>/api/v2/`) is refused: it would be sent
 * to the tenant as if it were the tenant's, and could be one of another tenant or service.
 */
import { abortReason } from '../api/abort';
import { normalizeDomain } from '../api/domain';
import { scopesFromClaims, tryDecodeJwt } from './scopes';
import type { AccessToken, TokenProvider } from '../api/tokenProvider';

export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
}

export interface AccessTokenProviderOptions {
  token: string;
  /** The tenant's domain: the token's `aud` must be its Management API (`https://<domain>/api/v2/`). */
  domain: string;
  now?: () => number;
}

function expiredMessage(expiresAt: number): string {
  return `The pasted access token expired at ${new Date(expiresAt).toISOString()}; paste a new one.`;
}

const withoutSlash = (url: string): string => url.replace(/\/+$/, '');

/** The refusal of a token whose audience is not `audience`, or undefined when `aud` names it. */
function audienceProblem(aud: unknown, audience: string): string | undefined {
  const audiences = (Array.isArray(aud) ? aud : [aud]).filter((a): a is string => typeof a === 'string');
  if (audiences.some((a) => withoutSlash(a) === withoutSlash(audience))) return undefined;
  const its = audiences.length === 0 ? 'it names no audience' : `its audience is ${audiences.map((a) => JSON.stringify(a.slice(0, 100))).join(', ')}`;
  return `The pasted access token is not for this tenant's Management API (${its}): paste a token whose audience is ${audience}.`;
}

/** @throws AccessTokenError if the text is not a JWT, is for another API, or is already expired. */
export function createAccessTokenProvider(opts: AccessTokenProviderOptions): TokenProvider {
  const now = opts.now ?? Date.now;
  const token = (opts.token ?? '').trim().replace(/^Bearer\s+/i, '');
  const claims = token ? tryDecodeJwt(token) : undefined;
  if (!claims) {
    throw new AccessTokenError('The pasted text is not an access token: expected a JWT (three base64url parts separated by dots).');
  }
  const wrongAudience = audienceProblem(claims['aud'], normalizeDomain(opts.domain).audience);
  if (wrongAudience) throw new AccessTokenError(wrongAudience);
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
