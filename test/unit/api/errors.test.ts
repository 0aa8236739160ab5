import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { parseErrorBody, parseMissingScopes } from '../../../src/api/errorBody';
import { redact } from '../../../src/util/redact';
import {
  ApiError,
  InvalidDomainError,
  InvalidInputError,
  NetworkError,
  TimeoutError,
  TokenRequestError,
  UnexpectedResponseError,
  isAbortError,
  toUserMessage,
} from '../../../src/api/errors';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

function apiError(status: number, serverMessage: string, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) {
  return new ApiError({ status, serverMessage, method: 'GET', path: '/api/v2/connections', ...extra });
}

describe('api/errors: missing-scope parsing', () => {
  const cases: [string, string[] | undefined][] = [
    ['Insufficient scope, expected any of: create:client_grants', ['create:client_grants']],
    ['Insufficient scope; expected any of: read:event_streams, read:event_deliveries', ['read:event_streams', 'read:event_deliveries']],
    ['Insufficient scope, expected any of: read:event_streams,read:event_deliveries', ['read:event_streams', 'read:event_deliveries']],
    ['Insufficient scope, expected any of: update:connections.', ['update:connections']],
    ['insufficient scope (expected any of: create:token_exchange_profiles)', undefined],
    ['Insufficient scope', undefined],
    ['You reached the limit of entities of this type for this tenant.', undefined],
  ];
  for (const [message, expected] of cases) {
    it(JSON.stringify(message), () => assert.deepEqual(parseMissingScopes(message), expected));
  }
  it('handles a missing message', () => assert.equal(parseMissingScopes(undefined), undefined));
});

describe('api/errors: error bodies and redaction', () => {
  it('parses the Management API error shape with a numeric or string statusCode', () => {
    assert.equal(parseErrorBody('{"statusCode":404,"error":"Not Found","message":"gone","errorCode":"inexistent_connection"}').errorCode, 'inexistent_connection');
    assert.equal(parseErrorBody('{"statusCode":"429","error":"Too Many Requests"}').error, 'Too Many Requests');
    assert.deepEqual(parseErrorBody('<html>oops</html>'), {});
    assert.deepEqual(parseErrorBody(''), {});
  });

  it('redacts JWTs, bearer credentials and given secrets', () => {
    const out = redact(`token ${JWT} and Authorization: Bearer abc.def-123 and s3cr3t-value`, ['s3cr3t-value']);
    assert.ok(!out.includes(JWT) && !out.includes('abc.def-123') && !out.includes('s3cr3t-value'), out);
  });

  it('ApiError never carries a token from the server text', () => {
    const err = apiError(401, `Invalid token ${JWT}`);
    assert.ok(!err.message.includes(JWT) && !err.serverMessage.includes(JWT));
  });
});

