/**
 * Rename… (a vault connection's row, or the palette: tenant, then connection): an input box with the current
 * name, refused as typed when empty, longer than the service takes, or used by another vault connection of the
 * tenant. One PATCH of the name; flows refer to the connection by id, so they keep working.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { updateVaultConnection, VAULT_NAME_MAX, type VaultConnection } from './api';
import type { Services } from '../../services';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import type { TreeNode } from '../../tree/node';
import { resourceTarget } from '../../commands/resources/resourceTarget';
import { refreshGroup } from '../../tree/refresh';
import { vaultConnections } from './index';
import { allVaultConnections, sameVaultName } from './names';

export async function renameVaultConnection(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, resource: connection, listed } = await resourceTarget<VaultConnection>(services, vaultConnections, node, vscode.l10n.t('Rename Flows Vault Connection'));
  const client = await tenant.client();
  const prompts = services.prompts.current;
  // The names in use, read while the new one is typed (a list that cannot be read leaves the check to the tenant).
  const others = (listed ? Promise.resolve(listed) : allVaultConnections(client)).then((all) => all.filter((c) => c.id !== connection.id), (err: unknown) => {
    services.log.warn(`Could not list the vault connections of ${tenant.profile.label}: ${toUserMessage(err)}`);
    return [];
  });
  const typed = await prompts.input({
    title: vscode.l10n.t('Rename the vault connection {0} on {1}', connection.name, tenant.profile.label),
    prompt: vscode.l10n.t('New name (1–{0} characters, not used by another vault connection)', VAULT_NAME_MAX),
    value: connection.name,
    validateInput: async (v) => {
      const length = v.trim().length;
      if (length < 1 || length > VAULT_NAME_MAX) return vscode.l10n.t('Use 1 to {0} characters (now {1}).', VAULT_NAME_MAX, length);
      const taken = (await others).find((c) => sameVaultName(c.name, v));
      return taken ? vscode.l10n.t('{0} already has a vault connection named "{1}" ({2}). Use another name.', tenant.profile.label, taken.name, taken.app_id ?? '') : undefined;
    },
  });
  const name = typed.trim();
  if (name === connection.name) {
    void prompts.info(vscode.l10n.t('The vault connection {0} keeps its name: nothing was changed.', name));
    return;
  }
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Rename the vault connection "{0}" to "{1}" on {2}?', connection.name, name, tenant.profile.label),
    detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the name changes at once; flows refer to the connection by id and keep working.', tenant.profile.label),
    button: vscode.l10n.t('Rename'),
  });
  await updateVaultConnection(client, connection, { name });
  services.log.info(`Renamed flows vault connection ${connection.id} on ${tenant.profile.label}`);
  void prompts.info(vscode.l10n.t('Renamed the vault connection {0} to {1} on {2}.', connection.name, name, tenant.profile.label));
  refreshGroup(services, tenant, vaultConnections.id);
}
