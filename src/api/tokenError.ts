/** The token endpoint's refusals, mapped to messages that say what to fix. Never includes the secret. */

export type CredentialKind = 'client-secret' | 'private-key';

export interface TokenRequestErrorInit {
  kind: CredentialKind;
  audience: string;
  status?: number;
  oauthError?: string;
  description?: string;
  retryAfterMs?: number;
}

/** The token endpoint refused to issue a token (OAuth error `{error, error_description}`). */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';
  readonly kind: CredentialKind;
  readonly audience: string;
  readonly status?: number;
  readonly oauthError?: string;
  readonly description?: string;
  readonly retryAfterMs?: number;

  constructor(init: TokenRequestErrorInit) {
    super(tokenErrorMessage(init));
    this.kind = init.kind;
    this.audience = init.audience;
    if (init.status !== undefined) this.status = init.status;
    if (init.oauthError !== undefined) this.oauthError = init.oauthError;
    if (init.description !== undefined) this.description = init.description;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }
}

function tokenErrorMessage({ kind, audience, status, oauthError, description, retryAfterMs }: TokenRequestErrorInit): string {
  const detail = description ? ` (${description})` : oauthError ? ` (${oauthError})` : '';
  if (status === 401 || oauthError === 'invalid_client') {
    return kind === 'private-key'
      ? `The tenant rejected the client assertion: check the client ID, and that the private key, key ID and algorithm match a credential registered for this client${detail}.`
      : `The tenant rejected the client credentials: wrong client ID or client secret${detail}.`;
  }
  if (status === 403 || oauthError === 'access_denied' || oauthError === 'unauthorized_client') {
    return `This client is not authorized for the Management API: create a client grant for ${audience}${detail}.`;
  }
  if (status === 429) {
    const wait = retryAfterMs !== undefined ? ` Retry after ${Math.ceil(retryAfterMs / 1000)} s.` : '';
    return `Too many token requests${detail}.${wait}`;
  }
  if (status !== undefined && status >= 500) return `The tenant's token endpoint failed with ${status}${detail}. Try again later.`;
  return `The token request failed${status !== undefined ? ` with ${status}` : ''}${detail}.`;
}
