/** The change list as the user reads it: one line per change, every value in full (pure, no `vscode`). */
import { formatPath } from '../../diagnostics/validate';
import type { Change } from '../../kinds/diff';

export { deepEqual, diffValues, type Change } from '../../kinds/diff';

/** A JSON value on one line, in full: a confirmation never shortens what it asks about. */
export const fullValue = (value: unknown): string => JSON.stringify(value) ?? String(value);

export function formatChange(change: Change): string {
  const where = formatPath(change.path) || '(document)';
  switch (change.kind) {
    case 'added':
      return `${where} added (${fullValue(change.after)})`;
    case 'removed':
      return `${where} removed (was ${fullValue(change.before)})`;
    case 'changed':
      return `${where}: ${fullValue(change.before)} → ${fullValue(change.after)}`;
  }
}

/** Every change, one line each, in full. Whether a dialog can show it is changeFit's `modalChangeList`. */
export function formatChanges(changes: readonly Change[]): string {
  return changes.map(formatChange).join('\n');
}
