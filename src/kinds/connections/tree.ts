import * as vscode from 'vscode';
import { listConnections } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import type { ListSpec } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';

type Connection = Awaited<ReturnType<typeof listConnections>>['items'][number];

const ENTERPRISE = new Set(['ad', 'adfs', 'auth0-adldap', 'google-apps', 'ip', 'office365', 'oidc', 'okta', 'pingfederate', 'samlp', 'sharepoint', 'waad']);

/** An icon per family of strategies, so databases, passwordless, social and enterprise connections stand apart. */
export function strategyIcon(strategy: string): vscode.ThemeIcon {
  if (strategy === 'auth0') return themeIcon('database', 'charts.blue');
  if (strategy === 'email') return themeIcon('mail', 'charts.orange');
  if (strategy === 'sms') return themeIcon('comment', 'charts.orange');
  if (ENTERPRISE.has(strategy)) return themeIcon('organization', 'charts.purple');
  return themeIcon('globe', 'charts.green');
}

/** The write commands of a connection's row: the menus hide those whose scope the token lacks. */
const CONNECTION_WRITE_COMMANDS = ['authTenants.editConnection', 'authTenants.deleteConnection', 'authTenants.connectionApplications'];

export function connectionsSpec(): ListSpec<Connection> {
  return {
    key: 'connections',
    label: vscode.l10n.t('Connections'),
    icon: 'plug',
    scopes: ['read:connections'],
    writeCommands: ['authTenants.createConnection'],
    emptyLabel: vscode.l10n.t('No connections.'),
    load: (client, cursor, take, signal) => listConnections(client, { from: cursor, take }, { signal }),
    toNode: (c, parent) => {
      // Read at each render, so the row follows the token's scopes once they are known.
      const writes = () => missingScopeTokens(parent.owner.scopesNow(), CONNECTION_WRITE_COMMANDS);
      return new ResourceNode(parent, {
        key: String(c.id),
        label: String(c.name ?? c.id),
        description: String(c.strategy ?? ''),
        icon: strategyIcon(String(c.strategy ?? '')),
        tooltip: () => tooltip(String(c.name ?? c.id), [
          ['id', c.id],
          ['strategy', c.strategy],
          ['display_name', c.display_name],
          ['realms', Array.isArray(c.realms) ? c.realms.join(', ') : undefined],
          ['is_domain_connection', c.is_domain_connection],
          ['show_as_button', c.show_as_button],
        ]),
        get context() {
          return ['connection', 'editable', 'viewable', ...writes()];
        },
        // A click opens the editable document when the token can update connections, the read-only view otherwise.
        get command() {
          return writes().includes('missing:update:connections')
            ? { command: 'authTenants.openResource', title: vscode.l10n.t('Open') }
            : { command: 'authTenants.editConnection', title: vscode.l10n.t('Edit Connection') };
        },
      }, c);
    },
  };
}
