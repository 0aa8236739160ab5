import * as vscode from 'vscode';
import { getPhoneMessageTypes } from './api';
import { phoneFactorsText } from './draft';
import { showInTree } from './draftApply';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../../commands/pickTenant';

/**
 * Edit Phone Factors as JSON…: opens `{"message_types": [...]}` with the tenant's current state (read now).
 * An editor with changes not applied yet is shown as it is instead of being overwritten.
 */
export async function editPhoneFactors(services: Services, node?: TreeNode): Promise<vscode.Uri> {
  const tenant = await pickTenant(services, node);
  const { drafts } = services;
  const uri = drafts.uriOf({ kind: 'phone-factors', tenantId: tenant.profile.id });
  drafts.rememberTenant(uri, tenant);
  const open = drafts.openDocument(uri);
  if (open?.isDirty) {
    await vscode.window.showTextDocument(open, { preview: false });
    void services.prompts.current.info(vscode.l10n.t('This document has changes that are not applied. Apply them, or revert the file to reload the state of {0}.', tenant.profile.label));
    return uri;
  }
  const result = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Reading the phone factors of {0}…', tenant.profile.label) },
    async () => getPhoneMessageTypes(await tenant.client()),
  );
  const current = result.message_types ?? [];
  showInTree(services, tenant, current);
  await drafts.show(uri, phoneFactorsText(current));
  return uri;
}
