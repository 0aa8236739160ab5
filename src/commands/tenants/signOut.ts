import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';

/** Sign Out: deletes the stored credentials and the cached token; the tenant stays listed until signed in again. */
export async function signOut(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const { profile } = tenant;
  services.sessions.forget(profile.id);
  await services.registry.clearSecret(profile.id);
  tenant.reset();
  services.tree.refresh(tenant);
  void services.prompts.current.info(vscode.l10n.t('Signed out of {0}. Use "Edit Tenant…" → Credentials to sign in again.', profile.label));
}
