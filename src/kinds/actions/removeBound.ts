/**
 * Delete Action… of a bound action (pure, no `vscode`): the service refuses to delete an action a trigger runs.
 * Which triggers hold it (triggersHolding: the bindings of each trigger it supports), and the remedy the delete
 * flow offers: PATCH each of those triggers' bindings without it (the others kept, in their order), then delete again.
 */
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import type { Unblock } from '../facets/remove';
import type { Resource } from '../kind';
import { bindingToAction, getBindings, triggersHolding, updateBindings, type ActionBinding } from './api';
import { supportedTriggers } from './triggers';

/** A trigger's bindings without the action `id`: the others by their action's id, in order, their display names kept. */
export const bindingsWithout = (bindings: readonly ActionBinding[], id: string) =>
  bindings.filter((b) => b.action?.id !== id && b.action?.id).map((b) => bindingToAction(b.action!.id, b.display_name));

/** When the DELETE was refused because the action is bound: the triggers holding it and the unbind that lets the delete go through. */
export async function unbindFirst(client: ApiClient, action: Resource, err: unknown): Promise<Unblock | undefined> {
  if (!(err instanceof ApiError) || (err.status !== 400 && err.status !== 409)) return undefined;
  const id = String(action.id);
  const held = await triggersHolding(client, id, supportedTriggers(action));
  if (held.length === 0) return undefined;
  const names = held.join(', ');
  return {
    message: `The action ${String(action.name ?? id)} is bound to ${names}: the service does not delete an action a trigger runs.`,
    detail: `Unbind and Delete removes it from the bindings of ${names} (the other actions keep their order), then deletes it.`,
    button: 'Unbind and Delete',
    run: async () => {
      // Each trigger's bindings read again just before its PATCH, so a change made meanwhile is kept.
      for (const trigger of held) await updateBindings(client, trigger, bindingsWithout(await getBindings(client, trigger), id));
    },
  };
}
