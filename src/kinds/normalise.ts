/**
 * The normalised form of a resource (pure, no `vscode`): what compare, promote and export read, and the helpers
 * each kind's compare facet (src/kinds/<kind>/compare.ts) builds it with. Both sides of a comparison go through
 * the same steps, so two resources configured alike read alike:
 * - server-only fields (ids, timestamps, fingerprints, `ready`, …) are left out;
 * - write-only secrets are absent (the one description of src/kinds/secrets.ts: paths, names and content);
 * - keys are sorted recursively, so the key order of an answer never shows as a difference;
 * - values that are ids of other resources are replaced by those resources' names (ids differ between tenants by
 *   nature); the ids themselves are listed apart, as `references`, for the document header and for promote.
 */
import { isPlainObject } from './diff';
import { withoutSecrets } from './secrets';

export type Json = unknown;

/** An id of another resource that the normalised form shows by name. */
export interface Reference {
  /** The key of the normalised form that holds the name (`action`, `enabled_applications`). */
  field: string;
  /** The kind of the resource it names (`action`, `application`). */
  kind: string;
  id: string;
  /** Undefined when no resource of this tenant has that id (or the token cannot read them). */
  name?: string;
}

export interface Normalised {
  /** The natural key: what names the counterpart on another tenant. */
  key: string;
  /** What messages and titles call it. */
  name: string;
  /** The comparable value: sorted keys, no server-only field, no secret, other resources by name. */
  value: Record<string, Json>;
  /** Ids of other resources named in `value`, for the header and for promote. */
  references: Reference[];
}

/** A copy whose object keys are sorted at every depth (arrays keep their order). */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.keys(value).sort().filter((key) => value[key] !== undefined).map((key) => [key, sortKeys(value[key])]));
}

/** The resource without these top-level keys (undefined and, unless `keepNull`, null values dropped too). */
export function omit(resource: Record<string, Json>, keys: readonly string[], keepNull: readonly string[] = []): Record<string, Json> {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(resource).filter(([key, v]) => !(drop.has(key) || v === undefined || (v === null && !keepNull.includes(key)))));
}

/** Omit, strip the `kind`'s secrets (kinds/secrets.ts: paths, names, content), sort keys: the common steps of every kind. */
export function clean(kind: string, resource: Record<string, Json>, serverOnly: readonly string[], keepNull: readonly string[] = []): Record<string, Json> {
  return sortKeys(withoutSecrets(kind, omit(resource, serverOnly, keepNull))) as Record<string, Json>;
}

/** The other resources whose names a normalised form shows instead of their ids. */
export type NameSource = 'actions' | 'applications' | 'apis';

/** The names of other resources of one tenant, by id, as far as the token could read them. */
export interface Names {
  actions?: ReadonlyMap<string, string>;
  applications?: ReadonlyMap<string, string>;
  /** APIs by identifier (the audience): the same on every tenant, so a name here says the tenant has the API. */
  apis?: ReadonlyMap<string, string>;
}

/** Sorted, each once: the values of a set-like list. */
export const sortedUnique = (values: readonly string[]): string[] => [...new Set(values)].sort((a, b) => a.localeCompare(b));
