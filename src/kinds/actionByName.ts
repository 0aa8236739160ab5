/**
 * Actions referenced by name across tenants (pure, no `vscode`): an action's id differs on every tenant, so compare,
 * export and Copy to Tenant… name it, and a copy looks the name up among the target's actions. Token exchange
 * profiles (`action_id`) and event streams with an Action destination use it.
 */
import type { Names } from './normalise';

/** The source action's name, or why it cannot be named (`what`: "this profile", "this stream"). */
export function sourceActionName(names: Names, id: string, what: string): { name: string } | { reason: string } {
  if (!names.actions) return { reason: 'The actions of the source tenant cannot be read (the token lacks read:actions), so the action cannot be named on the target. Grant read:actions on the source tenant and reconnect it.' };
  const name = names.actions.get(id);
  return name ? { name } : { reason: `The action ${id} of ${what} cannot be found on the source tenant, so it cannot be named on the target.` };
}

/** The id of the target's one action named `name`, or why there is none (`trigger`: what it must be created with). */
export function targetActionId(names: Names, name: string, trigger: string): { id: string } | { reason: string } {
  if (!names.actions) {
    return { reason: `The actions of the target tenant cannot be read (its token lacks read:actions), so the action "${name}" cannot be found there. Grant read:actions on the target and reconnect it.` };
  }
  const ids = [...names.actions].filter(([, n]) => n === name).map(([id]) => id);
  if (ids.length === 1) return { id: ids[0]! };
  return {
    reason: ids.length > 1
      ? `The target has more than one action named "${name}": rename all but one, then copy again.`
      : `The target has no action named "${name}": create and deploy it there (trigger ${trigger}), then copy again.`,
  };
}

/** An action shown by name in a normalised form; unknown on this tenant: its id, so the reader sees what it is. */
export const actionShown = (names: Names, id: string): string | { id: string; note: string } =>
  names.actions?.get(id) ?? { id, note: 'no action with this id could be read on this tenant' };
