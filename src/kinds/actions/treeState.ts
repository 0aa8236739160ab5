/**
 * What an action's row says about it (pure, no `vscode`): deployed, draft changed (the draft differs from what is
 * deployed), not deployed yet, building, or build failed, as the service's `status`, `deployed_version` and
 * `all_changes_deployed` tell.
 */
import type { Resource } from '../kind';
import type { RowIcon } from '../facets/tree';

export type ActionState = 'deployed' | 'draft changed' | 'not deployed' | 'building' | 'build failed';

const BUILDING = new Set(['pending', 'building', 'packaged', 'retrying']);

export function actionState(action: Resource): ActionState {
  if (action.status === 'failed') return 'build failed';
  if (typeof action.status === 'string' && BUILDING.has(action.status)) return 'building';
  const deployed = action.deployed_version !== undefined && action.deployed_version !== null;
  if (!deployed) return 'not deployed';
  return action.all_changes_deployed === false ? 'draft changed' : 'deployed';
}

export const STATE_ICONS: Readonly<Record<ActionState, RowIcon>> = {
  deployed: { id: 'pass-filled', color: 'charts.green' },
  'draft changed': { id: 'edit', color: 'charts.yellow' },
  'not deployed': { id: 'circle-large-outline' },
  building: { id: 'sync' },
  'build failed': { id: 'error', color: 'list.errorForeground' },
};

/** The deployed version's number, when the answer carries it. */
export function deployedNumber(action: Resource): number | undefined {
  const v = action.deployed_version;
  return v && typeof v === 'object' && typeof (v as { number?: unknown }).number === 'number' ? (v as { number: number }).number : undefined;
}

/** The row's description: "deployed v3", "draft changed (v3 deployed)", "build failed"… */
export function stateText(action: Resource): string {
  const state = actionState(action);
  const n = deployedNumber(action);
  if (state === 'deployed' && n !== undefined) return `deployed v${n}`;
  if (state === 'draft changed' && n !== undefined) return `draft changed (v${n} deployed)`;
  return state;
}
