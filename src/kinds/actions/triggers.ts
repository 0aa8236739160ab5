/**
 * Which triggers an action supports and which the tree shows (pure, no `vscode`), over the one trigger table
 * (apiTriggers.ts): the service's order, each with its label and handler exports.
 */
import { ACTION_TRIGGER_IDS, ACTION_TRIGGERS, isActionTriggerId, type ActionTriggerInfo } from './apiTriggers';

export const triggerInfo = (id: string): ActionTriggerInfo | undefined => (isActionTriggerId(id) ? ACTION_TRIGGERS[id] : undefined);

/** The trigger's label ("Login / Post Login"), or its id when unknown. */
export const triggerLabel = (id: string): string => triggerInfo(id)?.label ?? id;

/** The trigger ids an action supports (its `supported_triggers`), in its order. */
export function supportedTriggers(action: { supported_triggers?: unknown }): string[] {
  const list = Array.isArray(action.supported_triggers) ? action.supported_triggers : [];
  return list.flatMap((t) => (t && typeof t === 'object' && typeof (t as { id?: unknown }).id === 'string' ? [(t as { id: string }).id] : []));
}

/** The triggers shown in the tree: those some action supports, in the service's order, unknown ids after them. */
export function triggersOf(actions: readonly { supported_triggers?: unknown }[]): string[] {
  const ids = new Set(actions.flatMap(supportedTriggers));
  return [...ACTION_TRIGGER_IDS.filter((id) => ids.has(id)), ...[...ids].filter((id) => !isActionTriggerId(id)).sort()];
}
