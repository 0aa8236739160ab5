// Actions: GET /actions/actions (triggerId / actionName / deployed / installed filters, offset pages), get by id,
// create (201; `deploy: true` also deploys it), PATCH the draft (never what is deployed), DELETE (204; a bound action
// is refused unless `force`, which removes its bindings). Every write of code starts a build: `pending`, reported
// `built` BUILD_MS later on the emulator clock (`failed` when the code does not parse). Secrets are write-only.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { Action } from '../state/types';
import { bumpTimestamp } from '../util';
import { parseQuery, parseRequestBody } from '../validation';
import { deployCode } from './actionsDeploy';
import { bindingsOf, boundTriggers, findAction, presentAction, startBuild, versionsOf } from './actionsModel';
import { checkNameFree, checkTriggers, createActionBody, nextSecrets, updateActionBody } from './actionsSchemas';

const PATH = `${API}/actions/actions`;
const bool = z.enum(['true', 'false']).optional();
const listQuery = z.looseObject({ triggerId: z.string().optional(), actionName: z.string().optional(), deployed: bool, installed: bool });
const deleteQuery = z.looseObject({ force: bool });

type IdParams = { Params: { id: string } };

export function registerActions(app: FastifyInstance, ctx: EmulatorContext): void {
  const state = () => ctx.store.state;

  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const q = parseQuery(listQuery, req.query);
    const offset = parseOffset(req.query);
    const matching = state().actions.filter((a) =>
      (q.triggerId === undefined || a.supported_triggers.some((t) => t.id === q.triggerId))
      && (q.actionName === undefined || a.name === q.actionName)
      && (q.deployed === undefined || Boolean(a.deployed_version) === (q.deployed === 'true'))
      && (q.installed === undefined || q.installed === 'false'));
    return { actions: offsetSlice(matching, offset).map((a) => presentAction(ctx, a)), total: matching.length, page: offset.page, per_page: offset.perPage };
  });

  app.get<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    return presentAction(ctx, findAction(ctx, req.params.id));
  });

  app.post(PATH, async (req, reply) => {
    await requireScope(ctx, req, 'create:actions');
    const body = parseRequestBody(createActionBody, req);
    checkNameFree(state().actions, body.name);
    const now = ctx.clock.iso();
    const action: Action = {
      id: randomUUID(), name: body.name, supported_triggers: checkTriggers(body.supported_triggers),
      code: body.code ?? '', dependencies: (body.dependencies ?? []).map((d) => ({ name: d.name, version: d.version ?? 'latest', ...(d.registry_url ? { registry_url: d.registry_url } : {}) })),
      runtime: body.runtime ?? 'node22', secrets: nextSecrets(body.secrets ?? [], [], now),
      status: 'pending', all_changes_deployed: false, created_at: now, updated_at: now,
    };
    startBuild(ctx, action);
    state().actions.push(action);
    if (body.deploy) deployCode(ctx, action, action);
    ctx.store.changed();
    return reply.code(201).send(presentAction(ctx, action));
  });

  app.patch<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'update:actions');
    const action = findAction(ctx, req.params.id);
    const body = parseRequestBody(updateActionBody, req);
    const now = ctx.clock.iso();
    if (body.name !== undefined) checkNameFree(state().actions, body.name, action.id);
    const triggers = body.supported_triggers ? checkTriggers(body.supported_triggers) : undefined;
    const secrets = body.secrets ? nextSecrets(body.secrets, action.secrets, now) : undefined;
    if (body.name !== undefined) action.name = body.name;
    const draftChanged = [body.code, body.dependencies, body.runtime, triggers, secrets].some((v) => v !== undefined);
    if (triggers) action.supported_triggers = triggers;
    if (body.code !== undefined) action.code = body.code;
    if (body.dependencies) action.dependencies = body.dependencies.map((d) => ({ name: d.name, version: d.version ?? 'latest', ...(d.registry_url ? { registry_url: d.registry_url } : {}) }));
    if (body.runtime !== undefined) action.runtime = body.runtime;
    if (secrets) action.secrets = secrets;
    if (draftChanged) {
      action.all_changes_deployed = false;
      startBuild(ctx, action);
    }
    action.updated_at = bumpTimestamp(action.updated_at, ctx.clock.now());
    ctx.store.changed();
    return presentAction(ctx, action);
  });

  app.delete<IdParams>(`${PATH}/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:actions');
    const q = parseQuery(deleteQuery, req.query);
    const action = findAction(ctx, req.params.id);
    const triggers = boundTriggers(state(), action.id);
    if (triggers.length > 0 && q.force !== 'true') {
      throw new ApiError(400, `An action must be unbound from all triggers before it can be deleted (bound to: ${triggers.join(', ')}). Unbind it, or delete it with force=true.`, 'action_bound');
    }
    state().actions = state().actions.filter((a) => a.id !== action.id);
    state().actionVersions = versionsOf(state()).filter((v) => v.action_id !== action.id);
    state().actionBindings = bindingsOf(state()).filter((b) => b.action_id !== action.id);
    ctx.store.changed();
    return reply.code(204).send();
  });
}
