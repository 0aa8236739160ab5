/**
 * The PATCH of a saved document, for any kind (pure, no `vscode`): the changes from the snapshot, a refusal when a
 * changed field needs a scope the token lacks, else the kind's body for the effective edit.
 */
import { ApiError } from '../api/httpErrors';
import { diffValues } from './diff';
import { effectiveEdit } from './document';
import type { EditContext, Editable, PatchPlan, ResourceKind } from './kind';

/** The scope a changed field needs and the token lacks, with the sentence that says so. */
export function missingFieldScope(kind: ResourceKind, field: string, scopes: ReadonlySet<string>): { scope: string; message: string } | undefined {
  const scope = kind.fieldScopes[field]?.update;
  if (!scope || scopes.has(scope)) return undefined;
  return { scope, message: `Changing ${field} needs the scope ${scope}, which this token lacks. Undo the ${field} change, or grant the scope and reconnect the tenant.` };
}

export function planPatch(kind: ResourceKind, base: Editable, edited: Editable, ctx: EditContext): PatchPlan {
  const effective = effectiveEdit(kind, base, edited, ctx.hidden);
  const comparable = Object.fromEntries(Object.entries(base).filter(([k]) => !ctx.hidden.has(k)));
  const changes = diffValues(comparable, effective);
  for (const field of new Set(changes.map((c) => String(c.path[0])))) {
    const missing = missingFieldScope(kind, field, ctx.scopes);
    if (missing) return { ok: false, missingScope: missing.scope, message: missing.message, changes };
  }
  return { ok: true, body: kind.buildPatch(base, effective, ctx), changes };
}

/** Whether an update's refusal is a conflict of this kind: a 409, or a 400 whose message the kind says means the same. */
export function isConflict(kind: ResourceKind, err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 409 || (err.status === 400 && !!kind.conflictIn400?.test(err.serverMessage));
}
