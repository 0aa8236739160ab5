/**
 * Token providers: client secret, private-key JWT assertion, pasted access token. No `vscode` import.
 *
 * Dependency direction: src/auth → src/api, never the reverse. The TokenProvider interface these implement, and
 * the abort helpers, domain normalisation and error classes they use, live in src/api (tokenProvider.ts, abort.ts,
 * domain.ts, errors.ts); src/api imports nothing from here. test/unit/api/layering.test.ts checks it.
 */
export type { AccessToken, GetTokenOptions, TokenProvider, TokenProviderKind } from '../api/tokenProvider';
export { createClientSecretProvider, type ClientSecretProviderOptions } from './clientSecret';
export {
  createPrivateKeyProvider,
  signClientAssertion,
  CLIENT_ASSERTION_TYPE,
  type AssertionAlgorithm,
  type PrivateKeyProviderOptions,
} from './privateKey';
export { createAccessTokenProvider, AccessTokenError, type AccessTokenProviderOptions } from './accessToken';
export { CredentialInputError } from './validate';
export { DEFAULT_MARGIN_MS } from './tokenCache';
export { parseScopeString, scopesFromClaims } from './scopes';
