/**
 * Update Credentials… (a vault connection's row, or the palette: tenant, then connection): the setup kinds and
 * fields of the connection's app, secrets in a password box, a confirmation naming connection and tenant (typed
 * name on production), then one PATCH of the setup. The values live only in memory and in that request body.
 */
import * as vscode from 'vscode';
import { setupBody, VAULT_APPS } from './apps';
import { updateVaultConnection, type VaultConnection } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { Steps } from '../../ui/steps';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { askFields, pickSetup } from './setupFields';
import { resourceTarget } from '../../commands/resources/resourceTarget';
import { refreshGroup } from '../../tree/refresh';
import { vaultConnections } from './index';

export async function updateVaultCredentials(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, resource: connection } = await resourceTarget<VaultConnection>(services, vaultConnections, node, vscode.l10n.t('Update Flows Vault Credentials'));
  const { name } = connection;
  const app = VAULT_APPS.find((a) => a.id === connection.app_id);
  if (!app) {
    throw new Error(vscode.l10n.t('The vault connection {0} is for the app {1}, whose credentials this extension does not know how to ask for. Update them in the dashboard.', name, String(connection.app_id ?? '?')));
  }
  const prompts = services.prompts.current;
  const setup = await pickSetup(prompts, app, vscode.l10n.t('Update Credentials of {0}', name));
  const steps = new Steps((n, total) => vscode.l10n.t('Update Credentials of {0} ({1}/{2})', name, n, total), setup.fields.length);
  const values = await askFields(prompts, setup, steps);
  await confirmOnTenant(services, tenant, {
    message: vscode.l10n.t('Replace the credentials of the vault connection "{0}" on {1}?', name, tenant.profile.label),
    detail: vscode.l10n.t('From now on the flows that use it sign in to {0} with the new credentials ({1}). The old ones are not kept and cannot be restored.', app.label, vscode.l10n.t(setup.label)),
    button: vscode.l10n.t('Update'),
    name,
    typePrompt: vscode.l10n.t('Type the connection name "{0}" to replace its credentials', name),
  });
  const body = { setup: setupBody(setup, values) };
  for (const key of Object.keys(values)) delete values[key];
  const client = await tenant.client();
  const updated = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Updating the credentials of {0}…', name) },
    () => updateVaultConnection(client, connection, body),
  );
  services.log.info(`Updated the credentials of flows vault connection ${connection.id} (${app.id}, ${setup.type}) on ${tenant.profile.label}`);
  const state = updated.ready ? vscode.l10n.t('ready') : vscode.l10n.t('not ready');
  void services.prompts.current.info(vscode.l10n.t('Updated the credentials of the vault connection {0} on {1} ({2}).', name, tenant.profile.label, state));
  refreshGroup(services, tenant, vaultConnections.id);
}
