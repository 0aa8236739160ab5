import type { RequestEvent } from '../api/client';
import { redact } from './redact';

/**
 * One log line per request attempt, token requests included: tenant, method, path, status (or error), duration,
 * retry number and the service's request id. Pure.
 */
export function requestLine(tenantLabel: string, e: RequestEvent): string {
  const outcome = e.status ?? e.error ?? 'failed';
  return redact(`${tenantLabel}: ${e.method} ${e.path} → ${outcome} (${Math.round(e.durationMs)} ms)${e.retry ? ` retry ${e.retry}` : ''}${e.requestId ? ` [request ${e.requestId}]` : ''}`);
}
