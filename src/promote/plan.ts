/**
 * The plan of Copy to Tenant… (pure, no `vscode`): what copying one resource to another tenant creates or changes
 * there, field by field, and what cannot be copied and why. A plan never holds a secret: it is built from the
 * resources as the service answers them (write-only values are never in an answer) and the names of the other
 * resources they point to. The plan's types are the copy facet's (kinds/facets/copy.ts).
 */
import type { Plan } from '../kinds/facets/copy';

export type { NotCopied, Plan, PlanAction, PlanSide, PlanTarget, Raw, SecretToType } from '../kinds/facets/copy';

/** The plan's one-line summary: "create", "update (2 changes)", "nothing to do", "blocked". */
export function planHeadline(plan: Plan): string {
  switch (plan.action.kind) {
    case 'create': return 'create';
    case 'update': return `update (${plan.action.changes.length} ${plan.action.changes.length === 1 ? 'change' : 'changes'})`;
    case 'none': return 'nothing to do';
    case 'blocked': return 'blocked';
  }
}
