/**
 * Own-property access to parsed JSON (pure). A document's keys are data: `"__proto__"`, `"constructor"` or
 * `"toString"` name the document's own values, never the object's prototype or its inherited members. A read
 * finds only own properties; a write defines an own property (plain assignment of `__proto__` would replace the
 * prototype instead, and a walk through an inherited `__proto__` would write into `Object.prototype`).
 */

export const hasOwn = (object: object, key: PropertyKey): boolean => Object.prototype.hasOwnProperty.call(object, key);

const isObject = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/** The own value of `key` in `object` (an array only by index), or undefined: never an inherited member. */
export function own(object: unknown, key: PropertyKey): unknown {
  if (!isObject(object)) return undefined;
  if (Array.isArray(object) && typeof key !== 'number') return undefined;
  return hasOwn(object, key) ? object[key] : undefined;
}

/** The value at `path` through own properties only, or undefined. */
export const ownAt = (root: unknown, path: readonly PropertyKey[]): unknown => path.reduce<unknown>((node, key) => own(node, key), root);

/** Sets `key` of `object` as an own, enumerable property, as `JSON.parse` does (also for `"__proto__"`). */
export function setOwn(object: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

/** The entry of a lookup table for a key that came from data: undefined for an inherited name such as `constructor`. */
export const lookup = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => own(table, key) as T | undefined;
