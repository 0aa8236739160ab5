/**
 * Rotate Secret… (a row, ids or the palette): a modal naming the application and the tenant (the typed name on a
 * production tenant), the rotation, then the new secret shown once in a modal with Copy (to the clipboard). The
 * secret is never stored, logged, put in a document or message elsewhere, or returned: the command returns nothing.
 */
import * as vscode from 'vscode';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { rotateApplicationSecret } from './api';
import { applications } from './index';

export async function rotateSecret(services: Services, node?: TreeNode | IdsArg): Promise<void> {
  const { tenant, id, name, resource } = await resourceTarget(services, applications, node, vscode.l10n.t('Rotate the secret of an application'));
  const where = tenant.profile.label;
  if (resource.token_endpoint_auth_method === 'none') {
    throw new Error(vscode.l10n.t('{0} is a public application (token endpoint auth method "none"): it has no secret to rotate.', name));
  }
  await confirmOnTenant(services, tenant, {
    message: vscode.l10n.t('Rotate the secret of the application "{0}" on {1}?', name, where),
    detail: vscode.l10n.t('The current secret stops working at once: every running app and service that uses it fails to get tokens until it is given the new one.'),
    button: vscode.l10n.t('Rotate Secret'),
    name,
    typePrompt: vscode.l10n.t('Type the name "{0}" to rotate its secret', name),
  });
  const { secret } = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Rotating the secret of {0}…', name) },
    async () => rotateApplicationSecret(await tenant.client(), id),
  );
  services.log.info(`Rotated the secret of application ${id} on ${where}`);
  const copy = vscode.l10n.t('Copy');
  // A modal the user dismisses or copies from; the secret is its detail (the redactor leaves a plain secret alone).
  let choice: string | undefined;
  try {
    choice = await services.prompts.current.confirm(
      vscode.l10n.t('The new secret of "{0}" on {1}. It is shown only this once: copy it now.', name, where),
      { modal: true, detail: vscode.l10n.t('{0}\n\nRunning apps need it: give it to every app and service that uses this application before they next ask for a token.', secret) },
      copy,
    );
  } catch {
    choice = undefined;
  }
  if (choice === copy) {
    await vscode.env.clipboard.writeText(secret);
    void services.prompts.current.info(vscode.l10n.t('Copied the new secret of {0} to the clipboard.', name));
  }
}
