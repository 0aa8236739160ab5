import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { Steps } from '../../ui/steps';
import { createOnce } from '../../commands/createOnce';
import { pickTenant } from '../../commands/pickTenant';
import { askFields, pickSetup } from './setupFields';
import { VAULT_APPS, vaultConnectionBody } from './apps';
import { createAppVaultConnection } from './api';
import { refreshGroup } from '../../tree/refresh';
import { vaultConnections } from './index';
import { allVaultConnections, sameVaultName } from './names';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';

/**
 * Create Flows Vault Connection…: one of the 21 apps and its setup kind, a name no connection of the tenant has,
 * then each field (secrets in a password box, written nowhere). Everything is checked before one POST.
 */
export async function createVaultConnection(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const prompts = services.prompts.current;
  const client = await tenant.client();
  // The tenant's connections, read while the name is typed: a name already in use is refused right there.
  const existing = allVaultConnections(client).catch((err: unknown) => {
    services.log.warn(`Could not list the vault connections of ${tenant.profile.label}: ${toUserMessage(err)}`);
    return undefined;
  });
  // The app and its setup kind first, unnumbered (like Add Tenant's sign-in method): they decide how many steps
  // follow, so those are numbered i/N with N fixed from the start.
  const title = vscode.l10n.t('Create Flows Vault Connection on {0}', tenant.profile.label);
  const appId = await prompts.pick(VAULT_APPS.map((a) => ({
    label: a.label, description: a.id, detail: a.setups.map((s) => vscode.l10n.t(s.label)).join(' · '), value: a.id,
  })), { title, placeHolder: vscode.l10n.t('Application'), matchOnDescription: true, matchOnDetail: true });
  const app = VAULT_APPS.find((a) => a.id === appId)!;
  const setup = await pickSetup(prompts, app, title);
  const steps = new Steps((n, total) => vscode.l10n.t('Create Flows Vault Connection ({0}/{1})', n, total), 1 + setup.fields.length);
  const name = (await prompts.input({
    title: steps.next(), prompt: vscode.l10n.t('Name of the {0} connection (1–150 characters, not used by another connection)', app.label),
    validateInput: async (v) => {
      const list = await existing;
      if (v.trim().length < 1 || v.trim().length > 150) return vscode.l10n.t('Use 1 to 150 characters (now {0}).', v.trim().length);
      const taken = list?.find((c) => sameVaultName(c.name, v));
      return taken ? vscode.l10n.t('{0} already has a vault connection named "{1}" ({2}). Use another name.', tenant.profile.label, taken.name, taken.app_id ?? '') : undefined;
    },
  })).trim();
  const values = await askFields(prompts, setup, steps);
  const body = vaultConnectionBody(name, app, setup, values);
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Create the {0} vault connection "{1}" on {2}?', app.label, name, tenant.profile.label),
    detail: vscode.l10n.t('{0} is a PRODUCTION tenant: the connection is created at once and its flows can use it.', tenant.profile.label),
    button: vscode.l10n.t('Create'),
  });
  const before = new Set(((await existing) ?? []).map((c) => c.id));
  const { created, recovered } = await createOnce(services, {
    what: vscode.l10n.t('the vault connection "{0}"', name),
    tenantLabel: tenant.profile.label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating {0}…', name) },
      () => createAppVaultConnection(client, body),
    )),
    find: async () => (await allVaultConnections(client)).find((c) => sameVaultName(c.name, name) && c.app_id === app.id && !before.has(c.id)),
  });
  services.log.info(`Created flows vault connection ${created.id} (${app.id}) on ${tenant.profile.label}${recovered ? ' (answer lost, found on the tenant)' : ''}`);
  const state = created.ready ? vscode.l10n.t('ready') : vscode.l10n.t('not ready');
  void prompts.info(recovered
    ? vscode.l10n.t('Created the vault connection {0} ({1}). The tenant\'s answer was lost; the connection was found on the tenant, so it was not sent again.', created.name, state)
    : vscode.l10n.t('Created the vault connection {0} ({1}).', created.name, state));
  refreshGroup(services, tenant, vaultConnections.id);
}
