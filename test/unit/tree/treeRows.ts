// Every row kind of the tree with the contextValue tokens src/tree gives it (states included), for the tests that
// evaluate the package.json menus on the rows (compareMenus.test.ts, inlineActions.test.ts), and the tokens src/tree
// uses, so that a new row kind has to be added here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KINDS } from '../../../src/kinds';
import { isListTree } from '../../../src/kinds/facets/tree';

export const COMPARE = 'authTenants.compareWithTenant';
export const COPY = 'authTenants.copyToTenant';
export const EXPORT = 'authTenants.exportToWorkspace';
export const ALL = [COMPARE, COPY, EXPORT];
const RESOURCE = [COMPARE, COPY, EXPORT];
const PHONE_ROW = [COMPARE, COPY];

/** Every row kind of the tree: its tokens (as src/tree builds them, states included) and which of Compare, Copy and Export it offers. */
export const ROWS: { row: string; tokens: string[]; commands: string[] }[] = [
  { row: 'tenant', tokens: ['tenant', 'refreshable'], commands: [EXPORT] },
  { row: 'production emulator tenant', tokens: ['tenant', 'refreshable', 'production', 'emulator'], commands: [EXPORT] },
  ...['applications', 'apis', 'connections', 'token-exchange-profiles', 'event-streams', 'vault-connections', 'verification-templates'].map((key) =>
    ({ row: `${key} group`, tokens: ['group', 'refreshable', key], commands: [] })),
  { row: 'application (with a secret)', tokens: ['resource', 'application', 'viewable', 'deletable', 'hasSecret'], commands: RESOURCE },
  { row: 'application the extension signs in with', tokens: ['resource', 'application', 'viewable', 'ownClient', 'hasSecret'], commands: RESOURCE },
  { row: 'application (public)', tokens: ['resource', 'application', 'viewable', 'deletable'], commands: RESOURCE },
  // The system API is read-only: no edit or delete, and never compared, copied or exported (its identifier is each tenant's own).
  { row: 'API', tokens: ['resource', 'api', 'viewable', 'deletable'], commands: RESOURCE },
  { row: 'system API', tokens: ['resource', 'systemApi', 'viewable'], commands: [] },
  { row: 'connection', tokens: ['resource', 'connection', 'editable'], commands: RESOURCE },
  { row: 'token exchange profile', tokens: ['resource', 'tokenExchangeProfile', 'viewable', 'deletable'], commands: RESOURCE },
  { row: 'event stream (enabled webhook)', tokens: ['resource', 'eventStream', 'deletable', 'redeliverable', 'refreshable', 'status:enabled', 'destination:webhook'], commands: RESOURCE },
  { row: 'event stream (disabled, filtered, eventbridge)', tokens: ['resource', 'eventStream', 'deletable', 'redeliverable', 'refreshable', 'filtered', 'status:disabled', 'destination:eventbridge'], commands: RESOURCE },
  { row: 'Actions group', tokens: ['group', 'refreshable', 'actions'], commands: [] },
  { row: 'action trigger', tokens: ['actionTrigger'], commands: [] },
  { row: 'action (bound, deployed)', tokens: ['resource', 'action', 'bound', 'deployed'], commands: [] },
  { row: 'action (unbound, not deployed)', tokens: ['resource', 'action', 'unbound', 'undeployed'], commands: [] },
  { row: 'delivery', tokens: ['resource', 'delivery', 'redeliverable'], commands: [] },
  { row: 'delivery filter', tokens: ['deliveryFilter'], commands: [] },
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

function treeSources(dir = join(__dirname, '../../../src'), out: string[] = [], inTree = false): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) { if (entry.name !== 'emulator') treeSources(path, out, inTree || entry.name === 'tree'); }
    // src/tree, and each kind's tree rows (src/kinds/<kind>/tree*.ts, *Row.ts)
    else if (path.endsWith('.ts') && entry.name !== 'node.ts' && (inTree || /^tree|Row\.ts$/.test(entry.name))) out.push(readFileSync(path, 'utf8'));
  }
  return out;
}

/**
 * The literal tokens src/tree puts in contextValues: in `context: [...]`, `contextValue(...)`, list keys, loadMore;
 * and the key of each kind's group (its id: src/tree/kindGroup.ts).
 */
export function treeTokens(): Set<string> {
  const tokens = new Set<string>();
  // Literals compared with (`state.provider === 'twilio' && 'twilioSelected'`) are not tokens.
  const strings = (text: string) => [...text.replace(/[!=]==\s*'[^']*'/g, '').matchAll(/'([\w:-]+)'/g)].map((m) => m[1]!);
  for (const code of treeSources()) {
    for (const m of code.matchAll(/\bcontext: \[([^\]]*)\]|\bcontextValue\(([^)]*)\)|\bcontextValue = '([\w-]+)'/g)) {
      for (const t of strings(m[1] ?? m[2] ?? `'${m[3]}'`)) tokens.add(t);
    }
    for (const m of code.matchAll(/return \{\s*key: '([\w-]+)'/g)) tokens.add(m[1]!);
  }
  for (const kind of KINDS) if (kind.tree && isListTree(kind.tree)) tokens.add(kind.id);
  return tokens;
}
