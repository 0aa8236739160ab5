/**
 * The draft check of a reference to one of the tenant's actions (pure, no `vscode`): the id must be an action of the
 * tenant with `trigger`, deployed. Token exchange profiles (`action_id`) and event stream drafts with an Action
 * destination (`destination.configuration.action_id`) use it.
 */
import type { CheckContext, PathSegment, Problem } from '../diagnostics/validate';
import type { ActionInfo } from './facets/draft';

export interface ActionRef {
  path: PathSegment[];
  trigger: string;
  /** What a never-deployed action means here, and how bad it is. */
  undeployed: { severity: Problem['severity']; consequence: string };
  /** What a deployed action with undeployed changes means here (a warning). */
  pendingChanges: string;
}

export function actionRefProblems(value: unknown, actions: readonly ActionInfo[], ref: ActionRef, ctx: CheckContext): Problem[] {
  if (typeof value !== 'string' || value.length === 0) return [];
  const { path, trigger } = ref;
  const problem = (message: string, code: string, severity: Problem['severity'] = 'error'): Problem[] => [
    { range: ctx.rangeOf(path), message, severity, path, code },
  ];
  const action = actions.find((a) => a.id === value);
  if (!action) return problem(`No action with the id ${value} on this tenant. Pick a deployed action with the ${trigger} trigger (Ctrl+Space), or reload the actions if it was just created.`, 'action_not_found');
  if (!action.triggers.includes(trigger)) {
    return problem(`The action "${action.name}" does not have the ${trigger} trigger (it has ${action.triggers.join(', ') || 'none'}).`, 'action_wrong_trigger');
  }
  if (!action.deployed) return problem(`The action "${action.name}" is not deployed. ${ref.undeployed.consequence}`, 'action_not_deployed', ref.undeployed.severity);
  if (action.allChangesDeployed === false) {
    return problem(`The action "${action.name}" has changes that are not deployed; ${ref.pendingChanges}`, 'action_changes_not_deployed', 'warning');
  }
  return [];
}
