/**
 * The top-level keys of an exported file (pure, no `vscode`): each kind's files facet (src/kinds/<kind>/files.ts)
 * says which keys its files hold — what the normalised form can write: the editor's fields, the natural key and
 * the read-only fields it keeps (a connection's `strategy`, a template's certificate authority), less the
 * server-only fields it drops, plus the references it writes by name (a profile's `action`, a connection's
 * `enabled_applications`). A key outside this set is a misspelling or a leftover: Apply to Tenant… would drop it
 * silently, so the checks report it as the editors report a key the server does not take — an error at the key,
 * naming the keys the kind has.
 */
import { quote, type CheckContext, type Problem } from '../diagnostics/validate';
import { isPlainObject } from '../kinds/diff';
import { kindOf, type KindId } from '../kinds/index';

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
export function keyProblems(id: KindId, value: unknown, ctx: CheckContext): Problem[] {
  const files = kindOf(id).files;
  if (!isPlainObject(value) || !files) return [];
  const allowed = files.keys;
  const problems: Problem[] = [];
  for (const key of Object.keys(value)) {
    if (allowed.includes(key)) continue;
    const near = closestKey(key, allowed);
    const hint = near ? `did you mean ${quote(near)}? ` : '';
    const message = `Unknown property ${quote(key, 80)}: ${hint}the ${id} files hold ${allowed.join(', ')}. Apply to Tenant… refuses the file until it is fixed or removed`;
    problems.push({ range: ctx.rangeOf([key], 'key'), message, severity: 'error', path: [key], code: 'unknown_file_key' });
  }
  const { keyField } = files;
  if (keyField && !(keyField in value)) {
    const message = `Missing required property ${quote(keyField)}: the resource on the tenant is found by it`;
    problems.push({ range: ctx.rangeOf([keyField]), message, severity: 'error', path: [keyField], code: 'missing_key' });
  }
  return problems;
}
