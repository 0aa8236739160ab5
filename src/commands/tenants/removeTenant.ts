import * as vscode from 'vscode';
import type { Services } from '../../services';
import { emulatorSpec } from '../../tenants/emulator';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';

/** Remove Tenant: forgets the profile, its stored credentials and its cached token. */
export async function removeTenant(services: Services, node?: TreeNode): Promise<void> {
  const { profile } = await pickTenant(services, node);
  const remove = vscode.l10n.t('Remove');
  await services.prompts.current.confirm(
    vscode.l10n.t('Remove the tenant "{0}" from the sidebar?', profile.label),
    { modal: true, detail: vscode.l10n.t('Its stored credentials are deleted from this machine. Nothing changes on the tenant itself.') },
    remove,
  );
  services.sessions.forget(profile.id);
  await services.registry.remove(profile.id);
  if (profile.emulator) await services.context.globalState.update(emulatorSpec(profile.id).dismissedKey, profile.domain);
  services.log.info(`Removed tenant ${profile.label}`);
}
