/**
 * Actions: list (filters, offset paging), get, create, update the draft, delete (force), deploy, test. Versions
 * are in apiVersions.ts, triggers, bindings and executions in apiBindings.ts, the schemas in apiSchemas.ts and the
 * trigger table in apiTriggers.ts; all are re-exported here. Bodies and ids are checked before sending
 * (InvalidInputError, nothing sent).
 */
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import type { Page } from '../../api/paging';
import { call, send, validateInput, type CallOptions } from '../../api/request';
import {
  actionIdSchema, actionSchema, actionVersionSchema, createActionSchema, testActionSchema, testResponseSchema, testResultSchema, updateActionSchema,
  type Action, type ActionTestResult, type ActionVersion, type CreateAction, type UpdateAction,
} from './apiSchemas';
import { offsetList, type OffsetParams } from './apiVersions';

export * from './apiSchemas';
export * from './apiTriggers';
export * from './apiVersions';
export * from './apiBindings';

export interface ListActionsParams extends OffsetParams {
  triggerId?: string | undefined;
  /** Exactly this name. */
  actionName?: string | undefined;
  deployed?: boolean | undefined;
  /** true: only actions installed from the marketplace; false: only custom ones. */
  installed?: boolean | undefined;
}

/** `actions/actions/{id}` with the id checked and encoded. */
export function actionPath(id: string): string {
  return `actions/actions/${encodeURIComponent(validateInput(actionIdSchema, id, 'action id'))}`;
}

/** GET /actions/actions: one page (offset paging, 50 by default, the service's most). */
export async function listActions(client: ApiClient, params: ListActionsParams = {}, options: CallOptions = {}): Promise<Page<Action>> {
  return offsetList(client, 'actions/actions', 'actions', actionSchema, { ...params }, options);
}

export async function getAction(client: ApiClient, id: string, options: CallOptions = {}): Promise<Action> {
  return call(client, 'GET', actionPath(id), actionSchema, options);
}

/** POST /actions/actions (201): a new action, its draft built a moment later (`status` pending → built). */
export async function createAction(client: ApiClient, body: CreateAction, options: CallOptions = {}): Promise<Action> {
  const json = validateInput(createActionSchema, body, 'action');
  return call(client, 'POST', 'actions/actions', actionSchema, { json, ...options });
}

/**
 * PATCH /actions/actions/{id} (200): changes the draft (code, dependencies, runtime, secrets, name, triggers),
 * never what is deployed. A secret sent with a value sets it; the secrets sent replace the list. Nothing to change
 * sends no PATCH: the action is read instead.
 */
export async function updateAction(client: ApiClient, id: string, body: UpdateAction, options: CallOptions = {}): Promise<Action> {
  const path = actionPath(id);
  const json = validateInput(updateActionSchema, body, 'action changes');
  if (Object.keys(json).length === 0) return getAction(client, id, options);
  return call(client, 'PATCH', path, actionSchema, { json, ...options });
}

/**
 * DELETE /actions/actions/{id} (204). A bound action is refused (the ApiError says so) unless `force`, which
 * also removes its bindings. Succeeds also when the action is already gone (404).
 */
export async function deleteAction(client: ApiClient, id: string, params: { force?: boolean } = {}, options: CallOptions = {}): Promise<void> {
  const path = actionPath(id);
  try {
    await send(client, 'DELETE', path, { ...(params.force ? { searchParams: { force: true } } : {}), ...options });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/** POST /actions/actions/{id}/deploy (202): deploys the draft as a new version (its `number` is the next one). */
export async function deployAction(client: ApiClient, id: string, options: CallOptions = {}): Promise<ActionVersion> {
  return call(client, 'POST', `${actionPath(id)}/deploy`, actionVersionSchema, options);
}

/**
 * POST /actions/actions/{id}/test (200): runs the draft with `payload` as the event. The answer's `payload` is
 * opaque in the contract; `result` reads what the emulator (and the extension) expect in it: commands, logs, error.
 */
export async function testAction(
  client: ApiClient, id: string, payload: Record<string, unknown>, options: CallOptions = {},
): Promise<{ payload: Record<string, unknown>; result: ActionTestResult }> {
  const path = `${actionPath(id)}/test`;
  const json = validateInput(testActionSchema, { payload }, 'test payload');
  const answer = await call(client, 'POST', path, testResponseSchema, { json, ...options });
  const out = answer.payload ?? {};
  const parsed = testResultSchema.safeParse(out);
  return { payload: out, result: parsed.success ? parsed.data : {} };
}
