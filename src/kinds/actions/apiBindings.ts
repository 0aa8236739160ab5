/**
 * Triggers (the list with their versions and runtimes), a trigger's bindings (which actions run, in order) and
 * their update (PATCH replaces the whole list, in order; only deployed actions can be bound), and one execution.
 */
import type { ApiClient } from '../../api/client';
import { getList } from '../../api/listPage';
import { collect, iteratePages, type Page } from '../../api/paging';
import { offsetList, type OffsetParams } from './apiVersions';
import { call, validateInput, type CallOptions } from '../../api/request';
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import {
  bindingSchema, bindingsAnswerSchema, executionSchema, triggerSchema, updateBindingsSchema,
  type ActionBinding, type ActionExecution, type ActionTriggerInfoAnswer, type BindingRequest,
} from './apiSchemas';
import { ACTION_TRIGGER_IDS } from './apiTriggers';

const { triggerIdSchema, executionIdSchema } = lazySchemas(() => ({
  triggerIdSchema: z.enum(ACTION_TRIGGER_IDS),
  executionIdSchema: z.string().check(z.minLength(1), z.maxLength(128)),
}));

function bindingsPath(triggerId: string): string {
  return `actions/triggers/${encodeURIComponent(validateInput(triggerIdSchema, triggerId, 'trigger id'))}/bindings`;
}

/** GET /actions/triggers: every trigger with its version, status, runtimes and binding policy (no paging). */
export async function listTriggers(client: ApiClient, options: CallOptions = {}): Promise<ActionTriggerInfoAnswer[]> {
  const data = await getList(client, 'actions/triggers', 'triggers', triggerSchema, options);
  return data.items;
}

/** GET /actions/triggers/{triggerId}/bindings: one page of the bindings, in execution order. */
export async function listBindings(client: ApiClient, triggerId: string, params: OffsetParams = {}, options: CallOptions = {}): Promise<Page<ActionBinding>> {
  return offsetList(client, bindingsPath(triggerId), 'bindings', bindingSchema, { ...params }, options);
}

/** Every binding of a trigger, in execution order (all pages). */
export async function getBindings(client: ApiClient, triggerId: string, options: CallOptions = {}): Promise<ActionBinding[]> {
  return collect(iteratePages((page) => listBindings(client, triggerId, { page }, options), options));
}

/**
 * PATCH /actions/triggers/{triggerId}/bindings (200): the trigger's bindings become exactly `bindings`, in this
 * order (an empty list unbinds every action). Refused (400) when an action is not deployed.
 */
export async function updateBindings(client: ApiClient, triggerId: string, bindings: BindingRequest[], options: CallOptions = {}): Promise<ActionBinding[]> {
  const path = bindingsPath(triggerId);
  const json = validateInput(updateBindingsSchema, { bindings }, 'bindings');
  const answer = await call(client, 'PATCH', path, bindingsAnswerSchema, { json, ...options });
  return answer.bindings ?? [];
}

/** The triggers among `triggerIds` (an action's supported triggers) whose bindings hold the action: what keeps it from being deleted. */
export async function triggersHolding(client: ApiClient, actionId: string, triggerIds: readonly string[], options: CallOptions = {}): Promise<string[]> {
  const held: string[] = [];
  for (const trigger of new Set(triggerIds)) {
    if ((await getBindings(client, trigger, options)).some((b) => b.action?.id === actionId)) held.push(trigger);
  }
  return held;
}

/** A binding request naming an action by id (the display name defaults to the action's name). */
export function bindingToAction(actionId: string, displayName?: string): BindingRequest {
  return { ref: { type: 'action_id', value: actionId }, ...(displayName !== undefined ? { display_name: displayName } : {}) };
}

/** GET /actions/executions/{id}: one execution of a trigger's actions (ids appear in the tenant's logs). */
export async function getExecution(client: ApiClient, id: string, options: CallOptions = {}): Promise<ActionExecution> {
  const path = `actions/executions/${encodeURIComponent(validateInput(executionIdSchema, id, 'execution id'))}`;
  return call(client, 'GET', path, executionSchema, options);
}
