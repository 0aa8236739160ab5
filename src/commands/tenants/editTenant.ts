import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';
import { pickEnvironment } from './addTenant';
import { signInAgain } from './signInAgain';

type Field = 'label' | 'environment' | 'credentials';

/** Edit Tenant…: change the label, the environment, or sign in again with new credentials. */
export async function editTenant(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const profile = tenant.profile;
  const prompts = services.prompts.current;
  const field = await prompts.pick<Field>([
    { label: vscode.l10n.t('Label'), description: profile.label, value: 'label' },
    { label: vscode.l10n.t('Environment'), description: profile.environment, value: 'environment' },
    { label: vscode.l10n.t('Credentials'), description: profile.method, value: 'credentials' },
  ], { title: vscode.l10n.t('Edit {0}', profile.label) });
  if (field === 'label') {
    const label = await prompts.input({ title: vscode.l10n.t('Edit {0}', profile.label), value: profile.label, validateInput: (v) => (v.trim() ? undefined : vscode.l10n.t('Enter a label.')) });
    await services.registry.save({ ...profile, label: label.trim() });
  } else if (field === 'environment') {
    await services.registry.save({ ...profile, environment: await pickEnvironment(services, vscode.l10n.t('Edit {0}', profile.label), profile.environment) });
  } else {
    await signInAgain(services, profile);
    void prompts.info(vscode.l10n.t('Signed in to {0} with the new credentials.', profile.label));
  }
}
