/** Token providers: client secret, private-key JWT assertion, pasted access token. No `vscode` import. */
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
