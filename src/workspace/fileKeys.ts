/**
 * The top-level keys an exported file of each kind may hold (pure, no `vscode`): what the normalised form
 * (src/compare/kinds.ts, phone.ts) can write — the editor's fields, the natural key and the read-only fields it
 * keeps (a connection's `strategy`, a template's certificate authority), less the server-only fields it drops,
 * plus the references it writes by name (a profile's `action`, a connection's `enabled_applications`). A key
 * outside this set is a misspelling or a leftover: Apply to Tenant… would drop it silently, so the checks report
 * it as the editors report a key the server does not take — an error at the key, naming the keys the kind has.
 */
import {
  CONNECTION_SERVER_ONLY, PROFILE_SERVER_ONLY, STREAM_SERVER_ONLY, TEMPLATE_SERVER_ONLY, type CompareKindId,
} from '../compare/kinds';
import { quote, type CheckContext, type Problem } from '../editors/validate';
import { isPlainObject } from '../kinds/diff';
import { connectionsKind } from '../kinds/connections/editor';
import { eventStreamsKind } from '../kinds/eventStreams/editor';
import type { ResourceKind } from '../kinds/kind';
import { tokenExchangeProfilesKind } from '../kinds/tokenExchangeProfiles/editor';
import { verificationTemplatesKind } from '../kinds/verificationTemplates/editor';

/** The editor's fields and read-only fields less the compare kind's server-only ones, plus the references by name. */
const keysOf = (kind: ResourceKind, serverOnly: readonly string[], byName: readonly string[] = []): readonly string[] =>
  [...new Set([...kind.fields, ...kind.readOnly, ...byName])].filter((k) => !serverOnly.includes(k));

export const FILE_KEYS: Readonly<Record<CompareKindId, readonly string[]>> = {
  connections: keysOf(connectionsKind, CONNECTION_SERVER_ONLY, ['enabled_applications']),
  'token-exchange-profiles': keysOf(tokenExchangeProfilesKind, PROFILE_SERVER_ONLY, ['action']),
  'event-streams': keysOf(eventStreamsKind, STREAM_SERVER_ONLY),
  // src/kinds/vaultConnections/api.ts's answer less VAULT_SERVER_ONLY.
  'vault-connections': ['name', 'app_id', 'environment'],
  // src/kinds/phoneFactors/compare.ts's readPhoneFactors.
  'phone-factors': ['message_types', 'provider', 'templates', 'twilio'],
  'verification-templates': keysOf(verificationTemplatesKind, TEMPLATE_SERVER_ONLY),
};

/**
 * Keys only a file of that kind holds (every export writes one of them): what tells an export from another JSON file
 * that sits in a folder named like a kind (`config/connections/postgres.json` with a `name`). The phone factors'
 * file has its own fixed name, so any of its keys will do.
 */
export const MARK_KEYS: Readonly<Record<CompareKindId, readonly string[]>> = {
  connections: ['strategy'],
  'token-exchange-profiles': ['subject_token_type'],
  'event-streams': ['destination', 'subscriptions'],
  'vault-connections': ['app_id'],
  'phone-factors': FILE_KEYS['phone-factors'],
  'verification-templates': ['presentation', 'dialect'],
};

/** The natural key a file must hold, by which Apply finds the resource (none: the phone factors, one per tenant). */
export const FILE_KEY_FIELD: Readonly<Partial<Record<CompareKindId, string>>> = {
  connections: 'name', 'token-exchange-profiles': 'subject_token_type', 'event-streams': 'name', 'vault-connections': 'name', 'verification-templates': 'name',
};

/** Edit distance of two short keys (for "did you mean"). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The allowed key a misspelling most likely meant, if one is close. */
export function closestKey(key: string, allowed: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  const scored = allowed.map((k) => ({ k, d: distance(lower, k) })).sort((x, y) => x.d - y.d)[0];
  return scored && scored.d <= Math.max(2, Math.floor(key.length / 4)) ? scored.k : undefined;
}

/** An error at each top-level key the kind's files do not hold, and at the root when the natural key is missing. */
export function keyProblems(id: CompareKindId, value: unknown, ctx: CheckContext): Problem[] {
  if (!isPlainObject(value)) return [];
  const allowed = FILE_KEYS[id];
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    if (allowed.includes(key)) continue;
    const near = closestKey(key, allowed);
    const hint = near ? `did you mean ${quote(near)}? ` : '';
    const message = `Unknown property ${quote(key, 80)}: ${hint}the ${id} files hold ${allowed.join(', ')}. Apply to Tenant… refuses the file until it is fixed or removed`;
    problems.push({ range: ctx.rangeOf([key], 'key'), message, severity: 'error', path: [key], code: 'unknown_file_key' });
  }
  const keyField = FILE_KEY_FIELD[id];
  if (keyField && !(keyField in value)) {
    const message = `Missing required property ${quote(keyField)}: the resource on the tenant is found by it`;
    problems.push({ range: ctx.rangeOf([keyField]), message, severity: 'error', path: [keyField], code: 'missing_key' });
  }
  return problems;
}
