// Issue #26, item 5: at the default side bar width every inline icon takes room from a row's label. No row kind of
// the tree shows more than two inline actions (package.json `view/item/context` entries of group `inline…`,
// evaluated on each row kind's contextValue as src/tree builds it, in every state and with any token); the actions
// moved out of a stream's row stay in its context menu.
import assert from 'node:assert/strict';
import { WRITE_SCOPES } from '../../../src/tenants/writeScopes';
import { contextValue } from '../../../src/tree/node';
import { showsOn, treeMenuEntries } from '../tenants/menuWhen';
import { ROWS } from './treeRows';

const MAX_INLINE = 2;
const isInline = (group: string | undefined) => /^inline(@|$)/.test(group ?? '');

/** The inline actions and the context menu commands a row shows, for its tokens. */
function actions(tokens: string[]): { inline: string[]; menu: string[] } {
  const value = contextValue(...tokens);
  const shown = treeMenuEntries().filter((e) => showsOn(e, value));
  return { inline: shown.filter((e) => isInline(e.group)).map((e) => e.command), menu: shown.filter((e) => !isInline(e.group)).map((e) => e.command) };
}

describe('inline actions of the tree rows', () => {
  const readOnly = [...new Set(Object.values(WRITE_SCOPES).flat())].map((scope) => `missing:${scope}`);

  for (const { row, tokens } of ROWS) {
    it(`${row}: at most ${MAX_INLINE} inline actions`, () => {
      for (const variant of [tokens, [...tokens, ...readOnly]]) {
        const { inline } = actions(variant);
        assert.ok(inline.length <= MAX_INLINE, `${row} shows ${inline.length} inline actions: ${inline.join(', ')}`);
      }
    });
  }

  it('a stream keeps Redeliver Failed Events… and Filter Deliveries… inline; Edit, Enable/Disable, Refresh are in its menu', () => {
    const stream = ROWS.find((r) => r.row === 'event stream (enabled webhook)')!.tokens;
    const { inline, menu } = actions(stream);
    assert.deepEqual(inline.sort(), ['authTenants.filterDeliveries', 'authTenants.redeliverAllFailed']);
    for (const command of ['authTenants.editEventStream', 'authTenants.disableEventStream', 'authTenants.refreshNode', 'authTenants.sendTestEvent']) {
      assert.ok(menu.includes(command), `${command} in the stream's menu`);
    }
    assert.ok(actions([...stream.filter((t) => t !== 'status:enabled'), 'status:disabled']).menu.includes('authTenants.enableEventStream'));
  });

  it('a delivery filter row clears the filter inline and changes it from its menu', () => {
    const { inline, menu } = actions(['deliveryFilter']);
    assert.deepEqual(inline, ['authTenants.clearDeliveryFilter']);
    assert.deepEqual(menu.sort(), ['authTenants.clearDeliveryFilter', 'authTenants.filterDeliveries']);
  });
});
