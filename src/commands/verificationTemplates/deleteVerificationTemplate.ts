import * as vscode from 'vscode';
import { deleteVerificationTemplate as deleteTemplate } from '../../api/verificationTemplates';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { confirmDelete } from '../resources/confirmDelete';
import { refreshTemplates, templateName, templateTarget, type TemplateRef } from './templateTarget';

/** Delete Verification Template… (row or palette): a modal naming template and tenant; on production the user types the name. */
export async function deleteVerificationTemplate(services: Services, node?: TreeNode | TemplateRef): Promise<void> {
  const { tenant, template } = await templateTarget(services, node, vscode.l10n.t('Delete Verification Template'));
  const name = templateName(template);
  await confirmDelete(services, tenant, {
    singular: vscode.l10n.t('verification template'),
    name,
    detail: vscode.l10n.t('Verifications that use it stop working. This cannot be undone.'),
  });
  await deleteTemplate(await tenant.client(), String(template.id));
  services.log.info(`Deleted verification template ${template.id} on ${tenant.profile.label}`);
  void services.prompts.current.info(vscode.l10n.t('Deleted the verification template {0} from {1}.', name, tenant.profile.label));
  refreshTemplates(services, tenant);
}
