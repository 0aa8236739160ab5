import * as vscode from 'vscode';
import { fetchFailure, normalizeDomain, toUserMessage } from '../api';

export type Reachability =
  | { kind: 'ok' }
  /** Nothing answered: wrong host, offline, or the tenant is down. */
  | { kind: 'unreachable'; message: string }
  /** Something answered, but not like a Management API (a web site, a proxy, a redirect). */
  | { kind: 'unexpected'; message: string };

/**
 * Whether a Management API answers at `origin`, before any credential is asked for or sent: one GET of
 * `/api/v2/connections` without a token, abandoned after `timeoutMs`. A tenant answers 401 (or another error) with
 * its JSON error body; a wrong host does not. No credential is sent and no redirect is followed.
 */
export async function probeTenant(origin: string, timeoutMs = 5000): Promise<Reachability> {
  const url = `${normalizeDomain(origin).apiBase}connections`;
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    return { kind: 'unreachable', message: toUserMessage(fetchFailure(err, { origin, method: 'GET', path: '/api/v2/connections' }, timeoutMs)) };
  }
  const text = await response.text().catch(() => '');
  // Without a token a tenant answers 401; any error in its JSON shape (a 429, a 5xx) still shows a Management API.
  if (response.status >= 400 && looksLikeApiError(text)) return { kind: 'ok' };
  const where = response.status >= 300 && response.status < 400 ? vscode.l10n.t('a redirect') : `HTTP ${response.status}`;
  return {
    kind: 'unexpected',
    message: vscode.l10n.t('{0} answered with {1}, not like a Management API. Check the domain, or press Enter to use it anyway.', origin, where),
  };
}

function looksLikeApiError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { statusCode?: unknown; error?: unknown };
    return body !== null && typeof body === 'object' && (typeof body.statusCode === 'number' || typeof body.statusCode === 'string' || typeof body.error === 'string');
  } catch {
    return false;
  }
}
