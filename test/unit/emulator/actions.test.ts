import assert from 'node:assert/strict';
import { DEMO_ACTION_IDS as A, DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, emulatorSuite, getToken } from './helpers';

describe('emulator: actions', () => {
  const env = emulatorSuite();

  const ids = (res: { body: { actions: { id: string }[] } }) => res.body.actions.map((a) => a.id);

  it('lists {actions, total, page, per_page} with action objects like the live API', async () => {
    const res = await env.api('GET', '/actions/actions');
    assert.equal(res.status, 200);
    assert.equal(res.body.total, 8);
    assert.equal(res.body.page, 0);
    assert.equal(typeof res.body.per_page, 'number');
    const cte = res.body.actions.find((a: { id: string }) => a.id === DEMO_CTE_ACTION_ID);
    assert.deepEqual(cte.supported_triggers, [{ id: 'custom-token-exchange', version: 'v1' }]);
    assert.equal(cte.all_changes_deployed, true);
    assert.equal(cte.deployed_version.deployed, true);
    for (const key of ['name', 'code', 'runtime', 'status', 'created_at', 'updated_at']) assert.ok(key in cte, key);
  });

  it('filters by triggerId and deployed', async () => {
    const { api } = env;
    assert.deepEqual(ids(await api('GET', '/actions/actions?triggerId=custom-token-exchange')).sort(),
      [A.cteDeployed, A.cteNotDeployed, A.cteDeployedWithChanges].sort());
    assert.deepEqual(ids(await api('GET', '/actions/actions?triggerId=custom-token-exchange&deployed=true')).sort(),
      [A.cteDeployed, A.cteDeployedWithChanges].sort());
    assert.deepEqual(ids(await api('GET', '/actions/actions?deployed=false')).sort(), [A.cteNotDeployed, A.credentialsExchangeDraft].sort());
    assert.deepEqual(ids(await api('GET', '/actions/actions?per_page=2&page=1')).length, 2);
  });

  it('get by id, 404 for unknown; needs read:actions', async () => {
    assert.equal((await env.api('GET', `/actions/actions/${A.postLoginDeployed}`)).body.name, 'add-roles-to-id-token');
    assertErrorShape(await env.api('GET', '/actions/actions/00000000-0000-4000-8000-000000000000'), 404);
    const narrow = client(env.url, await getToken(env.url, ADMIN, 'read:connections'));
    assertErrorShape(await narrow('GET', '/actions/actions'), 403, 'Insufficient scope, expected any of: read:actions', 'insufficient_scope');
  });
});
