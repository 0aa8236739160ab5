/**
 * Check Status (a connection's row, or the palette: tenant, then connection): one GET /connections/{id}/status.
 * Online is said in a notice; an AD/LDAP connection whose connector is offline gets a warning with the tenant's own
 * words. Any other failure (the connection is gone, a missing read:connections) is the command wrapper's message.
 */
import * as vscode from 'vscode';
import { connectionStatus } from './clients';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { connectionTarget } from './enabledApplicationsTarget';

export async function checkConnectionStatus(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, connection } = await connectionTarget(services, node, vscode.l10n.t('Check Status'));
  const status = await connectionStatus(await tenant.client(), connection.id);
  const prompts = services.prompts.current;
  if (status.online) {
    services.log.info(`Connection ${connection.id} on ${tenant.profile.label} is online`);
    void prompts.info(vscode.l10n.t('The connection {0} on {1} is online.', connection.name, tenant.profile.label));
    return;
  }
  services.log.warn(`Connection ${connection.id} on ${tenant.profile.label} is offline: ${status.message}`);
  void prompts.warn(vscode.l10n.t(
    'The connection {0} on {1} is offline: {2} Users cannot sign in with it until its connector is running and reaches the tenant.',
    connection.name, tenant.profile.label, status.message,
  ));
}
