/**
 * The copy facet of a kind (pure, no `vscode`): what Copy to Tenant… and Apply to Tenant… (src/promote,
 * src/commands/promote) need of a kind they copy — its plan, the requests that create and update it on the target,
 * and the hooks only some kinds have — and the plan's types. A kind's `copy` is set in src/kinds/<kind>/index.ts;
 * src/promote/kinds.ts derives the copied kinds from the registry. What messages call a resource comes from the
 * kind's `words`; the scopes a copy writes with are the kind's create and update scopes.
 */
import type { ApiClient } from '../../api/client';
import type { CallOptions } from '../../api/request';
import type { Names } from '../normalise';
import type { Change } from '../diff';

export type Raw = Record<string, unknown>;

/** A field the kind describes, behind a secret to type: its hook `typedSecrets` checks a typed value with it. */
export interface TypedField {
  readonly key: string;
  readonly label: string;
}

/** A write-only value the source cannot give: typed by the user in a password box, never part of a plan. */
export interface SecretToType {
  /** Where the body takes it. */
  path: string[];
  /** What it is, for the prompt: `bearer token`, `password`, `value of the header X-Api-Key`. */
  label: string;
  /** Not a secret, only never readable (e.g. an account URL): typed in a plain input box. */
  plain?: boolean;
  /** The kind's description of the field, for its `typedSecrets` hook (the value is checked as its own create checks it). */
  setupField?: TypedField;
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

/**
 * How a secret with a `setupField` is typed: the kind checks it itself (needs `vscode`: loaded when asked). Any
 * other typed secret is required, at most 2048 characters, and sent as typed.
 */
export interface TypedSecrets {
  /** The message under the input box, or undefined when the tenant would accept `typed`. */
  check(field: TypedField, typed: string): string | undefined;
  /** The value sent for what was typed. */
  value(field: TypedField, typed: string): string;
}

/** How a copy reads the kind when not as compare does: every resource of a tenant, and one by id. */
export interface CopyReads {
  items(client: ApiClient, options: CallOptions): AsyncIterable<Raw>;
  read(client: ApiClient, id: string, options: CallOptions): Promise<Raw>;
}

/**
 * A step a copy takes after its create or update only when the user chooses it in the plan's confirmation (an
 * action's deploy): its own button beside Create/Update, and a line of the plan saying it is not done otherwise.
 */
export interface CopyFollowUp {
  /** The confirmation's second button for a create or an update: "Create and Deploy". */
  button(action: 'create' | 'update'): string;
  /** The plan's line: what is not done unless that button is chosen. */
  note: string;
  /** Runs it on the resource the create or update answered; says what was done ("deployed as version 4"). */
  run(client: ApiClient, written: Raw, options: CallOptions): Promise<string>;
}

export interface CopyFacet {
  /** Its place in Copy to Tenant…'s pick of a kind, smallest first. */
  order: number;
  /** What copying the source's resource does to the target: create, update field by field, nothing, or blocked. */
  plan(source: PlanSide, target: PlanTarget): Plan;
  /** Sends a create plan's body (absent: the kind is only updated, a plan never creates). */
  create?(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw>;
  /** Sends an update plan's body to the target's resource `id`. */
  update(client: ApiClient, id: string, body: Raw, options: CallOptions): Promise<Raw>;
  /** Absent: a copy reads the resources as compare does. */
  reads?: CopyReads;
  /** The check of a typed secret with a `setupField` (absent: the default check, as for any other secret). */
  typedSecrets?(): Promise<TypedSecrets>;
  /** A step after the create or update, taken only when chosen in the confirmation (absent: none). */
  followUp?: CopyFollowUp;
}
