/**
 * Copying a connection's settings (pure planning; the update's requests at the end). Its counterpart has the same
 * name; it is updated as the connection editor's save would update it (connectionsKind: `display_name` always sent,
 * `options` sent whole and only when they differ, needing update:connections_options, the target's option secrets
 * put back on send), then the source's applications the target's connection lacks are enabled by name
 * (copyApplications.ts; one enabled only on the target is listed as not disabled). What is not copied: the source's
 * option secrets (write-only; the target keeps its own), the options when either token cannot read them, the
 * applications without a counterpart by name. A connection missing on the target is created (copyCreate.ts).
 */
import type { ApiClient } from '../../api/client';
import { getConnection } from './api';
import type { CallOptions } from '../../api/request';
import { connectionsKind, READ_OPTIONS_SCOPE } from './editor';
import { toEditable } from '../document';
import { isPlainObject } from '../diff';
import { secretPathsIn } from '../secrets';
import { applicationsUpdate, enableApplicationsStep } from './copyApplications';
import type { CopyFacet, NotCopied, Plan, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { createConnectionOnTarget, planConnectionCreate } from './copyCreate';
import { runSteps, type ApplyStep } from '../applySteps';
import { blockedPlan, str, updatePlan } from '../copyPlan';

const SCOPE = 'update:connections';

/** The update's body holds, besides the PATCH /connections body, the target's client ids to enable under this key. */
export const ENABLE_KEY = 'enable_clients';

export function planConnection(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const t = target.resource;
  if (!t) return planConnectionCreate(source, target);
  if (str(s.strategy) !== str(t.strategy)) {
    return blockedPlan(name, 'strategy', `The target's connection "${name}" uses the strategy ${str(t.strategy)}, this one ${str(s.strategy)}; a strategy cannot be changed. Rename one of them, or delete the target's and create it again.`);
  }
  const notCopied: NotCopied[] = [];
  const hidden = new Set<string>();
  if (!target.scopes.has(READ_OPTIONS_SCOPE) || t.options === undefined) {
    hidden.add('options');
    notCopied.push({ field: 'options', reason: `The target's token cannot read the options (it lacks ${READ_OPTIONS_SCOPE}), so they cannot be compared or copied. Grant it and reconnect the target.` });
  } else if (!isPlainObject(s.options)) {
    hidden.add('options');
    notCopied.push({ field: 'options', reason: `The source does not show its options (a source tenant's token lacks ${READ_OPTIONS_SCOPE}; a file without "options" leaves them out), so they are not compared or copied: the target keeps its own. Grant the scope on the source tenant and reconnect it to copy them.` });
  }
  for (const path of secretPathsIn('connections', { options: s.options })) {
    notCopied.push({ field: path.join('.'), reason: 'A secret: it is not copied; the target keeps its own (change it in the target\'s connection editor).' });
  }
  const apps = applicationsUpdate(source, target, t, notCopied);
  const values = toEditable(connectionsKind, s, hidden);
  const plan = updatePlan(connectionsKind, name, t, values, target.scopes, notCopied, SCOPE, hidden);
  if (!apps.change || plan.action.kind === 'blocked') return plan;
  const action = plan.action.kind === 'update' ? plan.action : { kind: 'update' as const, id: str(t.id), body: {}, changes: [] };
  return { ...plan, action: { ...action, body: { ...action.body, [ENABLE_KEY]: apps.enable }, changes: [...action.changes, apps.change] }, scope: SCOPE };
}

/**
 * Sends an update plan's body: the connection's PATCH (when there is one), then its applications enabled; a
 * failure of the second says the first was applied. Answers the connection as the target has it then.
 */
export async function updateConnectionOnTarget(client: ApiClient, id: string, body: Raw, options: CallOptions): Promise<Raw> {
  const { [ENABLE_KEY]: enable, ...patch } = body;
  const ids = Array.isArray(enable) ? enable.map(str) : [];
  let answer: Raw | undefined;
  const steps: ApplyStep[] = [];
  if (Object.keys(patch).length > 0) steps.push({ what: 'the connection\'s settings', run: async () => (answer = await connectionsKind.update(client, id, patch, options)) });
  if (ids.length > 0) steps.push(enableApplicationsStep(client, () => id, ids, `${ids.length} more enabled application${ids.length === 1 ? '' : 's'}`, options));
  await runSteps(steps);
  return answer ?? getConnection(client, id, options);
}

/** Created with its applications (copyCreate.ts), or updated as the connection editor's save would, then its applications enabled. */
export const connectionCopy: CopyFacet = {
  order: 3,
  plan: planConnection,
  create: createConnectionOnTarget,
  update: updateConnectionOnTarget,
};
