// The emulator's deploys, versions, triggers, bindings and executions: a deploy makes the next numbered version the
// one that runs, a roll back deploys an old version's code as a new one, only deployed actions can be bound, a PATCH
// of the bindings replaces the list in its order, and the seed's bindings are the real trigger ids.
import assert from 'node:assert/strict';
import { DEMO_ACTION_IDS as A, PRODUCTION_ONLY_ACTION_ID } from '../../../src/emulator/seed/ids';
import { DEMO_EXECUTION_IDS } from '../../../src/emulator/seed/actionVersions';
import { BUILD_MS } from '../../../src/emulator/routes/actionsModel';
import { assertErrorShape, control, emulatorSuite } from './helpers';

const CODE = "exports.onExecutePostLogin = async (event, api) => {\n  api.access.deny('closed');\n};\n";
type Binding = { id: string; trigger_id: string; display_name: string; action: { id: string; name: string } };

describe('emulator: action deploys, versions and bindings', () => {
  const env = emulatorSuite();
  const advance = (ms: number) => control(env.url, 'POST', '/clock', { advanceSeconds: ms / 1000 });
  const bindings = async (trigger: string) => (await env.api('GET', `/actions/triggers/${trigger}/bindings`)).body.bindings as Binding[];
  beforeEach(() => control(env.url, 'POST', '/reset'));

  it('deploy (202) makes the draft version N+1, deployed; the previous one is no longer; the action says all changes are deployed', async () => {
    await env.api('PATCH', `/actions/actions/${A.postLoginDeployed}`, { body: { code: CODE } });
    const res = await env.api('POST', `/actions/actions/${A.postLoginDeployed}/deploy`);
    assert.equal(res.status, 202);
    assert.equal(res.body.number, 8);
    assert.equal(res.body.deployed, true);
    assert.equal(res.body.code, CODE);
    assert.equal(res.body.action_id, A.postLoginDeployed);
    assert.equal(res.body.status, 'pending');
    await advance(BUILD_MS);
    const action = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body;
    assert.equal(action.all_changes_deployed, true);
    assert.equal(action.deployed_version.number, 8);
    assert.equal(action.deployed_version.status, 'built');
    const versions = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}/versions`)).body;
    assert.equal(versions.total, 8);
    assert.deepEqual(versions.versions.map((v: { number: number }) => v.number), [8, 7, 6, 5, 4, 3, 2, 1], 'newest first');
    assert.deepEqual(versions.versions.map((v: { deployed: boolean }) => v.deployed), [true, false, false, false, false, false, false, false]);
  });

  it('a never-deployed action deploys as version 1; create with deploy: true does too', async () => {
    assert.equal((await env.api('POST', `/actions/actions/${A.credentialsExchangeDraft}/deploy`)).body.number, 1);
    const created = await env.api('POST', '/actions/actions', { body: { name: 'deployed-at-once', supported_triggers: [{ id: 'post-login' }], code: CODE, deploy: true } });
    assert.equal(created.body.deployed_version.number, 1);
    assert.equal(created.body.all_changes_deployed, true);
  });

  it('a draft that does not parse is not deployed (400 with the syntax error)', async () => {
    await env.api('PATCH', `/actions/actions/${A.postLoginDeployed}`, { body: { code: 'exports.onExecutePostLogin = async (event, api) => {' } });
    assertErrorShape(await env.api('POST', `/actions/actions/${A.postLoginDeployed}/deploy`), 400, /cannot be built: SyntaxError/);
    assert.equal((await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body.deployed_version.number, 7);
  });

  it('versions page (offset), get one by id (404 for another action\'s), roll back deploys its code as a new version', async () => {
    const page = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}/versions?per_page=3&page=1`)).body;
    assert.deepEqual([page.total, page.page, page.per_page, page.versions.map((v: { number: number }) => v.number)], [7, 1, 3, [4, 3, 2]]);
    const v2 = page.versions[2];
    assert.equal((await env.api('GET', `/actions/actions/${A.postLoginDeployed}/versions/${v2.id}`)).body.code, v2.code);
    assertErrorShape(await env.api('GET', `/actions/actions/${A.cteDeployed}/versions/${v2.id}`), 404, 'Action version not found');
    const draft = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body.code;
    assert.notEqual(v2.code, draft, 'the seed\'s old versions differ from the draft');
    const rolled = await env.api('POST', `/actions/actions/${A.postLoginDeployed}/versions/${v2.id}/deploy`, { body: {} });
    assert.equal(rolled.status, 202);
    assert.deepEqual([rolled.body.number, rolled.body.code, rolled.body.deployed], [8, v2.code, true]);
    const action = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body;
    assert.equal(action.code, draft, 'the draft is kept');
    assert.equal(action.all_changes_deployed, false);
    await env.api('POST', `/actions/actions/${A.postLoginDeployed}/versions/${v2.id}/deploy`, { body: { update_draft: true } });
    const updated = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body;
    assert.deepEqual([updated.code, updated.all_changes_deployed, updated.deployed_version.number], [v2.code, true, 9]);
  });

  it('lists every trigger with its versions (the real ids; the current one CURRENT)', async () => {
    const triggers = (await env.api('GET', '/actions/triggers')).body.triggers as { id: string; version: string; status: string }[];
    const current = triggers.filter((t) => t.status === 'CURRENT').map((t) => `${t.id}@${t.version}`);
    for (const t of ['post-login@v3', 'credentials-exchange@v2', 'custom-token-exchange@v1', 'event-stream@v1', 'pre-user-registration@v2']) assert.ok(current.includes(t), t);
    assert.deepEqual(triggers.filter((t) => t.id === 'post-login').map((t) => t.version), ['v1', 'v2', 'v3']);
  });

  it('the seed binds two post-login actions in order and a credentials-exchange one; a trigger with none lists none', async () => {
    assert.deepEqual((await bindings('post-login')).map((b) => b.action.name), ['block-suspended-users', 'add-roles-to-id-token']);
    const [first] = await bindings('post-login');
    assert.deepEqual([first!.trigger_id, first!.display_name], ['post-login', 'block-suspended-users']);
    assert.deepEqual((await bindings('credentials-exchange')).map((b) => b.action.id), [A.credentialsExchangeDeployed]);
    assert.deepEqual(await bindings('pre-user-registration'), []);
    assertErrorShape(await env.api('GET', '/actions/triggers/post-logon/bindings'), 400, /post-logon/);
  });

  it('PATCH replaces the list in its order (refs by id, name or binding id), keeping binding ids; [] unbinds all', async () => {
    const old = await bindings('post-login');
    const res = await env.api('PATCH', '/actions/triggers/post-login/bindings', { body: { bindings: [
      { ref: { type: 'action_name', value: 'add-roles-to-id-token' }, display_name: 'Roles' },
      { ref: { type: 'binding_id', value: old[0]!.id } },
    ] } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.bindings.map((b: Binding) => [b.action.name, b.display_name]), [['add-roles-to-id-token', 'Roles'], ['block-suspended-users', 'block-suspended-users']]);
    assert.deepEqual((await bindings('post-login')).map((b) => b.id), [old[1]!.id, old[0]!.id], 'the same bindings, reordered');
    const unchanged = await env.api('PATCH', '/actions/triggers/post-login/bindings', { body: {} });
    assert.deepEqual(unchanged.body.bindings.map((b: Binding) => b.id), [old[1]!.id, old[0]!.id], 'no list sent changes nothing');
    const emptied = await env.api('PATCH', '/actions/triggers/post-login/bindings', { body: { bindings: [] } });
    assert.deepEqual(emptied.body.bindings, []);
    assert.deepEqual(await bindings('post-login'), []);
    assert.equal((await bindings('credentials-exchange')).length, 1, 'other triggers keep theirs');
  });

  it('only deployed actions of the trigger can be bound (400 saying so); an action twice is refused', async () => {
    const patch = (refs: unknown[]) => env.api('PATCH', '/actions/triggers/credentials-exchange/bindings', { body: { bindings: refs } });
    assertErrorShape(await patch([{ ref: { type: 'action_id', value: A.credentialsExchangeDraft } }]), 400, /only deployed actions can be bound/, 'invalid_body');
    assertErrorShape(await patch([{ ref: { type: 'action_id', value: A.postLoginDeployed } }]), 400, /does not support the trigger credentials-exchange/);
    assertErrorShape(await patch([{ ref: { type: 'action_name', value: 'no-such-action' } }]), 400, /not found/);
    const twice = { ref: { type: 'action_id', value: A.credentialsExchangeDeployed } };
    assertErrorShape(await patch([twice, twice]), 400, /more than once/);
    assert.deepEqual((await bindings('credentials-exchange')).map((b) => b.action.id), [A.credentialsExchangeDeployed], 'a refused PATCH changes nothing');
    await env.api('POST', `/actions/actions/${A.credentialsExchangeDraft}/deploy`);
    assert.equal((await patch([{ ref: { type: 'action_id', value: A.credentialsExchangeDraft } }])).status, 200);
  });

  it('GET /actions/executions/{id}: the seeded executions; 404 for an unknown id', async () => {
    const res = await env.api('GET', `/actions/executions/${DEMO_EXECUTION_IDS.failed}`);
    assert.equal(res.body.trigger_id, 'post-login');
    assert.equal(res.body.results[0].error.id, 'runtime_error');
    assertErrorShape(await env.api('GET', '/actions/executions/exe_unknown'), 404, 'Execution not found');
  });

  describe('the production twin', () => {
    const prod = emulatorSuite({ seed: 'demo-production' });
    it('runs post-login in another order with a production-only action, other code for add-roles-to-id-token, no m2m-token-claims', async () => {
      const list = (await prod.api('GET', '/actions/triggers/post-login/bindings')).body.bindings as Binding[];
      assert.deepEqual(list.map((b) => b.action.id), [A.postLoginDeployed, A.postLoginBlockSuspended, PRODUCTION_ONLY_ACTION_ID]);
      const roles = (await prod.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body;
      assert.equal(roles.deployed_version.number, 5);
      assert.match(roles.code, /accessToken\.setCustomClaim/);
      assert.equal((await prod.api('GET', `/actions/actions/${A.credentialsExchangeDraft}`)).status, 404);
    });
  });
});
