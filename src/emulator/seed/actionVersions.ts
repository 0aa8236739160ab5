// The demo actions' versions (numbered 1…N for an action deployed at N; the older ones and, where the draft has
// changes, the deployed one differ from the draft) and the triggers' bindings (post-login: two actions in order).
import type { Action, ActionBindingRecord, ActionExecutionRecord, ActionVersionRecord } from '../state/types';
import { DEMO_ACTION_IDS as A } from './ids';
import { versionId } from './actions';

const DAY = 24 * 60 * 60 * 1000;

/** What changed in version `n` of `total` (a line atop older code), so that versions differ from one another. */
function versionCode(action: Action, n: number): string {
  const current = n === action.deployed_version?.number && action.all_changes_deployed;
  return current ? action.code : `// version ${n}\n${action.code.replace(/\n\};\n$/, '\n  // (older)\n};\n')}`;
}

export function seedVersions(actions: readonly Action[]): ActionVersionRecord[] {
  const versions: ActionVersionRecord[] = [];
  for (const action of actions) {
    const deployed = action.deployed_version?.number ?? 0;
    for (let n = 1; n <= deployed; n++) {
      const at = new Date(Date.parse('2025-10-21T08:31:00.000Z') - (deployed - n) * DAY).toISOString();
      versions.push({
        id: versionId(action.id, n), action_id: action.id, number: n, deployed: n === deployed,
        code: versionCode(action, n), dependencies: action.dependencies.map((d) => ({ ...d })), runtime: action.runtime,
        supported_triggers: action.supported_triggers.map((t) => ({ ...t })),
        secrets: action.secrets.map((s) => ({ name: s.name, updated_at: s.updated_at })),
        status: 'built', created_at: at, updated_at: at, built_at: at,
      });
    }
  }
  return versions;
}

/** A binding id: `b1d…` then the trigger's place and the binding's. */
export function bindingId(n: number): string {
  return `b1d00000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export function seedBindings(actions: readonly Action[]): ActionBindingRecord[] {
  const at = '2025-10-21T09:00:00.000Z';
  const bind = (n: number, trigger_id: string, action_id: string): ActionBindingRecord | undefined => {
    const action = actions.find((a) => a.id === action_id);
    return action ? { id: bindingId(n), trigger_id, action_id, display_name: action.name, created_at: at, updated_at: at } : undefined;
  };
  return [
    bind(1, 'post-login', A.postLoginBlockSuspended),
    bind(2, 'post-login', A.postLoginDeployed),
    bind(3, 'credentials-exchange', A.credentialsExchangeDeployed),
  ].filter((b): b is ActionBindingRecord => b !== undefined);
}

/** Ids of the demo executions (GET /actions/executions/{id}). */
export const DEMO_EXECUTION_IDS = { postLogin: 'exe_demoPostLogin0000001', failed: 'exe_demoPostLoginFailed01' } as const;

export function seedExecutions(): ActionExecutionRecord[] {
  const at = (s: number) => `2025-10-22T07:00:0${s}.000Z`;
  return [
    {
      id: DEMO_EXECUTION_IDS.postLogin, trigger_id: 'post-login', status: 'final', created_at: at(0), updated_at: at(2),
      results: [
        { action_name: 'block-suspended-users', started_at: at(0), ended_at: at(1) },
        { action_name: 'add-roles-to-id-token', started_at: at(1), ended_at: at(2) },
      ],
    },
    {
      id: DEMO_EXECUTION_IDS.failed, trigger_id: 'post-login', status: 'partial', created_at: at(3), updated_at: at(4),
      results: [{ action_name: 'block-suspended-users', error: { id: 'runtime_error', msg: "Cannot read properties of undefined (reading 'suspended')" }, started_at: at(3), ended_at: at(4) }],
    },
  ];
}
