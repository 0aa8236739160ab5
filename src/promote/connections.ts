/**
 * Copying a connection's settings (pure, no `vscode`). Its counterpart has the same name; it is updated as the
 * connection editor's save would update it (connectionsKind: `display_name` always sent, `options` sent whole and
 * only when they differ, needing update:connections_options, the target's option secrets put back on send). What
 * is not copied: the source's option secrets (write-only; the target keeps its own), the options when the target's
 * token cannot read them, the enabled applications (Enabled Applications… on the target). A connection missing on
 * the target is created (connectionCreate.ts).
 */
import { OPTION_SECRETS } from '../kinds/connectionSecrets';
import { connectionsKind, READ_OPTIONS_SCOPE } from '../kinds/connections';
import { toEditable } from '../kinds/document';
import { isPlainObject } from '../kinds/diff';
import { planConnectionCreate } from './connectionCreate';
import { str, type NotCopied, type Plan, type PlanSide, type PlanTarget, type Raw } from './plan';
import { updatePlan } from './update';

const blocked = (name: string, field: string, reason: string): Plan => ({ name, action: { kind: 'blocked' }, notCopied: [{ field, reason }] });

const has = (root: unknown, path: readonly string[]): boolean => {
  let node = root;
  for (const key of path) {
    if (!isPlainObject(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
};

/** Application names of a connection's enabled clients (ids when a name is unknown), sorted. */
const applications = (c: Raw, names: ReadonlyMap<string, string> | undefined): string[] =>
  (Array.isArray(c.enabled_clients) ? c.enabled_clients.map((id) => names?.get(str(id)) ?? str(id)) : []).sort();

export function planConnection(source: PlanSide, target: PlanTarget): Plan {
  const s = source.resource;
  const name = str(s.name ?? s.id);
  const t = target.resource;
  if (!t) return planConnectionCreate(source, target);
  if (str(s.strategy) !== str(t.strategy)) {
    return blocked(name, 'strategy', `The target's connection "${name}" uses the strategy ${str(t.strategy)}, this one ${str(s.strategy)}; a strategy cannot be changed. Rename one of them, or delete the target's and create it again.`);
  }
  const notCopied: NotCopied[] = [];
  const hidden = new Set<string>();
  if (!target.scopes.has(READ_OPTIONS_SCOPE) || t.options === undefined) {
    hidden.add('options');
    notCopied.push({ field: 'options', reason: `The target's token cannot read the options (it lacks ${READ_OPTIONS_SCOPE}), so they cannot be compared or copied. Grant it and reconnect the target.` });
  }
  for (const path of OPTION_SECRETS) {
    if (has(s.options, path)) notCopied.push({ field: ['options', ...path].join('.'), reason: 'A secret: it is not copied; the target keeps its own (change it in the target\'s connection editor).' });
  }
  const apps = [applications(s, source.names.applications), applications(t, target.names.applications)];
  if (apps[0]!.join('\n') !== apps[1]!.join('\n')) {
    notCopied.push({ field: 'enabled_applications', reason: `Applications are not copied (here: ${apps[0]!.join(', ') || 'none'}; on the target: ${apps[1]!.join(', ') || 'none'}). Use Enabled Applications… on the target.` });
  }
  const values = toEditable(connectionsKind, s, hidden);
  return updatePlan(connectionsKind, name, t, values, target.scopes, notCopied, 'update:connections', hidden);
}
