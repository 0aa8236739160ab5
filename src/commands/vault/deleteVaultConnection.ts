/**
 * Delete… (a vault connection's row, or the palette: tenant, then connection): a modal naming connection and
 * tenant and saying that flows using it stop working; on production the user types the name. A connection
 * already gone (the service's 404 on a second delete) is said so, not reported as a failure.
 */
import * as vscode from 'vscode';
import { deleteVaultConnection as deleteConnection } from '../../api/vaultConnections';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { confirmDelete } from '../resources/confirmDelete';
import { refreshVaultConnections, vaultTarget } from './vaultTarget';

export async function deleteVaultConnection(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, connection } = await vaultTarget(services, node, vscode.l10n.t('Delete Flows Vault Connection'));
  const { name } = connection;
  await confirmDelete(services, tenant, {
    singular: vscode.l10n.t('vault connection'),
    name,
    detail: vscode.l10n.t('Flows that use it stop working: their actions that sign in with it fail until they are given another connection. Its credentials are deleted with it. This cannot be undone.'),
    typePrompt: vscode.l10n.t('Type the connection name "{0}" to delete it', name),
  });
  const outcome = await deleteConnection(await tenant.client(), connection.id);
  services.log.info(`Deleted flows vault connection ${connection.id} on ${tenant.profile.label}${outcome === 'gone' ? ' (it was already gone)' : ''}`);
  void services.prompts.current.info(outcome === 'gone'
    ? vscode.l10n.t('The vault connection {0} was already deleted from {1}: nothing was left to delete.', name, tenant.profile.label)
    : vscode.l10n.t('Deleted the vault connection {0} from {1}.', name, tenant.profile.label));
  refreshVaultConnections(services, tenant);
}
