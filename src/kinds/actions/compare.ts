/**
 * Actions as compare, promote and export read them (pure, no `vscode`): named by their name (unique on a tenant,
 * the same on every tenant for the same action). The normalised form is the draft — its code, runtime, dependencies
 * (by name), triggers — and the names of its secrets, never their values (the service never sends one). What is
 * deployed, the build status, ids and dates are each tenant's own: left out.
 */
import { iteratePages } from '../../api/paging';
import type { CompareKind, Raw } from '../facets/compare';
import { str } from '../facets/compare';
import { clean, sortedUnique, sortKeys } from '../normalise';
import { getAction, listActions } from './api';

export const ACTION_SERVER_ONLY = [
  'id', 'status', 'deployed_version', 'all_changes_deployed', 'built_at', 'created_at', 'updated_at', 'installed_integration_id', 'integration', 'secrets',
] as const;

const named = (list: unknown): Raw[] => (Array.isArray(list) ? list.filter((x): x is Raw => typeof x === 'object' && x !== null) : []);

/** The names of an action's secrets (a list of `{name}`), sorted: what a copy says to set on the target. */
export const secretNames = (action: Raw): string[] => sortedUnique(named(action.secrets).map((s) => str(s.name)).filter(Boolean));

/** An action's normalised value: its draft, dependencies by name, its secrets' names only. */
export function normaliseAction(action: Raw): Record<string, unknown> {
  const dependencies = named(action.dependencies).map((d) => ({ ...d })).sort((a, b) => str(a.name).localeCompare(str(b.name)));
  const value = clean('actions', { ...action, ...(Array.isArray(action.dependencies) ? { dependencies } : {}) }, ACTION_SERVER_ONLY);
  const secrets = secretNames(action);
  return sortKeys(secrets.length > 0 ? { ...value, secrets: secrets.map((name) => ({ name })) } : value) as Record<string, unknown>;
}

export const actionsCompare: CompareKind = {
  id: 'actions',
  order: 1.8,
  keyField: 'name',
  needs: [],
  items: (client, options) => iteratePages((page) => listActions(client, { page, perPage: 50 }, options), options),
  read: (client, id, options) => getAction(client, id, options),
  key: (a) => str(a.name),
  name: (a) => str(a.name ?? a.id),
  idOf: (a) => str(a.id),
  normalise: (a) => ({ key: str(a.name), name: str(a.name ?? a.id), value: normaliseAction(a), references: [] }),
};
