// The actions' state as the routes see it: lookups (404 in the service's words), the draft's build (pending on
// create and update, reported built BUILD_MS later on the emulator clock, failed when the code does not parse) and
// the answers: secrets by name and date only, the deployed version in full, no emulator bookkeeping.
import { Script } from 'node:vm';
import type { EmulatorContext } from '../context';
import { ApiError } from '../errors';
import type { Action, ActionBindingRecord, ActionCode, ActionVersionRecord, TenantState } from '../state/types';

/** How long (emulator clock) a build stays `pending` before it is reported `built` (or `failed`). */
export const BUILD_MS = 1000;
export const ACTION_NOT_FOUND = 'Action not found';

export function versionsOf(state: TenantState): ActionVersionRecord[] {
  return (state.actionVersions ??= []);
}

export function bindingsOf(state: TenantState): ActionBindingRecord[] {
  return (state.actionBindings ??= []);
}

export function findAction(ctx: EmulatorContext, id: string): Action {
  const action = ctx.store.state.actions.find((a) => a.id === id);
  if (!action) throw new ApiError(404, ACTION_NOT_FOUND);
  settle(ctx, action);
  return action;
}

/** The syntax error of `code`, or undefined when it parses (nothing is run). */
export function syntaxError(code: string): string | undefined {
  try {
    new Script(code, { filename: 'action.js' });
    return undefined;
  } catch (err) {
    return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  }
}

/** Starts a build of the draft: pending now, reported BUILD_MS later. */
export function startBuild(ctx: EmulatorContext, item: { status: string; build_ready_ms?: number; built_at?: string }): void {
  item.status = 'pending';
  item.build_ready_ms = ctx.clock.now() + BUILD_MS;
  delete item.built_at;
}

/** Reports a finished build: built, or failed when the code does not parse. */
export function settle(ctx: EmulatorContext, item: Action | ActionVersionRecord): void {
  if (item.status !== 'pending' || item.build_ready_ms === undefined || ctx.clock.now() < item.build_ready_ms) return;
  const failed = 'all_changes_deployed' in item && syntaxError(item.code) !== undefined;
  item.status = failed ? 'failed' : 'built';
  if (!failed) item.built_at = new Date(item.build_ready_ms).toISOString();
  delete item.build_ready_ms;
}

function codeOf(c: ActionCode): ActionCode {
  return {
    code: c.code,
    dependencies: c.dependencies.map((d) => ({ ...d })),
    runtime: c.runtime,
    supported_triggers: c.supported_triggers.map((t) => ({ ...t })),
  };
}

/** The action's id, name, triggers and dates, as a version's `action`. */
function actionBase(a: Action) {
  return { id: a.id, name: a.name, supported_triggers: a.supported_triggers.map((t) => ({ ...t })), all_changes_deployed: a.all_changes_deployed, created_at: a.created_at, updated_at: a.updated_at };
}

export function presentVersion(ctx: EmulatorContext, v: ActionVersionRecord, action?: Action): Record<string, unknown> {
  settle(ctx, v);
  return {
    id: v.id, action_id: v.action_id, ...codeOf(v), deployed: v.deployed, number: v.number,
    secrets: v.secrets.map((s) => ({ name: s.name, updated_at: s.updated_at })), status: v.status, errors: [],
    ...(action ? { action: actionBase(action) } : {}),
    ...(v.built_at ? { built_at: v.built_at } : {}), created_at: v.created_at, updated_at: v.updated_at,
  };
}

/** An action as the service answers it. */
export function presentAction(ctx: EmulatorContext, a: Action): Record<string, unknown> {
  settle(ctx, a);
  const deployed = a.deployed_version ? versionsOf(ctx.store.state).find((v) => v.id === a.deployed_version!.id) : undefined;
  return {
    id: a.id, name: a.name, all_changes_deployed: a.all_changes_deployed,
    created_at: a.created_at, updated_at: a.updated_at, ...codeOf(a),
    secrets: a.secrets.map((s) => ({ name: s.name, updated_at: s.updated_at })),
    ...(deployed ? { deployed_version: presentVersion(ctx, deployed, a) } : a.deployed_version ? { deployed_version: { ...a.deployed_version } } : {}),
    status: a.status,
    ...(a.built_at ? { built_at: a.built_at } : {}),
  };
}

/** A binding as the service answers it: with the whole action. */
export function presentBinding(ctx: EmulatorContext, b: ActionBindingRecord): Record<string, unknown> {
  const action = ctx.store.state.actions.find((a) => a.id === b.action_id);
  return {
    id: b.id, trigger_id: b.trigger_id, display_name: b.display_name,
    ...(action ? { action: presentAction(ctx, action) } : {}), created_at: b.created_at, updated_at: b.updated_at,
  };
}

/** The triggers an action is bound on (in the order of the triggers' lists). */
export function boundTriggers(state: TenantState, actionId: string): string[] {
  return [...new Set(bindingsOf(state).filter((b) => b.action_id === actionId).map((b) => b.trigger_id))];
}

/** True when the draft's code and settings are what the version runs. */
export function sameCode(a: ActionCode, b: ActionCode): boolean {
  return JSON.stringify(codeOf(a)) === JSON.stringify(codeOf(b));
}
