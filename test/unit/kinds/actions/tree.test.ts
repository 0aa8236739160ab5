// The Actions group, grouped by trigger (the rows' data, as the tree builds them from what it read): the triggers
// some action supports in the service's order; under a trigger its bound actions in binding order, then the
// unbound ones that support it; each row's state. And the delete of a bound action: which triggers hold it and the
// unbind that lets the DELETE through, against the emulator.
import assert from 'node:assert/strict';
import { ApiError } from '../../../../src/api/httpErrors';
import { getAction, getBindings } from '../../../../src/kinds/actions/api';
import { remove } from '../../../../src/kinds/actions/remove';
import { bindingsWithout, unbindFirst } from '../../../../src/kinds/actions/removeBound';
import { loadActions, triggerRows } from '../../../../src/kinds/actions/treeLoad';
import { actionState, stateText } from '../../../../src/kinds/actions/treeState';
import { triggersOf } from '../../../../src/kinds/actions/triggers';
import { DEMO_ACTION_IDS as A } from '../../../../src/emulator/seed/ids';
import { harnessSuite } from '../../api/emulatorHarness';

const act = (id: string, trigger: string, more: Record<string, unknown> = {}) => ({ id, name: id, supported_triggers: [{ id: trigger }], ...more });

describe('actions: the tree grouped by trigger', () => {
  it('triggers in the service\'s order; bound actions in binding order, then the unbound supporters', () => {
    const list = [act('c', 'credentials-exchange'), act('a', 'post-login'), act('b', 'post-login'), act('z', 'post-login'), act('u', 'unknown-trigger')];
    assert.deepEqual(triggersOf(list), ['post-login', 'credentials-exchange', 'unknown-trigger']);
    const rows = triggerRows('post-login', list, [{ id: 'b1', action: act('b', 'post-login') }, { id: 'b2', action: act('a', 'post-login') }]);
    assert.deepEqual(rows.map((r) => [r.action.id, r.position]), [['b', 1], ['a', 2], ['z', undefined]]);
  });

  it('a row says deployed, draft changed, not deployed, building or build failed', () => {
    const deployed = { deployed_version: { number: 3 }, all_changes_deployed: true, status: 'built' };
    assert.equal(stateText(deployed), 'deployed v3');
    assert.equal(stateText({ ...deployed, all_changes_deployed: false }), 'draft changed (v3 deployed)');
    assert.equal(actionState({ status: 'built' }), 'not deployed');
    assert.equal(actionState({ ...deployed, status: 'pending' }), 'building');
    assert.equal(actionState({ ...deployed, status: 'failed' }), 'build failed');
  });

  describe('against the emulator', () => {
    const h = harnessSuite();

    it('reads every action and the post-login bindings in their order', async () => {
      const all = await loadActions(h.client());
      assert.ok(all.length >= 8);
      const rows = triggerRows('post-login', all, await getBindings(h.client(), 'post-login'));
      assert.deepEqual(rows.slice(0, 2).map((r) => [r.action.id, r.position]), [[A.postLoginBlockSuspended, 1], [A.postLoginDeployed, 2]]);
    });

    it('a bound action: the DELETE is refused, the remedy names its triggers, unbinds it (the others kept) and the delete goes through', async () => {
      const client = h.client();
      const action = await getAction(client, A.postLoginBlockSuspended);
      const refused = await remove.call(client, action).then(() => undefined, (err: unknown) => err);
      assert.ok(refused instanceof ApiError && refused.status === 400, 'the service refuses a bound action');
      const unblock = await remove.unblock!(client, action, refused);
      assert.ok(unblock);
      assert.match(unblock.message, /is bound to post-login/);
      assert.equal(unblock.button, 'Unbind and Delete');
      await unblock.run();
      assert.deepEqual((await getBindings(client, 'post-login')).map((b) => b.action?.id), [A.postLoginDeployed]);
      assert.equal(await remove.call(client, action), 'deleted');
      assert.equal(await unbindFirst(client, action, new Error('other')), undefined, 'no remedy for another failure');
    });

    it('an unbound action is deleted at once; a bindings list without an action keeps the others in order', async () => {
      const client = h.client();
      assert.equal(await remove.call(client, await getAction(client, A.credentialsExchangeDraft)), 'deleted');
      const bindings = await getBindings(client, 'post-login');
      assert.deepEqual(bindingsWithout(bindings, A.postLoginBlockSuspended).map((b) => b.ref.value), [A.postLoginDeployed]);
    });
  });
});
