/**
 * The official SDK (`auth0`) as a second client of the emulator's actions endpoints: every actions verb it has
 * (actions list/get/create/update/delete/deploy/test, versions list/get/deploy, triggers list, bindings
 * list/updateMany, executions get). Each answer is checked against strict shapes declared as the SDK types they stand
 * for, so a field the SDK does not know (a secret value, the emulator's bookkeeping) fails.
 */
import assert from 'node:assert/strict';
import { Management } from 'auth0';
import { z } from 'zod';
import { DEMO_ACTION_IDS as A } from '../../../src/emulator/seed/ids';
import { DEMO_EXECUTION_IDS } from '../../../src/emulator/seed/actionVersions';
import { harnessSuite } from '../api/emulatorHarness';
import { parses as parsesShape, sdkError, sdkFor } from './sdkClient';

const SECRET = 'sdk-action-secret-7c6b5a4d';
const timestamp = z.iso.datetime({ offset: false });
const triggerId = z.enum(Management.ActionTriggerTypeEnum);
const trigger = z.strictObject({
  id: triggerId, version: z.string().regex(/^v\d+$/), status: z.string().optional(), runtimes: z.array(z.string()).optional(),
  default_runtime: z.string().optional(), compatible_triggers: z.array(z.strictObject({ id: triggerId, version: z.string() })).optional(),
  binding_policy: z.enum(Management.ActionBindingTypeEnum).optional(),
}) satisfies z.ZodType<Management.ActionTrigger>;
const dependency = z.strictObject({ name: z.string(), version: z.string(), registry_url: z.string().optional() }) satisfies z.ZodType<Management.ActionVersionDependency>;
const secret = z.strictObject({ name: z.string(), updated_at: timestamp }) satisfies z.ZodType<Management.ActionSecretResponse>;
const base = { id: z.uuid(), name: z.string().min(1), supported_triggers: z.array(trigger).min(1), all_changes_deployed: z.boolean(), created_at: timestamp, updated_at: timestamp };
const actionBase = z.strictObject(base) satisfies z.ZodType<Management.ActionBase>;
const version = z.strictObject({
  id: z.uuid(), action_id: z.uuid(), code: z.string(), dependencies: z.array(dependency), deployed: z.boolean(), runtime: z.string(),
  secrets: z.array(secret), status: z.enum(Management.ActionVersionBuildStatusEnum), number: z.number().int().min(1), errors: z.array(z.strictObject({ id: z.string(), msg: z.string() })),
  action: actionBase.optional(), built_at: timestamp.optional(), created_at: timestamp, updated_at: timestamp, supported_triggers: z.array(trigger).min(1),
}) satisfies z.ZodType<Management.ActionVersion>;
const action = z.strictObject({
  ...base, code: z.string(), dependencies: z.array(dependency), runtime: z.string(), secrets: z.array(secret),
  deployed_version: version.optional(), status: z.enum(Management.ActionBuildStatusEnum), built_at: timestamp.optional(),
}) satisfies z.ZodType<Management.Action>;
const binding = z.strictObject({ id: z.uuid(), trigger_id: triggerId, display_name: z.string(), action, created_at: timestamp, updated_at: timestamp }) satisfies z.ZodType<Management.ActionBinding>;
const execution = z.strictObject({
  id: z.string(), trigger_id: triggerId, status: z.enum(Management.ActionExecutionStatusEnum), created_at: timestamp, updated_at: timestamp,
  results: z.array(z.strictObject({ action_name: z.string(), error: z.strictObject({ id: z.string(), msg: z.string() }).optional(), started_at: timestamp, ended_at: timestamp })),
}) satisfies z.ZodType<Management.GetActionExecutionResponseContent>;
const testResult = z.strictObject({ payload: z.record(z.string(), z.unknown()) }) satisfies z.ZodType<Management.TestActionResponseContent>;

const parses = <T>(shape: z.ZodType<T>, value: unknown, what: string) => parsesShape(shape, value, what, [SECRET]);
const CODE = "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('sdk', event.user.id);\n};\n";

