/**
 * What the kinds' copy plans are built with (pure, no `vscode`): a blocked plan, a create, and the update half of a
 * plan for any kind the editor edits — the target's resource as the editor's base, the source's values as the
 * edit, and the editor's own patch plan (planPatch) — so a copy sends what a save of the same edit would, and
 * nothing when the values are already there.
 */
import { diffValues } from './diff';
import { toEditable } from './document';
import type { NotCopied, Plan, Raw } from './facets/copy';
import type { ResourceKind } from './kind';
import { planPatch } from './plan';
import { withoutSecrets } from './secrets';

/** A plan that sends nothing, with why (`field`: what cannot be copied). */
export const blockedPlan = (name: string, field: string, reason: string): Plan => ({ name, action: { kind: 'blocked' }, notCopied: [{ field, reason }] });

/** The id of the resource named `name` in `names`, when exactly one has that name. */
export function idByName(names: ReadonlyMap<string, string> | undefined, name: string): string | undefined {
  if (!names) return undefined;
  const ids = [...names].filter(([, n]) => n === name).map(([id]) => id);
  return ids.length === 1 ? ids[0] : undefined;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** The kind's document fields of a resource (as the editor's base holds them). */
export const pickFields = (kind: ResourceKind, resource: Raw): Raw =>
  Object.fromEntries(kind.fields.filter((f) => resource[f] !== undefined && resource[f] !== null).map((f) => [f, resource[f]]));

/**
 * A create: every field of `body` as an addition (`shown` replaces values the reader knows by name); whatever the
 * secret description calls a secret of `kind` (kinds/secrets.ts) is left out of both.
 */
export function createPlan(kind: string, name: string, body: Raw, scope: string, notCopied: NotCopied[], shown: Raw = body): Plan {
  return { name, action: { kind: 'create', body: withoutSecrets(kind, body), changes: diffValues({}, withoutSecrets(kind, shown)) }, notCopied, scope };
}

/**
 * An update of `target` to the source's `values` (fields not in `values` keep the target's). The base is the
 * target as the editor's document shows it: no secret, no field in `hidden`; the values without secrets either.
 */
export function updatePlan(
  kind: ResourceKind, name: string, target: Raw, values: Raw, scopes: ReadonlySet<string>, notCopied: NotCopied[], scope: string,
  hidden: ReadonlySet<string> = new Set(),
): Plan {
  const base = toEditable(kind, target, hidden);
  const ctx = { scopes, hidden, identity: kind.identity(target) };
  const patch = planPatch(kind, base, { ...base, ...withoutSecrets(kind.id, values) }, ctx);
  if (!patch.ok) return { name, action: { kind: 'blocked' }, notCopied: [...notCopied, { field: patch.missingScope, reason: patch.message }] };
  if (patch.changes.length === 0 || Object.keys(patch.body).length === 0) return { name, action: { kind: 'none' }, notCopied };
  return { name, action: { kind: 'update', id: String(target.id), body: patch.body, changes: patch.changes }, notCopied, scope };
}