describe('api/errors: toUserMessage', () => {
  it('403 with one missing scope says which scope to grant', () => {
    const msg = toUserMessage(apiError(403, 'x', { missingScopes: ['create:token_exchange_profiles'] }));
    assert.match(msg, /^Grant the scope create:token_exchange_profiles to this client \(/);
  });
  it('403 with several scopes lists them', () => {
    assert.match(toUserMessage(apiError(403, 'x', { missingScopes: ['a:b', 'c:d'] })), /Grant one of the scopes a:b, c:d/);
  });
  it('403 without scopes repeats the server reason', () => {
    assert.match(toUserMessage(apiError(403, 'You reached the limit of entities of this type for this tenant.')), /refused.*limit of entities/);
  });
  it('401 says to check the credentials or the token', () => {
    assert.match(toUserMessage(apiError(401, 'Expired token received for JSON Web Token validation')), /credentials.*expired/);
  });
  it('404 says the resource no longer exists and to refresh', () => {
    assert.match(toUserMessage(apiError(404, 'The connection does not exist')), /no longer exists.*Refresh/);
  });
  it('the errorCode of the body decides before the status and the message text', () => {
    const scope = toUserMessage(apiError(403, 'Forbidden', { errorCode: 'insufficient_scope' }));
    assert.match(scope, /lacks a scope this operation needs.*grant it to this client/);
    const named = toUserMessage(apiError(403, 'x', { errorCode: 'insufficient_scope', missingScopes: ['read:event_streams'] }));
    assert.match(named, /^Grant the scope read:event_streams/);
    assert.match(toUserMessage(apiError(403, 'Please upgrade your subscription', { errorCode: 'insufficient_entitlement' })), /plan or settings do not include this feature \(Please upgrade/);
    assert.match(toUserMessage(apiError(400, 'Payload validation error', { errorCode: 'invalid_body' })), /rejected the request body \(Payload validation error\)\. Correct it/);
    assert.match(toUserMessage(apiError(400, 'Path validation error', { errorCode: 'invalid_uri' })), /rejected an id in the request/);
    assert.match(toUserMessage(apiError(404, 'gone', { errorCode: 'inexistent_connection' })), /no longer exists \(gone\)\. Refresh/);
    assert.match(toUserMessage(apiError(409, 'clash', { errorCode: 'custom_domain_conflict' })), /^Conflict \(clash\)/, 'an unknown code falls back to the status');
  });
  it('409 explains per context: the hint of the call that got it (each kind\'s words: test/unit/kinds/conflictHints.test.ts)', () => {
    const hinted = new ApiError({ status: 409, serverMessage: 'subject_token_type already exists for tenant', method: 'POST', path: '/api/v2/token-exchange-profiles' });
    hinted.conflictHint = 'A token exchange profile with this subject_token_type already exists: choose another subject_token_type or edit the existing profile.';
    assert.equal(toUserMessage(hinted), `${hinted.conflictHint} (subject_token_type already exists for tenant)`);
    assert.match(toUserMessage(apiError(409, 'Something clashed')), /Conflict \(Something clashed\)/);
  });
  it('429 says when to retry', () => {
    assert.match(toUserMessage(apiError(429, 'Global limit has been reached', { retryAfterMs: 2500 })), /rate limiting.*retry after 3 s/);
    assert.match(toUserMessage(apiError(429, 'x')), /rate limiting.*wait a moment/);
  });
  it('5xx, 400 and redirects', () => {
    assert.match(toUserMessage(apiError(503, 'Injected fault')), /failed to process.*503.*Try again later/);
    assert.match(toUserMessage(apiError(400, 'Payload validation error')), /rejected the request \(Payload validation error\)/);
    assert.match(toUserMessage(apiError(302, 'Found', { location: 'https://evil.example/x' })), /redirect to https:\/\/evil\.example, which was not followed/);
  });
  it('network errors name the origin and the reason', () => {
    const err = NetworkError.from(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }), { origin: 'https://t.example.com' });
    assert.equal(err.code, 'ECONNREFUSED');
    assert.match(toUserMessage(err), /^Cannot reach https:\/\/t\.example\.com: connection refused/);
    const dns = NetworkError.from(new TypeError('fetch failed', { cause: { code: 'ENOTFOUND' } }), { origin: 'https://x.example' });
    assert.match(toUserMessage(dns), /DNS/);
  });
  it('timeouts', () => {
    assert.match(toUserMessage(new TimeoutError({ origin: 'https://t.example.com', timeoutMs: 1500 })), /did not answer within 2 s/);
  });
  it('input, token, domain, unexpected-response and abort errors', () => {
    const schema = z.strictObject({ name: z.string().check(z.minLength(3)) });
    const issues = schema.safeParse({ name: 'ab' }).error?.issues ?? [];
    assert.equal(toUserMessage(new InvalidInputError(issues, 'profile')), 'Invalid profile: name: must have at least 3 characters');
    const token = new TokenRequestError({ kind: 'client-secret', audience: 'https://t/api/v2/', status: 403, oauthError: 'access_denied' });
    assert.match(toUserMessage(token), /not authorized for the Management API: create a client grant for https:\/\/t\/api\/v2\//);
    assert.match(toUserMessage(new InvalidDomainError('Enter the tenant domain.', '')), /Enter the tenant domain/);
    assert.match(toUserMessage(new UnexpectedResponseError('GET', '/api/v2/x', [])), /Unexpected answer/);
    const abort = new DOMException('aborted', 'AbortError');
    assert.equal(isAbortError(abort), true);
    assert.equal(toUserMessage(abort), 'The operation was cancelled.');
  });
  it('never shows a token, whatever the error', () => {
    assert.ok(!toUserMessage(new Error(`boom Bearer ${JWT}`)).includes(JWT));
    assert.ok(!toUserMessage(`string ${JWT}`).includes(JWT));
  });
});

describe('api/errors: TokenRequestError messages', () => {
  const audience = 'https://t.example.com/api/v2/';
  it('401 → wrong client id or secret / assertion', () => {
    assert.match(new TokenRequestError({ kind: 'client-secret', audience, status: 401 }).message, /wrong client ID or client secret/);
    assert.match(new TokenRequestError({ kind: 'private-key', audience, status: 401 }).message, /client assertion/);
  });
  it('403 access_denied → create a client grant for the audience', () => {
    const err = new TokenRequestError({ kind: 'client-secret', audience, status: 403, oauthError: 'access_denied' });
    assert.match(err.message, /this client is not authorized for the Management API: create a client grant for https:\/\/t\.example\.com\/api\/v2\//i);
  });
  it('429 and 5xx', () => {
    assert.match(new TokenRequestError({ kind: 'client-secret', audience, status: 429, retryAfterMs: 3000 }).message, /Retry after 3 s/);
    assert.match(new TokenRequestError({ kind: 'client-secret', audience, status: 502 }).message, /failed with 502/);
  });
});
