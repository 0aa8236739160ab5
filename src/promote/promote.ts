/**
 * Copy to Tenant… without `vscode`: read the source resource and its counterpart on the target (compareOne: same
 * kind, same natural key), build the plan, and apply it. Applying sends one request, or a few one after another
 * (kinds/applySteps.ts: a failure part way says what was applied); planning again after an apply finds nothing to
 * do, and after a failure it shows what is left.
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { compareOne, type Side } from '../compare/compare';
import { setValueAt } from '../kinds/diff';
import type { PromoteKind } from './kinds';
import type { Plan, Raw, SecretToType } from './plan';

export interface CopyPlan {
  plan: Plan;
  /** The natural key that names the counterpart, e.g. `subject_token_type https://…`. */
  key: string;
}

export async function planCopy(kind: PromoteKind, id: string, source: Side, target: Side, targetScopes: ReadonlySet<string>, options: CallOptions = {}): Promise<CopyPlan> {
  const entry = await compareOne(kind.compare, id, source, target, options);
  const [sourceNames, targetNames] = await Promise.all([source.names.names(kind.compare.needs), target.names.names(kind.compare.needs)]);
  const plan = kind.plan(
    { resource: entry.a!.raw, names: sourceNames },
    { ...(entry.b ? { resource: entry.b.raw } : {}), names: targetNames, scopes: targetScopes },
  );
  return { plan, key: entry.key };
}

/** The body with each typed secret put in at its `path` (a copy: the plan never holds them). */
function withSecrets(body: Raw, wanted: readonly SecretToType[], typed: readonly string[]): Raw {
  const out = structuredClone(body);
  wanted.forEach(({ path }, i) => setValueAt(out, path, typed[i]));
  return out;
}

/**
 * Sends the plan's request(s); the resource as the target answers it (undefined: nothing to send). A create
 * that needs secrets takes them as `secrets`, in the plan's order (typed by the user, kept in memory only).
 */
export async function applyPlan(kind: PromoteKind, client: ApiClient, plan: Plan, options: CallOptions = {}, secrets: readonly string[] = []): Promise<Raw | undefined> {
  const action = plan.action;
  if (action.kind === 'create') {
    if (!kind.create) throw new Error(`A ${kind.resource.singular} is not created by a copy.`);
    const wanted = action.secrets ?? [];
    const missing = wanted.find((_, i) => !secrets[i]);
    if (missing) throw new Error(`The ${missing.label} is needed to create the ${kind.resource.singular}.`);
    return kind.create(client, wanted.length > 0 ? withSecrets(action.body, wanted, secrets) : action.body, options);
  }
  if (action.kind === 'update') return kind.resource.update(client, action.id, action.body, options);
  return undefined;
}
