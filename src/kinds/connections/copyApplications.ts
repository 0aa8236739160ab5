/**
 * A connection's enabled applications copied by name (pure, no `vscode`): an application's id differs on every
 * tenant, so the source's applications are found on the target by name. A create enables them with the connection
 * (copyCreate.ts); an update of an existing connection enables the ones the target's connection lacks
 * (PATCH /connections/{id}/clients). A copy never disables an application: one enabled only on the target is
 * listed as not disabled (disabling could lock its users out), for the user to do with Enabled Applications….
 */
import type { ApiClient } from '../../api/client';
import { setEnabledClients } from './clients';
import type { CallOptions } from '../../api/request';
import type { Change } from '../diff';
import type { NotCopied, PlanSide, PlanTarget, Raw } from '../facets/copy';
import { idByName, str } from '../copyPlan';
import type { ApplyStep } from '../applySteps';

/**
 * The step that enables the target's applications `ids` on a connection of the target: `connectionId` is read when
 * the step runs (a create's comes from its answer). A refused batch fails the step.
 */
export function enableApplicationsStep(client: ApiClient, connectionId: () => string, ids: readonly string[], what: string, options: CallOptions): ApplyStep {
  return {
    what,
    run: async () => {
      const run = await setEnabledClients(client, connectionId(), ids.map((client_id) => ({ client_id, status: true })), options);
      if (run.error) throw run.error;
    },
  };
}

/** The client ids a connection is enabled for, as the service answers them (undefined: not known, e.g. a file without them). */
export const enabledIds = (c: Raw): string[] | undefined => (Array.isArray(c.enabled_clients) ? c.enabled_clients.map(str) : undefined);

/** An application's name from `names`, else its id. */
export const nameOf = (names: ReadonlyMap<string, string> | undefined) => (id: string): string => names?.get(id) ?? id;
const quoted = (names: readonly string[]): string => names.map((n) => `"${n}"`).join(', ');

/**
 * The target's ids of the source's enabled applications, by name. Undefined when either side's applications
 * cannot be named (a token lacks read:clients): that is listed as not copied. Names with no counterpart (or more
 * than one) on the target are listed as not copied too. `then` ends the advice (` after the create`).
 */
export function applicationsOnTarget(source: PlanSide, target: PlanTarget, notCopied: NotCopied[], then = ''): { ids: string[]; names: string[] } | undefined {
  const ids = enabledIds(source.resource) ?? [];
  if (ids.length === 0) return { ids: [], names: [] };
  if (!source.names.applications || !target.names.applications) {
    notCopied.push({ field: 'enabled_applications', reason: `The applications cannot be named (a token lacks read:clients), so they cannot be found on the target: use Enabled Applications… on the target${then}.` });
    return undefined;
  }
  const names = [...new Set(ids.map(nameOf(source.names.applications)))].sort();
  const found: { id: string; name: string }[] = [];
  const missing: string[] = [];
  for (const name of names) {
    const id = idByName(target.names.applications, name);
    if (id) found.push({ id, name });
    else missing.push(name);
  }
  if (missing.length > 0) {
    notCopied.push({ field: 'enabled_applications', reason: `No application (or more than one) named ${quoted(missing)} on the target: create it there, then use Enabled Applications… on the target${then}.` });
  }
  return { ids: found.map((f) => f.id), names: found.map((f) => f.name) };
}

/** What an update enables on the target's connection `t`: the target's client ids, and the change as the plan shows it. */
export interface ApplicationsUpdate {
  enable: string[];
  change?: Change;
}

/**
 * The applications of an existing connection: the source's ones the target's connection lacks are enabled (found
 * by name); the target's ones the source lacks are listed as not disabled. Nothing when the source does not say
 * which applications it has (a workspace file without `enabled_applications`).
 */
export function applicationsUpdate(source: PlanSide, target: PlanTarget, t: Raw, notCopied: NotCopied[]): ApplicationsUpdate {
  if (enabledIds(source.resource) === undefined) return { enable: [] };
  const found = applicationsOnTarget(source, target, notCopied);
  if (!found) return { enable: [] };
  const current = enabledIds(t) ?? [];
  const enable = found.ids.filter((id) => !current.includes(id));
  const targetName = nameOf(target.names.applications);
  const wanted = new Set((enabledIds(source.resource) ?? []).map(nameOf(source.names.applications)));
  const extra = [...new Set(current.map(targetName).filter((n) => !wanted.has(n)))].sort();
  if (extra.length > 0) {
    notCopied.push({ field: 'enabled_applications', reason: `Not disabled: ${quoted(extra)} ${extra.length === 1 ? 'is' : 'are'} enabled on the target but not here. A copy enables applications, it never disables one (its users could no longer sign in): use Enabled Applications… on the target to disable ${extra.length === 1 ? 'it' : 'them'}.` });
  }
  if (enable.length === 0) return { enable };
  const before = [...new Set(current.map(targetName))].sort();
  const after = [...new Set([...current, ...enable].map(targetName))].sort();
  return { enable, change: { path: ['enabled_applications'], kind: 'changed', before, after } };
}
