/**
 * The actions client calls (src/kinds/actions/api*.ts) against the emulator over loopback: every verb, bad input
 * refused with nothing sent, the service's refusals as ApiErrors with its message, and no secret value in any answer.
 */
import assert from 'node:assert/strict';
import type { ApiClient } from '../../../../src/api/client';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import {
  ACTION_TRIGGERS, ACTION_TRIGGER_IDS, bindingToAction, createAction, deleteAction, deployAction, deployActionVersion, getAction, getActionVersion,
  getBindings, getExecution, triggersHolding, listActions, listActionVersions, listBindings, listTriggers, testAction, updateAction, updateBindings,
} from '../../../../src/kinds/actions/api';
import { collect, iteratePages } from '../../../../src/api/paging';
import { DEMO_ACTION_IDS as A } from '../../../../src/emulator/seed/ids';
import { DEMO_EXECUTION_IDS } from '../../../../src/emulator/seed/actionVersions';
import { harnessSuite } from '../../api/emulatorHarness';

const SECRET = 'client-action-secret-1a2b3c4d';
const CODE = "exports.onExecutePostLogin = async (event, api) => {\n  api.accessToken.setCustomClaim('plan', event.user.plan);\n};\n";

describe('api: actions against the emulator', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  let client: ApiClient;
  beforeEach(() => {
    client = h.client();
  });

  it('lists with filters (trigger, name, deployed) and pages through all', async () => {
    const postLogin = await listActions(client, { triggerId: 'post-login' });
    assert.deepEqual(postLogin.items.map((a) => a.name).sort(), ['add-roles-to-id-token', 'block-suspended-users']);
    assert.deepEqual((await listActions(client, { actionName: 'm2m-token-claims' })).items.map((a) => a.id), [A.credentialsExchangeDraft]);
    assert.ok((await listActions(client, { deployed: false })).items.every((a) => !a.deployed_version));
    const all = await collect(iteratePages((page) => listActions(client, { page, perPage: 3 })));
    assert.equal(all.length, 8);
  });

  it('creates, reads, updates the draft, deploys, tests and deletes; secret values never come back', async () => {
    const created = await createAction(client, { name: 'client-plan', supported_triggers: [{ id: 'post-login' }], code: CODE, secrets: [{ name: 'PLAN_KEY', value: SECRET }] });
    assert.equal(created.status, 'pending');
    assert.deepEqual(created.secrets?.map((s) => s.name), ['PLAN_KEY']);
    const updated = await updateAction(client, created.id, { code: CODE.replace('plan', 'tier'), dependencies: [{ name: 'lodash', version: '4.17.21' }] });
    assert.match(updated.code ?? '', /'tier'/);
    assert.equal((await updateAction(client, created.id, {})).id, created.id, 'nothing to change reads the action');
    const version = await deployAction(client, created.id);
    assert.deepEqual([version.number, version.deployed], [1, true]);
    const got = await getAction(client, created.id);
    assert.equal(got.deployed_version?.number, 1);
    assert.equal(got.all_changes_deployed, true);
    const { result } = await testAction(client, created.id, { user: { plan: 'pro' } });
    assert.deepEqual(result.commands, [{ name: 'api.accessToken.setCustomClaim', args: ['tier', 'pro'] }]);
    for (const answer of [created, updated, got, version]) assert.ok(!JSON.stringify(answer).includes(SECRET));
    await deleteAction(client, created.id);
    await deleteAction(client, created.id);
    await assert.rejects(getAction(client, created.id), (e: unknown) => e instanceof ApiError && e.status === 404);
  });

  it('a failing test run gives the error and its line', async () => {
    const created = await createAction(client, { name: 'client-fails', supported_triggers: [{ id: 'post-login' }], code: 'exports.onExecutePostLogin = async () => {\n  undefinedFn();\n};\n' });
    const { result } = await testAction(client, created.id, {});
    assert.deepEqual([result.error?.name, result.error?.line], ['ReferenceError', 2]);
  });

  it('versions: list, get, roll back', async () => {
    const page = await listActionVersions(client, A.postLoginDeployed, { perPage: 2 });
    assert.deepEqual(page.items.map((v) => v.number), [7, 6]);
    assert.equal(page.cursor, '1');
    const v6 = await getActionVersion(client, A.postLoginDeployed, page.items[1]!.id);
    const rolled = await deployActionVersion(client, A.postLoginDeployed, v6.id, { updateDraft: true });
    assert.deepEqual([rolled.number, rolled.code], [8, v6.code]);
    assert.equal((await getAction(client, A.postLoginDeployed)).code, v6.code);
  });

  it('triggers, bindings (list, replace in order, only deployed actions), executions', async () => {
    const triggers = await listTriggers(client);
    for (const id of ACTION_TRIGGER_IDS) assert.ok(triggers.some((t) => t.id === id && t.version === ACTION_TRIGGERS[id].version), id);
    assert.deepEqual((await getBindings(client, 'post-login')).map((b) => b.action?.id), [A.postLoginBlockSuspended, A.postLoginDeployed]);
    assert.equal((await listBindings(client, 'post-login', { perPage: 1 })).cursor, '1');
    const after = await updateBindings(client, 'post-login', [bindingToAction(A.postLoginDeployed), bindingToAction(A.postLoginBlockSuspended, 'Suspended')]);
    assert.deepEqual(after.map((b) => [b.action?.id, b.display_name]), [[A.postLoginDeployed, 'add-roles-to-id-token'], [A.postLoginBlockSuspended, 'Suspended']]);
    await assert.rejects(updateBindings(client, 'credentials-exchange', [bindingToAction(A.credentialsExchangeDraft)]),
      (e: unknown) => e instanceof ApiError && e.status === 400 && /only deployed actions can be bound/.test(e.message));
    assert.equal((await getExecution(client, DEMO_EXECUTION_IDS.postLogin)).results?.length, 2);
  });

  it('a bound action is refused without force (the service names its triggers), deleted with it', async () => {
    assert.deepEqual(await triggersHolding(client, A.credentialsExchangeDeployed, ['credentials-exchange']), ['credentials-exchange']);
    assert.deepEqual(await triggersHolding(client, A.credentialsExchangeDraft, ['credentials-exchange']), []);
    await assert.rejects(deleteAction(client, A.credentialsExchangeDeployed),
      (e: unknown) => e instanceof ApiError && e.status === 400 && /credentials-exchange/.test(e.message));
    await deleteAction(client, A.credentialsExchangeDeployed, { force: true });
    assert.deepEqual(await getBindings(client, 'credentials-exchange'), []);
  });

  it('bad input is refused before anything is sent', async () => {
    const before = h.emu.stats().requests;
    const refused = (e: unknown) => e instanceof InvalidInputError;
    await assert.rejects(createAction(client, { name: '', supported_triggers: [{ id: 'post-login' }] }), refused);
    await assert.rejects(createAction(client, { name: 'x', supported_triggers: [] }), refused);
    await assert.rejects(createAction(client, { name: 'x', supported_triggers: [{ id: 'post-logon' as 'post-login' }] }), refused);
    await assert.rejects(updateAction(client, A.postLoginDeployed, { secrets: [{ name: '1BAD', value: 'v' }] }), refused);
    await assert.rejects(updateAction(client, A.postLoginDeployed, { dependencies: [{ name: 'Not A Package' }] }), refused);
    await assert.rejects(updateAction(client, A.postLoginDeployed, { runtime: 'python3' }), refused);
    await assert.rejects(getAction(client, '../clients'), refused);
    await assert.rejects(listBindings(client, 'post-logon'), refused);
    await assert.rejects(updateBindings(client, 'post-login', [{ ref: { type: 'action_id', value: '' } }]), refused);
    await assert.rejects(testAction(client, A.postLoginDeployed, [] as unknown as Record<string, unknown>), refused);
    assert.equal(h.emu.stats().requests, before, 'nothing was sent');
  });
});
