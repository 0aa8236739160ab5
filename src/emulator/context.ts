// What every route handler needs: the clock, the tenant state, token services and cursor codec.
import type { FastifyRequest } from 'fastify';
import type { AssertionVerifier } from './auth/assertion';
import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Cursors } from './paging';
import type { Store } from './state/store';

export const API = '/api/v2';

export interface EmulatorContext {
  clock: Clock;
  store: Store;
  tokens: TokenService;
  assertions: AssertionVerifier;
  cursors: Cursors;
  /** Event stream deliveries: milliseconds before the first attempt, and the unit of the retry backoff (1, 2, 4). */
  deliveryDelayMs: number;
  /** The canonical origin, e.g. http://127.0.0.1:PORT; set once the server listens. */
  origin: string;
}

/** Origins a caller may legitimately use: the canonical one and the one in its Host header. */
export function requestOrigins(ctx: EmulatorContext, req: FastifyRequest): string[] {
  const host = req.headers.host;
  const fromHost = host ? `http://${host}` : ctx.origin;
  return fromHost === ctx.origin ? [ctx.origin] : [ctx.origin, fromHost];
}
