// Authenticates Management API calls: bearer token → verified JWT → known global client → scopes.
import type { FastifyRequest } from 'fastify';
import { requestOrigins, type EmulatorContext } from '../context';
import { insufficientScope, unauthorized } from '../errors';
import { findClient } from './clients';

export interface Caller {
  clientId: string;
  scopes: ReadonlySet<string>;
}

const BEARER = /^Bearer +([^\s]+)$/i;

export async function authenticate(ctx: EmulatorContext, req: FastifyRequest): Promise<Caller> {
  const header = req.headers.authorization;
  if (!header) throw unauthorized('Missing authentication');
  const match = BEARER.exec(header);
  if (!match) throw unauthorized('Bad HTTP authentication header format');
  const audiences = requestOrigins(ctx, req).map((o) => `${o}/api/v2/`);
  const payload = await ctx.tokens.verify(match[1]!, audiences);
  const client = findClient(typeof payload.azp === 'string' ? payload.azp : undefined);
  if (!client) throw unauthorized('Invalid token');
  if (!client.global) throw unauthorized('Client is not global.');
  const scope = typeof payload.scope === 'string' ? payload.scope : '';
  return { clientId: client.clientId, scopes: new Set(scope.split(' ').filter(Boolean)) };
}

/** Authenticates and requires at least one of `anyOf` (403 insufficient_scope otherwise). */
export async function requireScope(ctx: EmulatorContext, req: FastifyRequest, ...anyOf: string[]): Promise<Caller> {
  const caller = await authenticate(ctx, req);
  if (!anyOf.some((s) => caller.scopes.has(s))) throw insufficientScope(anyOf);
  return caller;
}
