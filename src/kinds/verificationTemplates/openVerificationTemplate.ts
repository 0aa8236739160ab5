import * as vscode from 'vscode';
import { VERIFICATION_TEMPLATE_SCOPES } from './api';
import { viewUri, type ReadOnlyViewProvider } from '../../editors/readOnlyView';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { verificationTemplatesKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget } from '../../commands/resources/resourceTarget';
import { verificationTemplates } from './index';

/**
 * Open Verification Template… (palette): the tenant's templates, one page at a time, then the chosen one opens
 * editable when the token may update it, read-only (its requested claims listed at the top) otherwise.
 */
export async function openVerificationTemplate(services: Services, views: ReadOnlyViewProvider, node?: TreeNode): Promise<vscode.Uri> {
  const { tenant, resource: template, id, name } = await resourceTarget(services, verificationTemplates, node, vscode.l10n.t('Open Verification Template'));
  const scopes = await (await tenant.client()).scopes();
  if (scopes.has(VERIFICATION_TEMPLATE_SCOPES.update)) {
    return openResourceDocument(services, { kind: verificationTemplatesKind, tenantId: tenant.profile.id, id }, name);
  }
  const uri = views.show(viewUri(tenant.profile.id, 'verification-templates', id, name), template, 'verification-templates');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
  return uri;
}
