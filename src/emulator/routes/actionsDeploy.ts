// Deploy and versions: POST /actions/actions/{id}/deploy makes the draft the next numbered version (1, 2, …) and
// the one that runs (202, the version); GET …/versions (offset pages, newest first) and …/versions/{id};
// POST …/versions/{id}/deploy rolls back: that version's code deployed as a new version (`update_draft` also makes it
// the draft). A draft whose code does not parse cannot be deployed (400).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { Action, ActionCode, ActionVersionRecord } from '../state/types';
import { bumpTimestamp } from '../util';
import { parseRequestBody } from '../validation';
import { deployVersionBody } from './actionsSchemas';
import { findAction, presentVersion, sameCode, startBuild, syntaxError, versionsOf } from './actionsModel';

const PATH = `${API}/actions/actions`;

/** Deploys `code` (the draft's or an older version's) as the action's next version; returns it. */
export function deployCode(ctx: EmulatorContext, action: Action, code: ActionCode): ActionVersionRecord {
  const error = syntaxError(code.code);
  if (error) throw new ApiError(400, `The action's code cannot be built: ${error}`, 'invalid_body');
  const versions = versionsOf(ctx.store.state);
  const mine = versions.filter((v) => v.action_id === action.id);
  for (const v of mine) v.deployed = false;
  const now = ctx.clock.iso();
  const version: ActionVersionRecord = {
    id: randomUUID(), action_id: action.id, number: Math.max(0, ...mine.map((v) => v.number)) + 1, deployed: true,
    code: code.code, dependencies: code.dependencies.map((d) => ({ ...d })), runtime: code.runtime,
    supported_triggers: code.supported_triggers.map((t) => ({ ...t })),
    secrets: action.secrets.map((s) => ({ name: s.name, updated_at: s.updated_at })),
    status: 'pending', created_at: now, updated_at: now,
  };
  startBuild(ctx, version);
  versions.push(version);
  action.deployed_version = { id: version.id, number: version.number, deployed: true, status: 'built', created_at: now };
  action.all_changes_deployed = sameCode(action, version);
  action.updated_at = bumpTimestamp(action.updated_at, ctx.clock.now());
  return version;
}

type Params = { Params: { actionId: string; id: string } };

export function registerActionDeploys(app: FastifyInstance, ctx: EmulatorContext): void {
  const findVersion = (action: Action, id: string) => {
    const version = versionsOf(ctx.store.state).find((v) => v.action_id === action.id && v.id === id);
    if (!version) throw new ApiError(404, 'Action version not found');
    return version;
  };

  app.post<{ Params: { id: string } }>(`${PATH}/:id/deploy`, async (req, reply) => {
    await requireScope(ctx, req, 'create:actions');
    const action = findAction(ctx, req.params.id);
    const version = deployCode(ctx, action, action);
    ctx.store.changed();
    return reply.code(202).send(presentVersion(ctx, version, action));
  });

  app.get<Params>(`${PATH}/:actionId/versions`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const action = findAction(ctx, req.params.actionId);
    const offset = parseOffset(req.query);
    const mine = versionsOf(ctx.store.state).filter((v) => v.action_id === action.id).sort((a, b) => b.number - a.number);
    return { versions: offsetSlice(mine, offset).map((v) => presentVersion(ctx, v, action)), total: mine.length, page: offset.page, per_page: offset.perPage };
  });

  app.get<Params>(`${PATH}/:actionId/versions/:id`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const action = findAction(ctx, req.params.actionId);
    return presentVersion(ctx, findVersion(action, req.params.id), action);
  });

  app.post<Params>(`${PATH}/:actionId/versions/:id/deploy`, async (req, reply) => {
    await requireScope(ctx, req, 'create:actions');
    const body = parseRequestBody(deployVersionBody, req) ?? {};
    const action = findAction(ctx, req.params.actionId);
    const old = findVersion(action, req.params.id);
    if (body.update_draft) {
      Object.assign(action, { code: old.code, dependencies: old.dependencies.map((d) => ({ ...d })), runtime: old.runtime, supported_triggers: old.supported_triggers.map((t) => ({ ...t })) });
    }
    const version = deployCode(ctx, action, old);
    ctx.store.changed();
    return reply.code(202).send(presentVersion(ctx, version, action));
  });
}
