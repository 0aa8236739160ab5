// /__emulator control routes for tests in other processes (loopback only; never rate-limited, faulted
// or counted): stats, reset, faults, rate limit, token revocation, server-side connection edits, clock,
// hostile records (seed/hostile.ts), the fingerprint of an event stream's webhook secret.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { FaultPlan } from '../faults';
import { CONTROL_PREFIX, type Pipeline } from '../pipeline';
import { addHostileRecords } from '../seed/hostile';
import { isPlainObject } from '../util';
import { parseBody } from '../validation';
import { connectionNotFound, renderConnection } from './connections';

const faultsBody = z.object({ spec: z.string(), message: z.string().min(1).optional() });
const rateBody = z.union([
  z.strictObject({ off: z.literal(true) }),
  z.strictObject({ rate: z.number().positive(), burst: z.number().int().positive() }),
]);
const clockBody = z.strictObject({ advanceSeconds: z.number() });
const hostileBody = z.strictObject({ wrongTypes: z.optional(z.boolean()) });

export function registerControl(app: FastifyInstance, ctx: EmulatorContext, p: Pipeline): void {
  const C = CONTROL_PREFIX;

  app.get(`${C}/stats`, async () => p.stats.snapshot());

  app.post(`${C}/stats/reset`, async (_req, reply) => {
    p.stats.reset();
    return reply.code(204).send();
  });

  app.post(`${C}/reset`, async (_req, reply) => {
    ctx.store.reset();
    p.stats.reset();
    return reply.code(204).send();
  });

  app.put(`${C}/faults`, async (req) => {
    const { spec, message } = parseBody(faultsBody, req.body);
    try {
      p.faults.plan = FaultPlan.parse(spec, message);
    } catch (err) {
      throw new ApiError(400, (err as Error).message, 'invalid_body');
    }
    return { spec };
  });

  app.put(`${C}/rate-limit`, async (req) => {
    const body = parseBody(rateBody, req.body);
    p.limiter.configure('off' in body ? undefined : body);
    return p.limiter.current ?? { off: true };
  });

  app.post(`${C}/revoke-tokens`, async (_req, reply) => {
    ctx.tokens.revokeAll();
    return reply.code(204).send();
  });

  app.post(`${C}/clock`, async (req) => {
    const { advanceSeconds } = parseBody(clockBody, req.body);
    ctx.clock.advance(advanceSeconds * 1000);
    return { now: ctx.clock.iso() };
  });

  app.post(`${C}/hostile`, async (req) => {
    const opts = parseBody(hostileBody, req.body);
    const added = addHostileRecords(ctx.store.state, ctx.clock.iso(), opts);
    ctx.store.changed();
    return { added };
  });

  // The fingerprint of a webhook stream's write-only secret (null when none was set): tests check that a secret
  // reached the emulator without any route answering the secret itself.
  app.get<{ Params: { id: string } }>(`${C}/event-streams/:id/secret-fingerprint`, async (req) => {
    const stream = ctx.store.state.eventStreams.find((s) => s.id === req.params.id);
    if (!stream) throw new ApiError(404, 'The event stream does not exist.');
    return { secret_sha256: stream.secret_sha256 ?? null };
  });

  app.patch<{ Params: { id: string } }>(`${C}/connections/:id`, async (req) => {
    const conn = ctx.store.state.connections.find((c) => c.id === req.params.id);
    if (!conn) throw connectionNotFound();
    if (!isPlainObject(req.body)) throw new ApiError(400, 'Expected a JSON object of connection fields', 'invalid_body');
    const { id: _id, ...changes } = req.body;
    Object.assign(conn, changes);
    ctx.store.changed();
    return renderConnection(conn, 'all');
  });
}
