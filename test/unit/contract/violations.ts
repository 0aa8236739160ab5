/**
 * Single-constraint violations of a valid body: for each constraint of the contract's schema that applies to a value
 * in the body (a length, a pattern, a required field, an enum, a type, an extra key where none is allowed, an item
 * count, a bound), the body with only that value broken, and the path of the key it is about. Each one is kept only
 * when the contract refuses it (a broken branch of a oneOf may still match another branch).
 */
import { contractAccepts, deref, type Schema } from './contract';

type Json = Record<string, unknown>;
type Segment = string | number;

export interface Violation {
  constraint: string;
  path: Segment[];
  body: unknown;
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function setAt(root: unknown, path: Segment[], value: unknown, remove = false): unknown {
  const copy = clone(root);
  if (path.length === 0) return value;
  let node = copy as Record<string | number, unknown>;
  for (const s of path.slice(0, -1)) node = node[s] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const types = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === 'string' ? [s.type] : []);

/** A value of none of the schema's types. */
function wrongType(s: Schema): unknown {
  const t = types(s);
  for (const candidate of [12345, 'not-this-type', true, [1], { x: 1 }]) {
    const kind = Array.isArray(candidate) ? 'array' : typeof candidate === 'object' ? 'object' : typeof candidate === 'number' ? 'number' : typeof candidate;
    if (!t.includes(kind) && !(kind === 'number' && t.includes('integer'))) return candidate;
  }
  return undefined;
}

/** The branch of a oneOf/anyOf that accepts `value` (the one whose constraints the value is under). */
function branchOf(root: Schema, s: Schema, value: unknown): Schema | undefined {
  const branches = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (!branches) return undefined;
  return branches.find((b) => contractAccepts({ ...b, components: root.components }, value));
}

function* walk(root: Schema, schemaIn: Schema, value: unknown, path: Segment[], body: unknown): Generator<Violation> {
  let s = deref(schemaIn);
  const branch = branchOf(root, s, value);
  if (branch) {
    yield* walk(root, branch, value, path, body);
    return;
  }
  const v = (constraint: string, broken: unknown, at: Segment[] = path): Violation => ({ constraint, path: at, body: setAt(body, path, broken) });
  if (path.length > 0 && types(s).length > 0) {
    const wrong = wrongType(s);
    if (wrong !== undefined) yield v(`type ${types(s).join('|')}`, wrong);
  }
  if (Array.isArray(s.enum)) yield v('enum', 'not-a-listed-value');
  if (typeof value === 'string') {
    if (typeof s.minLength === 'number' && s.minLength > 0) yield v(`minLength ${s.minLength}`, 'a'.repeat(s.minLength - 1));
    if (typeof s.maxLength === 'number') yield v(`maxLength ${s.maxLength}`, (value || 'a').padEnd(s.maxLength + 1, value.slice(-1) || 'a'));
    if (typeof s.pattern === 'string') {
      const re = new RegExp(s.pattern as string, 'u');
      const min = (s.minLength as number | undefined) ?? 0;
      const max = (s.maxLength as number | undefined) ?? Infinity;
      const bad = [`${value}:x`, ' spaced out ', ':', 'x', 'http://x.example/', '@@@@@@@@'].find((c) => !re.test(c) && c.length >= min && c.length <= max);
      if (bad !== undefined) yield v(`pattern ${s.pattern}`, bad);
    }
  }
  if (typeof value === 'number') {
    if (typeof s.minimum === 'number') yield v(`minimum ${s.minimum}`, s.minimum - 1);
    if (typeof s.maximum === 'number') yield v(`maximum ${s.maximum}`, s.maximum + 1);
    if (types(s).includes('integer') && !types(s).includes('number')) yield v('integer', value + 0.5);
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === 'number' && s.minItems > 0) yield v(`minItems ${s.minItems}`, value.slice(0, s.minItems - 1));
    if (s.items && typeof s.items === 'object') for (let i = 0; i < value.length; i++) yield* walk(root, s.items as Schema, value[i], [...path, i], body);
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const obj = value as Json;
    const props = (s.properties ?? {}) as Record<string, Schema>;
    for (const key of (s.required ?? []) as string[]) if (key in obj) yield { constraint: `required ${key}`, path: [...path, key], body: setAt(body, [...path, key], undefined, true) };
    if (s.additionalProperties === false) yield { constraint: 'additionalProperties false', path: [...path, 'unexpected_key'], body: setAt(body, [...path, 'unexpected_key'], 'x') };
    if (typeof s.minProperties === 'number' && s.minProperties > 0) yield v(`minProperties ${s.minProperties}`, {});
    for (const [key, child] of Object.entries(obj)) {
      const sub = props[key] ?? (typeof s.additionalProperties === 'object' ? (s.additionalProperties as Schema) : undefined);
      if (sub) yield* walk(root, sub, child, [...path, key], body);
    }
  }
}

/** Every single-constraint violation of `body` (valid for `root`) that the contract refuses, once per path and constraint. */
export function violationsOf(root: Schema, body: unknown): Violation[] {
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const violation of walk(root, root, body, [], body)) {
    const id = `${violation.path.join('.')}|${violation.constraint}`;
    if (seen.has(id) || contractAccepts(root, violation.body)) continue;
    seen.add(id);
    out.push(violation);
  }
  return out;
}
