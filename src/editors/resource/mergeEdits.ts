/**
 * Merge for a resource that changed on the server while it was edited (pure, no `vscode`): the user's changes
 * (snapshot → document) applied onto the server's version, when no change of one side touches a value the other
 * side changed differently. Paths are compared like the change list: object keys deep, arrays whole.
 */
import { deepEqual, deleteValueAt, diffValues, overlaps, setValueAt, valueAt, type Change } from '../../kinds/diff';
import type { Editable } from '../../kinds/kind';

/** The server version with the user's changes, or undefined when both sides changed the same value differently. */
export function mergeEdits(base: Editable, mine: Editable, theirs: Editable): Editable | undefined {
  const ours = diffValues(base, mine);
  const their = diffValues(base, theirs);
  if (ours.length === 0 || their.length === 0) return undefined;
  for (const o of ours) {
    for (const t of their) if (overlaps(o.path, t.path) && !sameOutcome(o, mine, theirs)) return undefined;
  }
  const merged = structuredClone(theirs) as Record<string, unknown>;
  for (const change of ours) apply(merged, change);
  return merged as Editable;
}

/** Both sides ended with the same value at the change's path (e.g. both set display_name to "X"). */
function sameOutcome(change: Change, mine: Editable, theirs: Editable): boolean {
  return deepEqual(valueAt(mine, change.path), valueAt(theirs, change.path));
}

/** One change of the user's applied onto the merged copy, through own properties only (a key is data, even `__proto__`). */
function apply(root: Record<string, unknown>, change: Change): void {
  if (change.kind === 'removed') deleteValueAt(root, change.path);
  else setValueAt(root, change.path, structuredClone(change.after));
}
