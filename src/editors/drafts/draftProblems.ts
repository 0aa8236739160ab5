/** All problems of a draft document: JSON syntax, its kind's schema and the kind's own checks (the draft facet). */
import { kindOf, type KindId } from '../../kinds';
import type { ActionInfo, DraftCheck } from '../../kinds/facets/draft';
import { validate, type Problem } from '../../diagnostics/validate';

export type ExtraCheck = DraftCheck;

export interface DraftContext {
  /** The tenant's actions; undefined while unknown (the action check is skipped). */
  actions?: readonly ActionInfo[];
  /** Problems the tenant reported on the last submit. */
  server?: ExtraCheck;
}

const none: ExtraCheck = () => [];

export function draftProblems(kind: KindId, text: string, context: DraftContext = {}): Problem[] {
  const draft = kindOf(kind).draft;
  if (!draft) throw new Error(`${kind} has no drafts.`);
  const semantic = draft.checks?.(context.actions) ?? none;
  const server = context.server;
  const problems = validate(text, draft.schema, {
    extraChecks: server ? (value, ctx) => [...semantic(value, ctx), ...server(value, ctx)] : semantic,
  });
  return withoutRepeats(problems);
}

const SEMANTIC_CODES = new Set(['reserved_namespace']);

/** A semantic check the schema also made (e.g. the reserved namespace) is shown once, as the schema's error. */
function withoutRepeats(problems: Problem[]): Problem[] {
  const schemaPaths = new Set(problems.filter((p) => p.severity === 'error' && !SEMANTIC_CODES.has(p.code ?? '') && p.code !== 'server').map((p) => JSON.stringify(p.path)));
  return problems.filter((p) => !SEMANTIC_CODES.has(p.code ?? '') || !schemaPaths.has(JSON.stringify(p.path)));
}
