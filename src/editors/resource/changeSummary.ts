/** The change list as the user reads it: one line per change (pure, no `vscode`). */
import { formatPath, quote } from '../validate';
import type { Change } from '../../kinds/diff';

export { deepEqual, diffValues, type Change } from '../../kinds/diff';

/** A JSON value for a one-line message, shortened to 60 characters. */
const shortValue = (value: unknown): string => quote(value, 60);

export function formatChange(change: Change): string {
  const where = formatPath(change.path) || '(document)';
  switch (change.kind) {
    case 'added':
      return `${where} added (${shortValue(change.after)})`;
    case 'removed':
      return `${where} removed (was ${shortValue(change.before)})`;
    case 'changed':
      return `${where}: ${shortValue(change.before)} → ${shortValue(change.after)}`;
  }
}

/** The change list for a dialog: one line per change, at most `maxLines`, then "…and N more". */
export function formatChanges(changes: readonly Change[], maxLines = 25): string {
  const lines = changes.slice(0, maxLines).map(formatChange);
  if (changes.length > maxLines) lines.push(`…and ${changes.length - maxLines} more`);
  return lines.join('\n');
}
