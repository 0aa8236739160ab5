import * as vscode from 'vscode';
import { deleteTokenExchangeProfile as deleteProfile } from '../../api/tokenExchangeProfiles';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { confirmDelete } from '../resources/confirmDelete';
import { profileName, profileTarget, refreshProfiles, type ProfileRef } from './profileTarget';

/**
 * Delete Token Exchange Profile… (row or palette): a modal naming the profile and the tenant, on production the typed
 * name, then DELETE (a profile already gone counts as deleted). The tenant's profiles reload, nothing else.
 */
export async function deleteTokenExchangeProfile(services: Services, node?: TreeNode | ProfileRef): Promise<void> {
  const { tenant, profile } = await profileTarget(services, node, vscode.l10n.t('Delete Token Exchange Profile'));
  const name = profileName(profile);
  await confirmDelete(services, tenant, {
    singular: vscode.l10n.t('token exchange profile'),
    name,
    detail: vscode.l10n.t('Token exchange requests with the subject_token_type {0} stop working at once. This cannot be undone.', String(profile.subject_token_type ?? '?')),
    typePrompt: vscode.l10n.t('Type the profile name "{0}" to delete it', name),
  });
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Deleting the token exchange profile {0}…', name) },
    async () => deleteProfile(await tenant.client(), String(profile.id)),
  );
  services.log.info(`Deleted token exchange profile ${profile.id} on ${tenant.profile.label}`);
  void services.prompts.current.info(vscode.l10n.t('Deleted the token exchange profile {0} from {1}.', name, tenant.profile.label));
  refreshProfiles(services, tenant);
}
