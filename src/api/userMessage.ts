/**
 * `toUserMessage(err)`: one sentence that tells the user what happened and what to do about it.
 * Never contains a token or a secret (everything passes through `redact`).
 */
import { redact } from '../util/redact';
import { ApiError, NetworkError, TimeoutError, isAbortError } from './httpErrors';
import { InvalidInputError, UnexpectedResponseError } from './inputErrors';
import { TokenRequestError } from './tokenError';
import { InvalidDomainError } from './domain';

const GRANT_WHERE = 'in the Management API authorization of this application';

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function waitMs(err: ApiError): number | undefined {
  if (err.retryAfterMs !== undefined) return err.retryAfterMs;
  const resetAt = err.rateLimit?.resetAt;
  return resetAt !== undefined ? Math.max(0, resetAt - Date.now()) : undefined;
}

function missingScopeMessage(err: ApiError, server: string): string {
  const scopes = err.missingScopes;
  if (!scopes?.length) {
    return `The access token lacks a scope this operation needs${server}: grant it to this client (${GRANT_WHERE}), then reconnect the tenant.`;
  }
  const grant = scopes.length === 1 ? `the scope ${scopes[0]}` : `one of the scopes ${scopes.join(', ')}`;
  return `Grant ${grant} to this client (${GRANT_WHERE}), then reconnect the tenant so a new token carries it.`;
}

/** The message chosen by the body's `errorCode` (management-api-research.md), when the service sent a known one. */
function errorCodeMessage(err: ApiError, server: string): string | undefined {
  const code = err.errorCode;
  if (!code) return undefined;
  if (code === 'insufficient_scope') return missingScopeMessage(err, server);
  if (code === 'insufficient_entitlement' || code === 'feature_not_enabled') {
    return `This tenant's plan or settings do not include this feature${server}. Enable it for the tenant, then try again.`;
  }
  if (code === 'invalid_body') return `The tenant rejected the request body${server}. Correct it and try again.`;
  if (code === 'invalid_uri') return `The tenant rejected an id in the request${server}. Refresh the view and try again.`;
  if (/^inexistent_|_not_found$|DoesNotExist$/.test(code)) return `The resource no longer exists${server}. Refresh the view.`;
  return undefined;
}

function apiErrorMessage(err: ApiError): string {
  const server = err.serverMessage ? ` (${err.serverMessage})` : '';
  const { status } = err;
  const byCode = errorCodeMessage(err, server);
  if (byCode) return byCode;
  if (status === 403 && err.missingScopes?.length) return missingScopeMessage(err, server);
  if (status === 403) return `The tenant refused this operation${server}.`;
  if (status === 401) {
    return `The tenant rejected the access token${server}. Check the client credentials, or paste a new token if it has expired.`;
  }
  if (status === 404) return `The resource no longer exists${server}. Refresh the view.`;
  if (status === 409) {
    // What a 409 means is the call's to say (its kind's words, the `conflict` option of send()).
    const hint = err.conflictHint;
    return hint ? `${hint}${server}` : `Conflict${server}: the change clashes with the current state of the tenant. Refresh and try again.`;
  }
  if (status === 429) {
    const wait = waitMs(err);
    return `The tenant is rate limiting requests${wait !== undefined ? `: retry after ${seconds(wait)} s` : ': wait a moment and retry'}.`;
  }
  if (status === 400) return `The tenant rejected the request${server}.`;
  if (status >= 300 && status < 400) {
    let where = '';
    try {
      where = err.location ? ` to ${new URL(err.location).origin}` : '';
    } catch {
      // relative or malformed Location: leave it out
    }
    return `The tenant answered with a redirect${where}, which was not followed. Check the tenant domain.`;
  }
  if (status >= 500) return `The tenant failed to process the request (${status}${server}). Try again later.`;
  return `The request failed with ${status}${server}.`;
}

export function toUserMessage(err: unknown): string {
  if (err instanceof ApiError) return redact(apiErrorMessage(err));
  if (err instanceof NetworkError) return redact(`${err.message}. Check the tenant domain and your network connection.`);
  if (err instanceof TimeoutError) {
    return `${err.origin} did not answer within ${seconds(err.timeoutMs)} s. Try again; the tenant may be slow or unreachable.`;
  }
  if (err instanceof TokenRequestError || err instanceof InvalidInputError || err instanceof InvalidDomainError) {
    return redact(err.message);
  }
  if (err instanceof UnexpectedResponseError) return redact(`${err.message}. The tenant may run a newer API version.`);
  if (isAbortError(err)) return 'The operation was cancelled.';
  if (err instanceof Error) return redact(err.message || err.name);
  return redact(`Unexpected error: ${String(err)}`);
}
