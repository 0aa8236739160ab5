/**
 * The plan of Copy to Tenant… (pure, no `vscode`): what copying one resource to another tenant creates or changes
 * there, field by field, and what cannot be copied and why. A plan never holds a secret: it is built from the
 * resources as the service answers them (write-only values are never in an answer) and the names of the other
 * resources they point to.
 */
import type { SetupField } from '../kinds/vaultConnections/apps';
import type { Names } from '../kinds/normalise';
import type { Change } from '../kinds/diff';

export type Raw = Record<string, unknown>;

/** A write-only value the source cannot give: typed by the user in a password box, never part of a plan. */
export interface SecretToType {
  /** Where the body takes it. */
  path: string[];
  /** What it is, for the prompt: `bearer token`, `password`, `value of the header X-Api-Key`. */
  label: string;
  /** Not a secret, only never readable (a vault connection's account URL): typed in a plain input box. */
  plain?: boolean;
  /** A vault connection's setup field: the value is checked as typed as Create Flows Vault Connection… checks it. */
  setupField?: SetupField;
}

/** Something of the source that is not copied, and why (a sentence naming what to do). */
export interface NotCopied {
  field: string;
  reason: string;
}

export type PlanAction =
  /** POST `body`; `changes` lists the fields created; `secrets`: those the user types, each put in at its `path` when sent. */
  | { kind: 'create'; body: Raw; changes: Change[]; secrets?: SecretToType[] }
  /** PATCH the target resource `id` with `body`; `changes` are the target's values that change. */
  | { kind: 'update'; id: string; body: Raw; changes: Change[] }
  /** The target already has what can be copied. */
  | { kind: 'none' }
  /** Nothing can be sent: `blocked` says why. */
  | { kind: 'blocked' };

export interface Plan {
  /** What messages call the resource. */
  name: string;
  action: PlanAction;
  /** What is not copied: on a blocked plan, why nothing can be. */
  notCopied: NotCopied[];
  /** The target scope the action needs. */
  scope?: string;
}

/** One resource of one tenant, with the names of what its ids point to. */
export interface PlanSide {
  resource: Raw;
  names: Names;
}

/** The target of a plan: its counterpart (if any), the names of its resources, and its token's scopes. */
export interface PlanTarget {
  resource?: Raw;
  names: Names;
  scopes: ReadonlySet<string>;
}

/** A plan that sends nothing, with why (`field`: what cannot be copied). */
export const blockedPlan = (name: string, field: string, reason: string): Plan => ({ name, action: { kind: 'blocked' }, notCopied: [{ field, reason }] });

/** The id of the resource named `name` in `names`, when exactly one has that name. */
export function idByName(names: ReadonlyMap<string, string> | undefined, name: string): string | undefined {
  if (!names) return undefined;
  const ids = [...names].filter(([, n]) => n === name).map(([id]) => id);
  return ids.length === 1 ? ids[0] : undefined;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** The plan's one-line summary: "create", "update (2 changes)", "nothing to do", "blocked". */
export function planHeadline(plan: Plan): string {
  switch (plan.action.kind) {
    case 'create': return 'create';
    case 'update': return `update (${plan.action.changes.length} ${plan.action.changes.length === 1 ? 'change' : 'changes'})`;
    case 'none': return 'nothing to do';
    case 'blocked': return 'blocked';
  }
}
