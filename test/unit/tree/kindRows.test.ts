// The tree facet of every kind (src/kinds/<kind>/tree*.ts), read by the one tree flow (src/tree/groups.ts,
// kindGroup.ts, kindRow.ts): each row made from the demo emulator's resources says what the kind's list calls it,
// carries the contextValue tokens of a row kind the menu tests know (treeRows.ts, with the same Compare, Copy and
// Export), and a click needs no scope a read-only token lacks. A new kind with a tree facet is covered here by
// adding it to the registry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { KINDS } from '../../../src/kinds';
import { isListTree } from '../../../src/kinds/facets/tree';
import { WRITE_SCOPES } from '../../../src/tenants/writeScopes';
import { contextValue } from '../../../src/tree/node';
import { harnessSuite } from '../api/emulatorHarness';
import { showsOn, treeMenuEntries } from '../tenants/menuWhen';
import { ALL, ROWS } from './treeRows';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { commands: { command: string }[] } };
const contributed = new Set(manifest.contributes.commands.map((c) => c.command));
const offered = (value: string) => ALL.filter((command) => treeMenuEntries().some((e) => e.command === command && showsOn(e, value)));

describe('tree: every kind\'s group and rows (its tree facet)', () => {
  const h = harnessSuite({ seed: 'demo' });

  it('every kind is in the tree, in the registry\'s order', () => {
    // Client grants are no group of their own: their rows hang under the APIs' and the applications' rows.
    assert.deepEqual(KINDS.filter((k) => k.tree || k.id === 'client-grants').map((k) => k.id), KINDS.map((k) => k.id));
  });

  for (const kind of KINDS) {
    const tree = kind.tree;
    if (!tree) continue;
    if (!isListTree(tree)) {
      it(`${kind.id}: a group of its own, made by its hook`, () => assert.equal(typeof tree.group, 'function'));
      continue;
    }
    describe(kind.id, () => {
      it('has a list; its create and row commands are contributed and need a write scope', () => {
        assert.ok(kind.list, 'a listed tree needs the kind\'s list');
        for (const command of [tree.create, ...tree.rowWrites]) {
          assert.ok(contributed.has(command), `${command} is contributed`);
          assert.ok(WRITE_SCOPES[command]?.length, `${command} has its write scopes`);
        }
        assert.match(tree.empty, /^No .+\.$/);
      });

      it('a row from an emulator resource: its label, tooltip, context tokens and click', async () => {
        const page = await kind.list!.page(h.client(), undefined, 10);
        assert.ok(page.items.length > 0, `the demo emulator has ${kind.words.plural}`);
        for (const resource of page.items) {
          for (const canUpdate of [true, false]) {
            const row = tree.row(resource, { canUpdate });
            assert.equal(row.label, kind.list!.name(resource));
            assert.equal(row.tooltip.title, row.label);
            assert.deepEqual(row.tooltip.rows[0], ['id', kind.list!.id(resource)]);
            assert.match(row.icon.id, /^[a-z-]+$/);
            const tokens = ['resource', ...row.context.filter((t): t is string => !!t)];
            // The row kind of the menu tests this row is: its tokens (states such as status:… aside) are all on the row,
            // and the menus offer the same.
            const known = ROWS.filter((r) => r.tokens.length > 1 && r.tokens.every((t) => t.includes(':') || tokens.includes(t)));
            assert.ok(known.length > 0, `${contextValue(...tokens)} is a row kind of treeRows.ts`);
            assert.deepEqual(offered(contextValue(...tokens)), known[0]!.commands);
            assert.ok(contributed.has(row.open.command), row.open.command);
            if (!canUpdate) assert.ok(!(WRITE_SCOPES[row.open.command] ?? []).includes(kind.scopes.update!), `${row.open.command} needs no update scope`);
          }
        }
      });
    });
  }
});
