import * as vscode from 'vscode';
import { listVaultConnections } from './api';
import { missingScopeTokens } from '../../tenants/writeScopes';
import type { ListSpec } from '../../tree/nodes/pagedListNode';
import { ResourceNode, themeIcon, tooltip } from '../../tree/nodes/resourceNode';
import { appLabel } from '../../tree/rowText';

type VaultConnection = Awaited<ReturnType<typeof listVaultConnections>>['items'][number];

/** The row's write commands (its menu hides those the token lacks the scope of). */
const ROW_WRITE_COMMANDS = ['authTenants.renameVaultConnection', 'authTenants.updateVaultCredentials', 'authTenants.deleteVaultConnection'];

export function vaultConnectionsSpec(): ListSpec<VaultConnection> {
  return {
    key: 'vault-connections',
    writeCommands: ['authTenants.createVaultConnection'],
    label: vscode.l10n.t('Flows Vault Connections'),
    icon: 'lock',
    scopes: ['read:flows_vault_connections'],
    emptyLabel: vscode.l10n.t('No vault connections.'),
    emptyHint: vscode.l10n.t('Click to create one (or use the + of this group).'),
    emptyCommand: (group) => ({ command: 'authTenants.createVaultConnection', title: vscode.l10n.t('Create Flows Vault Connection…'), arguments: [group] }),
    load: (client, cursor, take, signal) =>
      listVaultConnections(client, { page: cursor === undefined ? 0 : Number(cursor), perPage: take }, { signal }),
    toNode: (v, parent) =>
      new ResourceNode(parent, {
        key: String(v.id),
        label: String(v.name ?? v.id),
        description: [appLabel(v.app_id), v.ready ? undefined : vscode.l10n.t('not ready')].filter(Boolean).join(' · '),
        icon: themeIcon(v.ready ? 'lock' : 'unlock', v.ready ? 'charts.green' : 'charts.yellow'),
        tooltip: () => tooltip(String(v.name ?? v.id), [
          ['id', v.id],
          ['app_id', v.app_id],
          ['account_name', v.account_name],
          ['ready', v.ready],
          ['fingerprint', v.fingerprint],
          ['created_at', v.created_at],
        ]),
        context: ['vaultConnection', 'viewable', ...missingScopeTokens(parent.owner.scopesNow(), ROW_WRITE_COMMANDS)],
        command: { command: 'authTenants.openResource', title: vscode.l10n.t('Open') },
      }, v),
  };
}
