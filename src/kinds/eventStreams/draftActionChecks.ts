/**
 * An event stream draft's Action destination (pure, no `vscode`): the trigger its action must have, which of the
 * tenant's actions a create may pick, and the draft check of `destination.configuration.action_id`.
 */
import type { CheckContext, Problem } from '../../diagnostics/validate';
import type { ActionInfo } from '../facets/draft';
import { actionRefProblems, type ActionRef } from '../actionRefChecks';

/** The trigger of the actions an Action destination runs (the contract's and the SDK's ActionTriggerTypeEnum). */
export const EVENT_STREAM_TRIGGER = 'event-stream';

export const isEventStreamAction = (a: ActionInfo): boolean => a.deployed && a.triggers.includes(EVENT_STREAM_TRIGGER);

export const ACTION_ID_PATH = ['destination', 'configuration', 'action_id'];

const ACTION_REF: ActionRef = {
  path: ACTION_ID_PATH,
  trigger: EVENT_STREAM_TRIGGER,
  undeployed: { severity: 'warning', consequence: 'Every delivery to it fails until it is deployed.' },
  pendingChanges: 'the stream runs the deployed version.',
};

/** The action_id of an Action destination, checked against the tenant's actions. */
export function streamActionProblems(value: unknown, actions: readonly ActionInfo[], ctx: CheckContext): Problem[] {
  if (typeof value !== 'object' || value === null) return [];
  const destination = (value as { destination?: unknown }).destination;
  if (typeof destination !== 'object' || destination === null || (destination as { type?: unknown }).type !== 'action') return [];
  const configuration = (destination as { configuration?: unknown }).configuration;
  const id = typeof configuration === 'object' && configuration !== null ? (configuration as { action_id?: unknown }).action_id : undefined;
  return actionRefProblems(id, actions, ACTION_REF, ctx);
}
