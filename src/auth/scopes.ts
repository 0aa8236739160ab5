/** Scopes of a token: the space-separated `scope` of a token response, or the `scope`/`permissions` claims of a JWT. */
import { decodeJwt } from 'jose';

export function parseScopeString(scope: string | undefined | null): Set<string> {
  return new Set((scope ?? '').split(/\s+/).filter(Boolean));
}

/** Scopes from decoded JWT claims: `scope` (space-separated string) plus `permissions` (string array). */
export function scopesFromClaims(claims: Record<string, unknown>): Set<string> {
  const scopes = typeof claims['scope'] === 'string' ? parseScopeString(claims['scope']) : new Set<string>();
  const permissions = claims['permissions'];
  if (Array.isArray(permissions)) for (const p of permissions) if (typeof p === 'string' && p) scopes.add(p);
  return scopes;
}

/** Decodes (without verifying) a JWT's claims; undefined if it is not a JWT. */
export function tryDecodeJwt(token: string): Record<string, unknown> | undefined {
  try {
    return decodeJwt(token) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
