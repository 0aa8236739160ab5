/**
 * The typed errors of the API client and the token providers, and `toUserMessage`. No message ever contains a
 * token or a secret.
 */
export { ApiError, NetworkError, TimeoutError, fetchFailure, isAbortError, type ApiErrorInit, type RequestContext } from './httpErrors';
export { InvalidInputError, UnexpectedResponseError } from './inputErrors';
export { TokenRequestError, type CredentialKind, type TokenRequestErrorInit } from './tokenError';
export { InvalidDomainError } from './domain';
export { toUserMessage } from './userMessage';
