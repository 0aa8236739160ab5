// What happens to every request before its route: counting, rate limiting, fault injection, the request id
// header, the simulated network latency (every answer waits `latencyMs` before it is sent) and the verbose log line (method, path
// without query string, status, duration; never headers or bodies). /__emulator routes only get the loopback checks.
// Unless the emulator serves remote hosts (--allow-remote), a request whose Host is not a loopback host is refused
// (a DNS name rebound to 127.0.0.1 would otherwise get tokens). A control route is told by the route it reaches and
// by its decoded path, so a percent-encoded or otherwise respelled path is a control request too.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { errorBody, tooManyRequests } from './errors';
import type { FaultPlan } from './faults';
import { isLoopbackAddress, isLoopbackHostHeader } from './net';
import type { RateLimiter } from './rateLimit';
import type { Stats } from './stats';

export interface Pipeline {
  stats: Stats;
  limiter: RateLimiter;
  faults: { plan: FaultPlan };
  /** Every answer of the tenant (API and token endpoint, errors and 429s too) is sent this much later: a round trip. */
  latencyMs?: number;
  log?: ((line: string) => void) | undefined;
  /** Answer requests addressed to any host (--allow-remote); else only to loopback hosts. */
  allowRemote?: boolean;
}

export const CONTROL_PREFIX = '/__emulator';
export const REQUEST_ID_HEADER = 'x-auth0-requestid';

const pathOf = (req: FastifyRequest): string => req.url.split('?')[0]!;
const isOAuth = (path: string) => path.startsWith('/oauth');

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A request for a control route: the route it reaches, or its path decoded, slashes collapsed, in any case. */
export function isControlRequest(req: FastifyRequest): boolean {
  const spelled = decoded(pathOf(req)).replace(/\/{2,}/g, '/').toLowerCase();
  return (req.routeOptions.url ?? '').startsWith(CONTROL_PREFIX) || spelled.startsWith(CONTROL_PREFIX);
}

/** An error body in the shape of the route family: OAuth for /oauth, Management API otherwise. */
export function familyErrorBody(path: string, status: number, message: string, errorCode?: string): object {
  if (!isOAuth(path)) return errorBody(status, message, errorCode);
  const error = status === 429 ? 'too_many_requests' : status >= 500 ? 'server_error' : 'invalid_request';
  return { error, error_description: message };
}

function sendFault(reply: FastifyReply, path: string, status: number, retryAfter: number, message: string): FastifyReply {
  if (status === 429) {
    reply.header('retry-after', String(retryAfter));
    return reply.code(429).send(isOAuth(path) ? familyErrorBody(path, 429, 'Global limit has been reached') : tooManyRequests().body());
  }
  return reply.code(status).send(familyErrorBody(path, status, message, 'injected_fault'));
}

export function installPipeline(app: FastifyInstance, p: Pipeline): void {
  const dropped = new WeakSet<FastifyRequest>();
  const slow = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req);
    if (!p.allowRemote && !isLoopbackHostHeader(req.headers.host)) {
      return reply.code(403).send(familyErrorBody(path, 403, 'The emulator answers only requests addressed to a loopback host (localhost, 127.0.0.1, [::1]); start it with --allow-remote to serve other hosts'));
    }
    if (isControlRequest(req)) {
      if (!isLoopbackAddress(req.socket.remoteAddress)) {
        return reply.code(403).send(errorBody(403, 'Control endpoints are only available from loopback addresses'));
      }
      return;
    }
    // Like the service, every answer of the tenant names its request (20 hex digits), errors and 429s too.
    reply.header(REQUEST_ID_HEADER, randomBytes(10).toString('hex'));
    p.stats.record(`${req.method} ${req.routeOptions.url ?? '(no route)'}`);
    if (path.startsWith('/api/v2') || isOAuth(path)) {
      const decision = p.limiter.take();
      if (decision) {
        reply.headers(decision.headers);
        if (!decision.allowed) {
          p.stats.limited();
          return reply.code(429).send(isOAuth(path) ? familyErrorBody(path, 429, 'Global limit has been reached') : tooManyRequests().body());
        }
      }
    }
    const fault = p.faults.plan.decide(req.method, path);
    // A request that goes on to its route is slow like a busy server: it is received, then waits (preHandler),
    // then runs even if the client gave up meanwhile. One that gets a fault waits here, before the fault.
    const processed = fault.action === undefined || fault.action.type === 'drop';
    if (fault.delayMs > 0 && processed) slow.set(req, fault.delayMs);
    else if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.action?.type === 'reset') {
      p.log?.(`${req.method} ${path} reset ${reply.elapsedTime.toFixed(1)}ms`);
      reply.hijack();
      req.raw.socket.destroy();
      return reply;
    }
    if (fault.action?.type === 'status') return sendFault(reply, path, fault.action.status, fault.action.retryAfter ?? 1, p.faults.plan.message);
    if (fault.action?.type === 'drop') dropped.add(req);
    return;
  });

  app.addHook('preHandler', async (req) => {
    const ms = slow.get(req);
    if (ms === undefined) return;
    slow.delete(req);
    await sleep(ms);
  });

  // A dropped answer: the route ran (a write is applied), then the connection goes away instead of the answer.
  app.addHook('onSend', async (req, reply, payload) => {
    if (p.latencyMs && !isControlRequest(req)) await sleep(p.latencyMs);
    if (!dropped.delete(req)) return payload;
    p.log?.(`${req.method} ${pathOf(req)} ${reply.statusCode} dropped ${reply.elapsedTime.toFixed(1)}ms`);
    req.raw.socket.destroy();
    return payload;
  });

  if (p.log) {
    const log = p.log;
    app.addHook('onResponse', async (req, reply) => {
      log(`${req.method} ${pathOf(req)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`);
    });
  }
}
