// Triggers and bindings: GET /actions/triggers (each trigger's versions, the current one last), GET a trigger's
// bindings (offset pages, in execution order), PATCH them (the list sent replaces the old one, in its order; refs by
// action id, action name or binding id; only deployed actions can be bound: 400), and GET /actions/executions/{id}.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ACTION_TRIGGER_IDS, ACTION_TRIGGERS, isActionTriggerId } from '../../kinds/actions/apiTriggers';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { Action, ActionBindingRecord } from '../state/types';
import { parseRequestBody } from '../validation';
import { bindingsOf, presentBinding } from './actionsModel';
import { updateBindingsBody } from './actionsSchemas';

type TriggerParams = { Params: { triggerId: string } };

/** Every trigger version the service lists: the older ones deprecated, the current one last. */
export function triggerList(): Record<string, unknown>[] {
  return ACTION_TRIGGER_IDS.flatMap((id) => {
    const current = Number(ACTION_TRIGGERS[id].version.slice(1));
    return Array.from({ length: current }, (_, i) => ({
      id, version: `v${i + 1}`, status: i + 1 === current ? 'CURRENT' : 'DEPRECATED',
      runtimes: ['node18', 'node22'], default_runtime: 'node22', compatible_triggers: [], binding_policy: 'trigger-bound',
    }));
  });
}

function checkTrigger(id: string): void {
  if (!isActionTriggerId(id)) throw new ApiError(400, `Invalid trigger id: ${id}.`, 'invalid_uri');
}

export function registerActionTriggers(app: FastifyInstance, ctx: EmulatorContext): void {
  const state = () => ctx.store.state;

  app.get(`${API}/actions/triggers`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    return { triggers: triggerList() };
  });

  app.get<TriggerParams>(`${API}/actions/triggers/:triggerId/bindings`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    checkTrigger(req.params.triggerId);
    const offset = parseOffset(req.query, 20);
    const mine = bindingsOf(state()).filter((b) => b.trigger_id === req.params.triggerId);
    return { bindings: offsetSlice(mine, offset).map((b) => presentBinding(ctx, b)), total: mine.length, page: offset.page, per_page: offset.perPage };
  });

  app.patch<TriggerParams>(`${API}/actions/triggers/:triggerId/bindings`, async (req) => {
    await requireScope(ctx, req, 'update:actions');
    const trigger = req.params.triggerId;
    checkTrigger(trigger);
    const body = parseRequestBody(updateBindingsBody, req);
    const old = bindingsOf(state()).filter((b) => b.trigger_id === trigger);
    // No list sent: nothing changes (only an empty list unbinds every action).
    if (body.bindings === undefined) return { bindings: old.map((b) => presentBinding(ctx, b)) };
    const now = ctx.clock.iso();
    const next: ActionBindingRecord[] = body.bindings.map((item) => {
      const { type = 'action_name', value = '' } = item.ref;
      const previous = type === 'binding_id' ? old.find((b) => b.id === value) : undefined;
      if (type === 'binding_id' && !previous) throw new ApiError(400, `Binding ${value} not found on trigger ${trigger}.`, 'invalid_body');
      const action = findRef(state().actions, type === 'binding_id' ? 'action_id' : type, previous?.action_id ?? value);
      if (!action.supported_triggers.some((t) => t.id === trigger)) {
        throw new ApiError(400, `Action ${action.name} does not support the trigger ${trigger}.`, 'invalid_body');
      }
      if (!action.deployed_version) {
        throw new ApiError(400, `Action ${action.name} cannot be bound: only deployed actions can be bound to a trigger. Deploy it first.`, 'invalid_body');
      }
      const kept = previous ?? old.find((b) => b.action_id === action.id);
      const display_name = item.display_name ?? kept?.display_name ?? action.name;
      return kept
        ? { ...kept, display_name, updated_at: display_name === kept.display_name ? kept.updated_at : now }
        : { id: randomUUID(), trigger_id: trigger, action_id: action.id, display_name, created_at: now, updated_at: now };
    });
    const ids = next.map((b) => b.action_id);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice) throw new ApiError(400, `Action ${twice} is bound more than once to trigger ${trigger}.`, 'invalid_body');
    state().actionBindings = [...bindingsOf(state()).filter((b) => b.trigger_id !== trigger), ...next];
    ctx.store.changed();
    return { bindings: next.map((b) => presentBinding(ctx, b)) };
  });

  app.get<{ Params: { id: string } }>(`${API}/actions/executions/:id`, async (req) => {
    await requireScope(ctx, req, 'read:actions');
    const execution = (state().actionExecutions ?? []).find((e) => e.id === req.params.id);
    if (!execution) throw new ApiError(404, 'Execution not found');
    return execution;
  });
}

function findRef(actions: readonly Action[], type: string, value: string): Action {
  const action = type === 'action_id' ? actions.find((a) => a.id === value) : actions.find((a) => a.name === value);
  if (!action) throw new ApiError(400, `Action ${value} not found (ref type ${type}).`, 'invalid_body');
  return action;
}
