/**
 * Actions in the agent tools (pure, no `vscode`): the short row of listResources (never a secret's value: the names
 * of its secrets only) and the inputs of their own tools — bindings, code, Test…, code update, deploy.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ToolFacet } from '../facets/tool';
import type { Resource } from '../kind';
import { secretNames } from './compare';

const ref = () => ({ tenant: z.string(), action: z.string().check(z.minLength(1)) });

export const { LIST_ACTION_BINDINGS_INPUT, GET_ACTION_CODE_INPUT, TEST_ACTION_INPUT, UPDATE_ACTION_CODE_INPUT, DEPLOY_ACTION_INPUT } = lazySchemas(() => ({
  LIST_ACTION_BINDINGS_INPUT: z.strictObject({ tenant: z.string(), trigger: z.optional(z.string().check(z.minLength(1))) }),
  GET_ACTION_CODE_INPUT: z.strictObject(ref()),
  TEST_ACTION_INPUT: z.strictObject({ ...ref(), payload: z.record(z.string(), z.unknown()) }),
  UPDATE_ACTION_CODE_INPUT: z.strictObject({ ...ref(), code: z.string().check(z.minLength(1), z.maxLength(100_000)) }),
  DEPLOY_ACTION_INPUT: z.strictObject(ref()),
}));

/** The triggers of an action: `post-login v3`. */
export const triggerList = (a: Resource): string[] =>
  (Array.isArray(a.supported_triggers) ? (a.supported_triggers as Resource[]) : []).map((t) => [t.id, t.version].filter(Boolean).join(' '));

/** The facts of an action a model reads: triggers, runtime, state, deployed version, the names of its secrets. */
export function actionRow(a: Resource): Record<string, unknown> {
  const deployed = a.deployed_version as Resource | null | undefined;
  return {
    id: a.id,
    name: a.name,
    triggers: triggerList(a),
    runtime: a.runtime,
    status: a.status,
    deployedVersion: deployed?.number ?? null,
    allChangesDeployed: a.all_changes_deployed === true,
    secrets: secretNames(a),
  };
}

export const actionsTool: ToolFacet = {
  rank: 0.5,
  row: actionRow,
  own: [
    { name: 'authTenants_listActionBindings', at: 13, input: LIST_ACTION_BINDINGS_INPUT },
    { name: 'authTenants_getActionCode', at: 14, input: GET_ACTION_CODE_INPUT },
    { name: 'authTenants_testAction', at: 15, input: TEST_ACTION_INPUT },
    { name: 'authTenants_updateActionCode', at: 16, input: UPDATE_ACTION_CODE_INPUT },
    { name: 'authTenants_deployAction', at: 17, input: DEPLOY_ACTION_INPUT },
  ],
  specs: () => import('./toolSpecs').then((m) => m.actionTools),
};
