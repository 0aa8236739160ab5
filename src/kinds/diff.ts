/**
 * A field-level diff between two editable views of a resource (pure, no `vscode`), e.g.
 * `display_name: "A" → "B"`, `options.password_history.size: 5 → 10`, `metadata.team added ("core")`.
 * Objects are compared key by key; arrays and scalars as whole values.
 */
import type { PathSegment } from '../editors/validate';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` (own keys of plain objects only), or undefined. */
export const valueAt = (root: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isPlainObject(node) && Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined), root);

/** Sets `value` at `path` in `root`, making each missing (or non-object) parent an empty object. */
export function setValueAt(root: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (!isPlainObject(node[key])) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

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

/** Whether one path is a prefix of the other (a change at one touches the value at the other). */
export const overlaps = (a: readonly PathSegment[], b: readonly PathSegment[]): boolean =>
  a.slice(0, b.length).every((s, i) => s === b[i]) || b.slice(0, a.length).every((s, i) => s === a[i]);

/** The fields of `effective` (of those listed) whose value differs from `base`: what a PATCH of "only what changed" carries. */
export function changedFields(base: Record<string, unknown>, effective: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => effective[f] !== undefined && !deepEqual(effective[f], base[f])).map((f) => [f, effective[f]]));
}
