/** A connection's row in the tree (pure, no `vscode`): its strategy, an icon per family of strategies. */
import type { Resource } from '../kind';
import type { ListTreeFacet, RowIcon } from '../facets/tree';

const ENTERPRISE = new Set(['ad', 'adfs', 'auth0-adldap', 'google-apps', 'ip', 'office365', 'oidc', 'okta', 'pingfederate', 'samlp', 'sharepoint', 'waad']);

/** An icon per family of strategies, so databases, passwordless, social and enterprise connections stand apart. */
export function strategyIcon(strategy: string): RowIcon {
  if (strategy === 'auth0') return { id: 'database', color: 'charts.blue' };
  if (strategy === 'email') return { id: 'mail', color: 'charts.orange' };
  if (strategy === 'sms') return { id: 'comment', color: 'charts.orange' };
  if (ENTERPRISE.has(strategy)) return { id: 'organization', color: 'charts.purple' };
  return { id: 'globe', color: 'charts.green' };
}

export const connectionsTree: ListTreeFacet = {
  empty: 'No connections.',
  create: 'authTenants.createConnection',
  rowWrites: ['authTenants.editConnection', 'authTenants.deleteConnection', 'authTenants.connectionApplications'],
  row: (c: Resource, { canUpdate }) => ({
    label: String(c.name ?? c.id),
    description: String(c.strategy ?? ''),
    icon: strategyIcon(String(c.strategy ?? '')),
    tooltip: {
      title: String(c.name ?? c.id),
      rows: [
        ['id', c.id],
        ['strategy', c.strategy],
        ['display_name', c.display_name],
        ['realms', Array.isArray(c.realms) ? c.realms.join(', ') : undefined],
        ['is_domain_connection', c.is_domain_connection],
        ['show_as_button', c.show_as_button],
      ],
    },
    context: ['connection', 'editable', 'viewable'],
    // A click opens the editable document when the token can update connections, the read-only view otherwise.
    open: canUpdate ? { command: 'authTenants.editConnection', title: 'Edit Connection' } : { command: 'authTenants.openResource', title: 'Open' },
  }),
};
