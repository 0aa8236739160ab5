/**
 * An API's row in the tree (pure, no `vscode`): its identifier, shortened, as the description. The system API (the Management
 * API itself) is marked and read-only: a click opens the read-only view, and its row has no edit or delete menu
 * (its context has `systemApi`, not `api`).
 */
import type { Resource } from '../kind';
import type { ListTreeFacet } from '../facets/tree';
import { isSystemApi } from './api';

/**
 * The distinctive part of an identifier, short enough for a 300 px side bar (about 28 characters after the icon):
 * without its scheme and trailing slash, and, when still long, its last segment ("…/orders" of
 * https://api.example.com/v1/orders, "…:inventory" of urn:example:inventory). The tooltip keeps the whole identifier.
 */
export function shortIdentifier(identifier: string): string {
  const bare = identifier.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  const cut = Math.max(bare.lastIndexOf('/'), bare.lastIndexOf(':'));
  return bare.length <= 19 || cut < 0 ? bare : `…${bare.slice(cut)}`;
}

export const apisTree: ListTreeFacet = {
  empty: 'No APIs.',
  emptyCreates: true,
  create: 'authTenants.createApi',
  rowWrites: ['authTenants.editApi', 'authTenants.deleteApi'],
  // Each API's row lists the applications allowed to call it (its client grants).
  rowNodes: async () => (await import('../clientGrants/grantRows')).grantsUnderApi,
  row: (api: Resource, { canUpdate }) => {
    const system = isSystemApi(api);
    const name = String(api.name ?? api.identifier ?? api.id);
    return {
      label: name,
      description: system ? 'system, read-only' : shortIdentifier(String(api.identifier ?? '')),
      icon: system ? { id: 'lock', color: 'charts.yellow' } : { id: 'server-process', color: 'charts.blue' },
      tooltip: {
        title: name,
        rows: [
          ['id', api.id],
          ['identifier', api.identifier],
          ['system API', system ? 'yes: the Management API itself, which cannot be changed or deleted' : undefined],
          ['signing_alg', api.signing_alg],
          ['token_lifetime', api.token_lifetime],
          ['RBAC (enforce_policies)', api.enforce_policies],
          ['scopes', Array.isArray(api.scopes) ? (api.scopes as { value?: unknown }[]).map((s) => String(s.value)).join(', ') || 'none' : undefined],
        ],
      },
      context: system ? ['systemApi', 'viewable'] : ['api', 'viewable', 'deletable'],
      // A click edits an API when the token may update APIs; the system API and the rest open read-only.
      open: !system && canUpdate ? { command: 'authTenants.editApi', title: 'Edit API' } : { command: 'authTenants.openResource', title: 'Open' },
    };
  },
};
