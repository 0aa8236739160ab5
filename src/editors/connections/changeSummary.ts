/**
 * A field-level diff between two editable views of a connection (pure, no `vscode`), e.g.
 * `display_name: "A" → "B"`, `options.password_history.size: 5 → 10`, `metadata.team added ("core")`.
 * Objects are compared key by key; arrays and scalars as whole values.
 */
import { formatPath, quote, type PathSegment } from '../validate';
import { isPlainObject } from './connectionDocument';

export interface Change {
  path: PathSegment[];
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

/** Structural equality of JSON values; object key order does not matter. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => deepEqual(v, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    if (keys.length !== Object.keys(b).filter((k) => b[k] !== undefined).length) return false;
    return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** Every difference from `before` to `after`, in document order (keys of `before` first, then new keys). */
export function diffValues(before: unknown, after: unknown, path: PathSegment[] = []): Change[] {
  if (deepEqual(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: Change[] = [];
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !Object.prototype.hasOwnProperty.call(before, k))];
    for (const key of keys) {
      const b = before[key];
      const a = after[key];
      if (b === undefined && a === undefined) continue;
      if (b === undefined) changes.push({ path: [...path, key], kind: 'added', after: a });
      else if (a === undefined) changes.push({ path: [...path, key], kind: 'removed', before: b });
      else changes.push(...diffValues(b, a, [...path, key]));
    }
    return changes;
  }
  return [{ path, kind: 'changed', before, after }];
}

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
