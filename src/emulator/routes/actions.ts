// Actions (read only): GET /actions/actions with triggerId / actionName / deployed filters, and get by id.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import { parseQuery } from '../validation';

const listQuery = z.looseObject({
  triggerId: z.string().optional(),
  actionName: z.string().optional(),
  deployed: z.enum(['true', 'false']).optional(),
});

export function registerActions(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(`${API}/actions/actions`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const q = parseQuery(listQuery, req.query);
    const offset = parseOffset(req.query);
    const matching = ctx.store.state.actions.filter((a) =>
      (q.triggerId === undefined || a.supported_triggers.some((t) => t.id === q.triggerId))
      && (q.actionName === undefined || a.name === q.actionName)
      && (q.deployed === undefined || Boolean(a.deployed_version) === (q.deployed === 'true')));
    return { actions: offsetSlice(matching, offset), total: matching.length, page: offset.page, per_page: offset.perPage };
  });

  app.get<{ Params: { id: string } }>(`${API}/actions/actions/:id`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const action = ctx.store.state.actions.find((a) => a.id === req.params.id);
    if (!action) throw new ApiError(404, 'Action not found');
    return action;
  });
}
