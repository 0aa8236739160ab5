/**
 * What Copy to Tenant… needs of each kind it copies (pure, no `vscode`), derived from the registry: every kind with
 * a copy facet (kinds/facets/copy.ts, loaded on first use), with its compare description (natural key, reads — or the copy's own reads),
 * what messages call one (its words), its create and update requests and the scopes it writes with (its create and
 * update scopes).
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { compareKind, type CompareKind } from '../compare/kinds';
import { KINDS, type Kind, type KindId } from '../kinds';
import type { CopyFacet, Plan, PlanSide, PlanTarget, Raw } from '../kinds/facets/copy';

/** What messages call a resource of the kind, and how an update plan's body is sent. */
export interface PromoteResource {
  singular: string;
  update: CopyFacet['update'];
}

export interface PromoteKind {
  compare: CompareKind;
  resource: PromoteResource;
  plan(source: PlanSide, target: PlanTarget): Plan;
  /** The scopes a copy writes with (create, update): a target whose token has none of them cannot take a copy. */
  writeScopes: readonly string[];
  /** Absent: the kind is only updated (a plan never creates). */
  create?(client: ApiClient, body: Raw, options: CallOptions): Promise<Raw>;
  /** The kind's copy facet, for its hooks. */
  copy: CopyFacet;
}

function promoteOf(kind: Kind, copy: CopyFacet): PromoteKind {
  const compare = compareKind(kind.id);
  if (!compare) throw new Error(`No compare description for the kind ${kind.id}.`);
  return {
    compare: copy.reads ? { ...compare, ...copy.reads } : compare,
    resource: { singular: kind.words.singular, update: copy.update },
    plan: copy.plan,
    writeScopes: [kind.scopes.create, kind.scopes.update].filter((s): s is string => s !== undefined),
    ...(copy.create ? { create: copy.create } : {}),
    copy,
  };
}

let loaded: Promise<readonly PromoteKind[]> | undefined;

/**
 * Every kind a copy copies, in the order its pick shows them. The copy facets are loaded on the first call (not at
 * activation: only Copy to Tenant… and Apply to Tenant… need them).
 */
export function promoteKinds(): Promise<readonly PromoteKind[]> {
  loaded ??= Promise.all(KINDS.flatMap((k) => (k.copy ? [k.copy().then((copy) => promoteOf(k, copy))] : [])))
    .then((kinds) => kinds.sort((a, b) => a.copy.order - b.copy.order));
  return loaded;
}

/** The copy description of a compared kind: every kind compare knows is copied (a unit test holds the table to it). */
export async function promoteKind(id: KindId): Promise<PromoteKind> {
  const kind = (await promoteKinds()).find((k) => k.compare.id === id);
  if (!kind) throw new Error(`No copy description for the kind ${id}.`);
  return kind;
}
