// #16 (G5): which tree rows offer Compare with Tenant…, Copy to Tenant… and Export to Workspace…. Each row's
// contextValue is built as the tree builds it (contextValue() of src/tree/node.ts, the tokens of src/tree/**), then
// the package.json `when` clauses of the three commands are evaluated on it (menuWhen.ts, as the write-scope test
// does). The rows are checked against src/tree's sources too: a token the tree uses that no row here carries fails,
// so a new row kind has to be added here, with the commands it should get.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WRITE_SCOPES } from '../../../src/tenants/writeScopes';
import { contextValue } from '../../../src/tree/node';
import { showsOn, treeMenuEntries } from '../tenants/menuWhen';

const COMPARE = 'authTenants.compareWithTenant';
const COPY = 'authTenants.copyToTenant';
const EXPORT = 'authTenants.exportToWorkspace';
const ALL = [COMPARE, COPY, EXPORT];
const RESOURCE = [COMPARE, COPY, EXPORT];
const PHONE_ROW = [COMPARE, COPY];

/** Every row kind of the tree: its tokens (as src/tree builds them, states included) and the commands it offers. */
const ROWS: { row: string; tokens: string[]; commands: string[] }[] = [
  { row: 'tenant', tokens: ['tenant', 'refreshable'], commands: [EXPORT] },
  { row: 'production emulator tenant', tokens: ['tenant', 'refreshable', 'production', 'emulator'], commands: [EXPORT] },
  ...['connections', 'token-exchange-profiles', 'event-streams', 'vault-connections', 'verification-templates'].map((key) =>
    ({ row: `${key} group`, tokens: ['group', 'refreshable', key], commands: [] })),
  { row: 'connection', tokens: ['resource', 'connection', 'editable'], commands: RESOURCE },
  { row: 'token exchange profile', tokens: ['resource', 'tokenExchangeProfile', 'viewable', 'deletable'], commands: RESOURCE },
  { row: 'event stream (enabled webhook)', tokens: ['resource', 'eventStream', 'deletable', 'redeliverable', 'refreshable', 'status:enabled', 'destination:webhook'], commands: RESOURCE },
  { row: 'event stream (disabled, filtered, eventbridge)', tokens: ['resource', 'eventStream', 'deletable', 'redeliverable', 'refreshable', 'filtered', 'status:disabled', 'destination:eventbridge'], commands: RESOURCE },
  { row: 'delivery', tokens: ['resource', 'delivery', 'redeliverable'], commands: [] },
  { row: 'vault connection', tokens: ['resource', 'vaultConnection', 'viewable'], commands: RESOURCE },
  { row: 'verification template', tokens: ['resource', 'verificationTemplate', 'viewable', 'deletable'], commands: RESOURCE },
  { row: 'MFA Phone Factors group', tokens: ['group', 'phoneFactors', 'refreshable', 'editable'], commands: RESOURCE },
  { row: 'phone factor (enabled)', tokens: ['resource', 'phoneFactor', 'enabled'], commands: PHONE_ROW },
  { row: 'phone factor (disabled)', tokens: ['resource', 'phoneFactor', 'disabled'], commands: PHONE_ROW },
  { row: 'phone provider (twilio)', tokens: ['resource', 'phoneProvider', 'twilioSelected'], commands: PHONE_ROW },
  { row: 'phone provider', tokens: ['resource', 'phoneProvider'], commands: PHONE_ROW },
  { row: 'Twilio settings (configured)', tokens: ['resource', 'phoneTwilio', 'configured'], commands: PHONE_ROW },
  { row: 'Twilio settings (unconfigured)', tokens: ['resource', 'phoneTwilio', 'unconfigured'], commands: PHONE_ROW },
  { row: 'phone message templates', tokens: ['resource', 'phoneTemplates'], commands: PHONE_ROW },
  ...['error', 'empty', 'scope', 'offline', 'credentials', 'info'].map((kind) => ({ row: `${kind} message`, tokens: ['message', kind], commands: [] })),
  { row: 'load more', tokens: ['loadMore'], commands: [] },
];

/** A read-only token: every row also carries the `missing:<scope>` token of every write scope. */
const MISSING = [...new Set(Object.values(WRITE_SCOPES).flat())].map((scope) => `missing:${scope}`);

const offered = (value: string) => ALL.filter((command) => treeMenuEntries().some((e) => e.command === command && showsOn(e, value)));

function treeSources(dir = join(__dirname, '../../../src/tree'), out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) treeSources(path, out);
    else if (path.endsWith('.ts') && entry.name !== 'node.ts') out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

/** The literal tokens src/tree puts in contextValues: in `context: [...]`, `contextValue(...)`, list keys, loadMore. */
function treeTokens(): Set<string> {
  const tokens = new Set<string>();
  // Literals compared with (`state.provider === 'twilio' && 'twilioSelected'`) are not tokens.
  const strings = (text: string) => [...text.replace(/[!=]==\s*'[^']*'/g, '').matchAll(/'([\w:-]+)'/g)].map((m) => m[1]!);
  for (const code of treeSources()) {
    for (const m of code.matchAll(/\bcontext: \[([^\]]*)\]|\bcontextValue\(([^)]*)\)|\bcontextValue = '([\w-]+)'/g)) {
      for (const t of strings(m[1] ?? m[2] ?? `'${m[3]}'`)) tokens.add(t);
    }
    for (const m of code.matchAll(/return \{\s*key: '([\w-]+)'/g)) tokens.add(m[1]!);
  }
  return tokens;
}

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
