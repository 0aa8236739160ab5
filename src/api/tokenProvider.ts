/** What the API client needs from any credential (src/auth implements it): a bearer token with its expiry and scopes. */

export interface AccessToken {
  token: string;
  /** ms since the epoch. */
  expiresAt: number;
  scopes: ReadonlySet<string>;
}

export type TokenProviderKind = 'client-secret' | 'private-key' | 'access-token';

export interface GetTokenOptions {
  signal?: AbortSignal;
  /** Ignore the cached token (used once after a 401). Joins a refresh that is already running. */
  forceRefresh?: boolean;
}

export interface TokenProvider {
  readonly kind: TokenProviderKind;
  getToken(opts?: GetTokenOptions): Promise<AccessToken>;
  /** The cached token, if any (it may be expired). */
  current(): AccessToken | undefined;
  /** Forgets the cached token. */
  clear(): void;
}
