// #16 (G5): which tree rows offer Compare with Tenant…, Copy to Tenant… and Export to Workspace…. Each row's
// contextValue is built as the tree builds it (contextValue() of src/tree/node.ts, the tokens of src/tree/**), then
// the package.json `when` clauses of the three commands are evaluated on it (menuWhen.ts, as the write-scope test
// does). The rows are checked against src/tree's sources too: a token the tree uses that no row here carries fails,
// so a new row kind has to be added here, with the commands it should get.
import assert from 'node:assert/strict';
import { WRITE_SCOPES } from '../../../src/tenants/writeScopes';
import { contextValue } from '../../../src/tree/node';
import { showsOn, treeMenuEntries } from '../tenants/menuWhen';
import { ALL, ROWS, treeTokens } from './treeRows';

/** A read-only token: every row also carries the `missing:<scope>` token of every write scope. */
const MISSING = [...new Set(Object.values(WRITE_SCOPES).flat())].map((scope) => `missing:${scope}`);

const offered = (value: string) => ALL.filter((command) => treeMenuEntries().some((e) => e.command === command && showsOn(e, value)));

describe('menus vs tree: Compare with Tenant…, Copy to Tenant…, Export to Workspace…', () => {
  it('each command has tree menu entries, all of a form these tests evaluate', () => {
    for (const command of ALL) {
      const entries = treeMenuEntries().filter((e) => e.command === command);
      assert.ok(entries.length >= 1, `${command} is in the tree's context menu`);
      for (const e of entries) showsOn(e, 'x');
    }
  });

  for (const { row, tokens, commands } of ROWS) {
    it(`${row}: ${commands.length ? commands.map((c) => c.replace('authTenants.', '')).join(', ') : 'none of them'}`, () => {
      assert.deepEqual(offered(contextValue(...tokens)), commands);
      assert.deepEqual(offered(contextValue(...tokens, ...MISSING)), commands, 'the same with a read-only token');
    });
  }

  it('every contextValue token of src/tree is carried by a row above (a new row kind is added here)', () => {
    const tokens = treeTokens();
    assert.ok(tokens.size >= 25, `read ${tokens.size} tokens from src/tree`);
    for (const key of ['connections', 'event-streams', 'vault-connections', 'verification-templates', 'token-exchange-profiles']) assert.ok(tokens.has(key), key);
    const covered = new Set(ROWS.flatMap((r) => r.tokens));
    assert.deepEqual([...tokens].filter((t) => !covered.has(t)), []);
  });
});
