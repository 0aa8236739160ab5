/**
 * A field-level diff between two editable views of a resource (pure, no `vscode`), e.g.
 * `display_name: "A" → "B"`, `options.password_history.size: 5 → 10`, `metadata.team added ("core")`.
 * Objects are compared key by key; arrays and scalars as whole values.
 */
import type { PathSegment } from '../diagnostics/validate';
import { hasOwn, own, ownAt, setOwn } from '../util/own';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at `path` (own keys of objects, indexes of arrays), or undefined. */
export const valueAt = (root: unknown, path: readonly PathSegment[]): unknown => ownAt(root, path);

/** The object at `parents` in `root` (own keys only), each missing (or non-object) one made an empty object. */
function parentAt(root: Record<string, unknown>, parents: readonly PathSegment[]): Record<string, unknown> {
  let node = root;
  for (const key of parents) {
    const next = own(node, String(key));
    if (!isPlainObject(next)) setOwn(node, String(key), {});
    node = node[String(key)] as Record<string, unknown>;
  }
  return node;
}

/** Sets `value` at `path` in `root` as own properties, making each missing (or non-object) parent an empty object. */
export function setValueAt(root: Record<string, unknown>, path: readonly PathSegment[], value: unknown): void {
  setOwn(parentAt(root, path.slice(0, -1)), String(path.at(-1)), value);
}

/** Removes the value at `path` from `root`, when its parents are objects (own keys only). */
export function deleteValueAt(root: Record<string, unknown>, path: readonly PathSegment[]): void {
  const parent = valueAt(root, path.slice(0, -1));
  if (isPlainObject(parent)) delete parent[String(path.at(-1))];
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
    return keys.every((k) => hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

/** Every difference from `before` to `after`, in document order (keys of `before` first, then new keys). */
export function diffValues(before: unknown, after: unknown, path: PathSegment[] = []): Change[] {
  if (deepEqual(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const changes: Change[] = [];
    const keys = [...Object.keys(before), ...Object.keys(after).filter((k) => !hasOwn(before, k))];
    for (const key of keys) {
      const b = own(before, key);
      const a = own(after, key);
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
  return Object.fromEntries(fields.filter((f) => own(effective, f) !== undefined && !deepEqual(own(effective, f), own(base, f))).map((f) => [f, effective[f]]));
}
