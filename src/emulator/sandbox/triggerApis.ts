// The `api` object each trigger hands its handler, as the service documents it: every method a test run records.
// A method returns the api object (the service's methods chain) unless listed in RETURNS.
import type { ActionTriggerId } from '../../kinds/actions/apiTriggers';

const cache = ['cache.get', 'cache.set', 'cache.delete'];
const access = ['access.deny'];

const POST_LOGIN = [
  ...access, 'accessToken.setCustomClaim', 'accessToken.addScope', 'accessToken.removeScope',
  'authentication.challengeWith', 'authentication.challengeWithAny', 'authentication.enrollWith', 'authentication.enrollWithAny',
  'authentication.recordMethod', 'authentication.setPrimaryUser',
  'idToken.setCustomClaim', 'multifactor.enable', 'redirect.encodeToken', 'redirect.sendUserTo', 'redirect.validateToken',
  'samlResponse.setAttribute', 'samlResponse.setAudience', 'samlResponse.setIssuer', 'samlResponse.setRecipient',
  'samlResponse.setNameIdentifierFormat', 'samlResponse.setLifetimeInSeconds',
  'session.revoke', 'session.setExpiresAt', 'session.setIdleExpiresAt', 'refreshToken.revoke', 'refreshToken.setExpiresAt', 'refreshToken.setIdleExpiresAt',
  'user.setAppMetadata', 'user.setUserMetadata', 'prompt.render', 'rules.wasExecuted', 'transaction.setResultUrl',
  ...cache,
];

/** The api methods per trigger (`access.deny` stands for `api.access.deny`). */
export const TRIGGER_APIS: Readonly<Record<ActionTriggerId, readonly string[]>> = {
  'post-login': POST_LOGIN,
  'credentials-exchange': [...access, 'accessToken.setCustomClaim', ...cache],
  'pre-user-registration': ['access.deny', 'user.setAppMetadata', 'user.setUserMetadata', 'validation.error', ...cache],
  'post-user-registration': [...cache],
  'post-change-password': [...cache],
  'send-phone-message': [...cache],
  'custom-phone-provider': ['notification.drop', 'notification.retry', ...cache],
  'custom-email-provider': ['notification.drop', 'notification.retry', ...cache],
  'password-reset-post-challenge': [...access, 'authentication.challengeWith', 'authentication.challengeWithAny', 'redirect.encodeToken', 'redirect.sendUserTo', 'redirect.validateToken', 'transaction.setResultUrl', ...cache],
  'custom-token-exchange': ['access.deny', 'access.rejectInvalidSubjectToken', 'authentication.setUserById', 'authentication.setUserByConnection', ...cache],
  'event-stream': ['message.ack', 'message.retry', ...cache],
  'password-hash-migration': ['access.deny', 'authentication.setPasswordHash', ...cache],
  'login-post-identifier': [...access, 'authentication.setConnectionByName', ...cache],
  'signup-post-identifier': [...access, 'authentication.setConnectionByName', ...cache],
};

/** What a method gives back when it is not the api object. */
export const RETURNS: Readonly<Record<string, 'undefined' | 'token' | 'object' | 'cacheResult' | 'boolean'>> = {
  'cache.get': 'undefined',
  'cache.set': 'cacheResult',
  'cache.delete': 'cacheResult',
  'redirect.encodeToken': 'token',
  'redirect.validateToken': 'object',
  'rules.wasExecuted': 'boolean',
};
