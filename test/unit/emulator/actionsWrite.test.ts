// The emulator's action writes: create (201, defaults, the current trigger version, 400s in the service's shape),
// the draft's build (pending, then built on the emulator clock; failed when the code does not parse), PATCH of the
// draft, write-only secrets (a value never comes back, a hash only is kept), delete (a bound action refused without
// force), and the scope each verb needs.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACTION_IDS as A } from '../../../src/emulator/seed/ids';
import { BUILD_MS } from '../../../src/emulator/routes/actionsModel';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken } from './helpers';

const SECRET = 'sk_live_actemu_5f4e3d2c1b';
const CODE = "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('k', 1);\n};\n";

describe('emulator: action writes', () => {
  const env = emulatorSuite();
  const advance = (ms: number) => control(env.url, 'POST', '/clock', { advanceSeconds: ms / 1000 });
  beforeEach(() => control(env.url, 'POST', '/reset'));

  it('creates an action (201): the current trigger version, node22, a pending build that is built BUILD_MS later', async () => {
    const res = await env.api('POST', '/actions/actions', { body: { name: 'new-claims', supported_triggers: [{ id: 'post-login' }], code: CODE } });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.supported_triggers, [{ id: 'post-login', version: 'v3' }]);
    assert.equal(res.body.runtime, 'node22');
    assert.equal(res.body.status, 'pending');
    assert.equal(res.body.all_changes_deployed, false);
    assert.equal(res.body.deployed_version, undefined);
    assert.equal((await env.api('GET', `/actions/actions/${res.body.id}`)).body.status, 'pending');
    await advance(BUILD_MS);
    const built = (await env.api('GET', `/actions/actions/${res.body.id}`)).body;
    assert.equal(built.status, 'built');
    assert.equal(typeof built.built_at, 'string');
  });

  it('a draft whose code does not parse builds as failed', async () => {
    const res = await env.api('POST', '/actions/actions', { body: { name: 'broken', supported_triggers: [{ id: 'post-login' }], code: 'exports.x = (;' } });
    await advance(BUILD_MS);
    assert.equal((await env.api('GET', `/actions/actions/${res.body.id}`)).body.status, 'failed');
  });

  it('refuses bad bodies with 400 in the service shape: no name, no trigger, an unknown trigger or version, a taken name', async () => {
    const post = (body: unknown) => env.api('POST', '/actions/actions', { body });
    assertErrorShape(await post({ supported_triggers: [{ id: 'post-login' }] }), 400, /Missing required property: name/, 'invalid_body');
    assertErrorShape(await post({ name: 'x', supported_triggers: [] }), 400, /supported_triggers/, 'invalid_body');
    assertErrorShape(await post({ name: 'x', supported_triggers: [{ id: 'post-logon' }] }), 400, /post-logon/, 'invalid_body');
    assertErrorShape(await post({ name: 'x', supported_triggers: [{ id: 'post-login', version: 'v9' }] }), 400, 'Trigger post-login has no version v9 (the current one is v3).');
    assertErrorShape(await post({ name: 'add-roles-to-id-token', supported_triggers: [{ id: 'post-login' }] }), 400, /already exists/);
    assertErrorShape(await post({ name: 'x', supported_triggers: [{ id: 'post-login' }], secrets: [{ name: 'NO_VALUE' }] }), 400, 'Secret NO_VALUE needs a value.');
  });

  it('secrets are write-only: a value is accepted and never answered (create, get, list, PATCH); names and dates are', async () => {
    const created = await env.api('POST', '/actions/actions', { body: { name: 'with-secret', supported_triggers: [{ id: 'post-login' }], code: CODE, secrets: [{ name: 'API_KEY', value: SECRET }] } });
    const id = created.body.id as string;
    assert.deepEqual(created.body.secrets.map((s: { name: string }) => s.name), ['API_KEY']);
    assert.deepEqual(Object.keys(created.body.secrets[0]).sort(), ['name', 'updated_at']);
    const patched = await env.api('PATCH', `/actions/actions/${id}`, { body: { secrets: [{ name: 'API_KEY' }, { name: 'OTHER', value: SECRET }] } });
    assert.deepEqual(patched.body.secrets.map((s: { name: string }) => s.name), ['API_KEY', 'OTHER']);
    for (const text of [created.text, patched.text, (await env.api('GET', `/actions/actions/${id}`)).text, (await env.api('GET', '/actions/actions')).text]) {
      assert.ok(!text.includes(SECRET), 'a secret value came back');
      assert.ok(!text.includes('sha256'), 'the emulator bookkeeping came back');
    }
  });

  describe('with a state file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'actemu-'));
    const file = join(dir, 'state.json');
    const withFile = emulatorSuite({ statePath: file });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('keeps only a hash of a secret value, never the value', async () => {
      const res = await withFile.api('POST', '/actions/actions', { body: { name: 'kept', supported_triggers: [{ id: 'post-login' }], secrets: [{ name: 'API_KEY', value: SECRET }] } });
      assert.equal(res.status, 201);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.includes('API_KEY') && text.includes('value_sha256'), 'the secret is kept by name and hash');
      assert.ok(!text.includes(SECRET), 'the state file holds the secret value');
    });
  });

  it('PATCH changes the draft only: the deployed version keeps its code, all_changes_deployed turns false, the build restarts', async () => {
    const before = (await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body;
    const res = await env.api('PATCH', `/actions/actions/${A.postLoginDeployed}`, { body: { code: CODE } });
    assert.equal(res.status, 200);
    assert.equal(res.body.code, CODE);
    assert.equal(res.body.status, 'pending');
    assert.equal(res.body.all_changes_deployed, false);
    assert.equal(res.body.deployed_version.code, before.deployed_version.code);
    assert.equal(res.body.deployed_version.number, 7);
    assert.ok(res.body.updated_at > before.updated_at);
    const renamed = await env.api('PATCH', `/actions/actions/${A.eventStreamDeployed}`, { body: { name: 'forward-user-events-2' } });
    assert.equal(renamed.body.all_changes_deployed, true, 'a new name is no change of the code');
    assertErrorShape(await env.api('PATCH', '/actions/actions/00000000-0000-4000-8000-000000000000', { body: { code: CODE } }), 404, 'Action not found');
    assertErrorShape(await env.api('PATCH', `/actions/actions/${A.postLoginDeployed}`, { body: { runtime: 'node10' } }), 400, /runtime/);
  });

  it('a bound action is not deleted without force (400 naming its triggers); force deletes it and its bindings', async () => {
    const refused = await env.api('DELETE', `/actions/actions/${A.postLoginDeployed}`);
    assertErrorShape(refused, 400, /must be unbound from all triggers.*post-login/);
    assert.equal((await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).status, 200);
    assert.equal((await env.api('DELETE', `/actions/actions/${A.postLoginDeployed}?force=true`)).status, 204);
    assertErrorShape(await env.api('GET', `/actions/actions/${A.postLoginDeployed}`), 404);
    const bindings = (await env.api('GET', '/actions/triggers/post-login/bindings')).body.bindings;
    assert.deepEqual(bindings.map((b: { action: { id: string } }) => b.action.id), [A.postLoginBlockSuspended]);
    assertErrorShape(await env.api('GET', `/actions/actions/${A.postLoginDeployed}/versions`), 404);
  });

  it('an unbound action is deleted (204), then 404', async () => {
    assert.equal((await env.api('DELETE', `/actions/actions/${A.credentialsExchangeDraft}`)).status, 204);
    assertErrorShape(await env.api('DELETE', `/actions/actions/${A.credentialsExchangeDraft}`), 404, 'Action not found');
  });

  it('each verb needs its scope (403 insufficient_scope naming it)', async () => {
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'read:actions'));
    const expect = async (method: string, path: string, scope: string, body?: unknown) =>
      assertErrorShape(await narrow(method, path, body === undefined ? {} : { body }), 403, `Insufficient scope, expected any of: ${scope}`, 'insufficient_scope');
    await expect('POST', '/actions/actions', 'create:actions', { name: 'x', supported_triggers: [{ id: 'post-login' }] });
    await expect('PATCH', `/actions/actions/${A.postLoginDeployed}`, 'update:actions', { code: CODE });
    await expect('DELETE', `/actions/actions/${A.credentialsExchangeDraft}`, 'delete:actions');
    await expect('POST', `/actions/actions/${A.postLoginDeployed}/deploy`, 'create:actions');
    await expect('POST', `/actions/actions/${A.postLoginDeployed}/test`, 'create:actions', { payload: {} });
    await expect('PATCH', '/actions/triggers/post-login/bindings', 'update:actions', { bindings: [] });
    const none = client(env.url, await getToken(env.url, ADMIN, 'read:connections'));
    for (const path of ['/actions/triggers', '/actions/triggers/post-login/bindings', `/actions/actions/${A.postLoginDeployed}/versions`]) {
      assertErrorShape(await none('GET', path), 403, 'Insufficient scope, expected any of: read:actions', 'insufficient_scope');
    }
  });
});
