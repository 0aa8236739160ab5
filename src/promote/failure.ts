/**
 * What a failed write tells about the tenant (pure, no `vscode`). Only a refusal proves nothing changed: the
 * service answered 4xx, or the request never left (its body failed its check, no token could be had, the
 * connection was refused or the host not found). A timeout, a dropped or reset connection, a 5xx or an answer
 * that could not be read may come after the tenant applied the change — which is why POST and PATCH are never
 * retried on them (api/retryPolicy.ts) — so then whether it was applied is unknown, and planning again shows it.
 */
import { ApiError, InvalidDomainError, InvalidInputError, NetworkError, TokenRequestError } from '../api/errors';

export type FailureOutcome = 'not-applied' | 'unknown';

/** Codes of a connection that was never made: nothing reached the tenant. */
const NEVER_CONNECTED: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export function failureOutcome(err: unknown): FailureOutcome {
  if (err instanceof ApiError) return err.status >= 400 && err.status < 500 ? 'not-applied' : 'unknown';
  if (err instanceof InvalidInputError || err instanceof TokenRequestError || err instanceof InvalidDomainError) return 'not-applied';
  if (err instanceof NetworkError) {
    const code = err.code ?? '';
    return NEVER_CONNECTED.has(code) || /CERT|SSL|TLS/.test(code) ? 'not-applied' : 'unknown';
  }
  return 'unknown';
}