describe('emulator: the official SDK as a second client of the actions endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('lists (filters, pages), gets, creates, updates (draft), deploys, tests and deletes an action', async () => {
    const actions = (await sdkFor(h.url)).actions;
    const page = await actions.list({ triggerId: 'post-login', deployed: true, per_page: 1 });
    for (const a of page.data) parses(action, a, 'list item');
    assert.deepEqual(page.data.map((a) => a.id), [A.postLoginDeployed]);
    assert.ok(page.hasNextPage());
    assert.deepEqual((await page.getNextPage()).data.map((a) => a.id), [A.postLoginBlockSuspended]);
    parses(action, await actions.get(A.postLoginDeployed), 'get');
    const created = parses(action, await actions.create({ name: 'sdk-claims', supported_triggers: [{ id: 'post-login', version: 'v3' }], code: CODE, secrets: [{ name: 'SDK_KEY', value: SECRET }] }), 'create');
    assert.equal(created.status, 'pending');
    const updated = parses(action, await actions.update(created.id, { code: `${CODE}// changed\n` }), 'update');
    assert.match(updated.code, /changed/);
    const deployed = parses(version, await actions.deploy(created.id), 'deploy');
    assert.equal(deployed.number, 1);
    const run = parses(testResult, await actions.test(created.id, { payload: { user: { id: 'u-9' } } }), 'test');
    assert.deepEqual(run.payload['commands'], [{ name: 'api.idToken.setCustomClaim', args: ['sdk', 'u-9'] }]);
    await actions.delete(created.id);
    await assert.rejects(actions.get(created.id), sdkError(404, 'NotFoundError', /Action not found/));
  });

  it('versions: list (pages), get, deploy an old one (roll back)', async () => {
    const versions = (await sdkFor(h.url)).actions.versions;
    const page = await versions.list(A.postLoginDeployed, { per_page: 5 });
    for (const v of page.data) parses(version, v, 'version');
    assert.deepEqual(page.data.map((v) => v.number), [7, 6, 5, 4, 3]);
    const next = await page.getNextPage();
    assert.deepEqual(next.data.map((v) => v.number), [2, 1]);
    const first = parses(version, await versions.get(A.postLoginDeployed, next.data[1]!.id!), 'get');
    const rolled = parses(version, await versions.deploy(A.postLoginDeployed, first.id, { update_draft: false }), 'deploy version');
    assert.deepEqual([rolled.number, rolled.code], [8, first.code]);
  });

  it('triggers list, bindings list and updateMany (order kept; an undeployed action refused), executions get', async () => {
    const sdk = await sdkFor(h.url);
    const { triggers } = await sdk.actions.triggers.list();
    for (const t of triggers ?? []) parses(trigger, t, 'trigger');
    const bindings = await sdk.actions.triggers.bindings.list('post-login');
    for (const b of bindings.data) parses(binding, b, 'binding');
    assert.deepEqual(bindings.data.map((b) => b.action?.name), ['block-suspended-users', 'add-roles-to-id-token']);
    const reordered = await sdk.actions.triggers.bindings.updateMany('post-login', { bindings: [
      { ref: { type: 'action_id', value: A.postLoginDeployed } }, { ref: { type: 'action_name', value: 'block-suspended-users' } },
    ] });
    assert.deepEqual(reordered.bindings?.map((b) => parses(binding, b, 'updated binding').action.id), [A.postLoginDeployed, A.postLoginBlockSuspended]);
    await assert.rejects(sdk.actions.triggers.bindings.updateMany('credentials-exchange', { bindings: [{ ref: { type: 'action_id', value: A.credentialsExchangeDraft } }] }),
      sdkError(400, 'BadRequestError', /only deployed actions can be bound/));
    parses(execution, await sdk.actions.executions.get(DEMO_EXECUTION_IDS.postLogin), 'execution');
  });

  it('a bound action is refused without force and deleted with it; a narrow token gets 403', async () => {
    const sdk = await sdkFor(h.url);
    await assert.rejects(sdk.actions.delete(A.postLoginDeployed), sdkError(400, 'BadRequestError', /unbound from all triggers/));
    await sdk.actions.delete(A.postLoginDeployed, { force: true });
    const narrow = await sdkFor(h.url, 'read:actions');
    await assert.rejects(narrow.actions.deploy(A.postLoginBlockSuspended), sdkError(403, 'ForbiddenError', /create:actions/));
  });
});
