import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { verificationTemplatesKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { verificationTemplates } from './index';

/**
 * Edit Verification Template: opens the template as
 * `auth-tenants:/<tenant>/verification-templates/<id>/<name>.verification-template.json`; saving applies it (the
 * resource editor refreshes the tenant's templates). From the row, or a tenant and a template picked from the
 * palette. Returns the URI.
 */
export async function editVerificationTemplate(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, verificationTemplates, node, vscode.l10n.t('Edit a verification template'));
  return openResourceDocument(services, { kind: verificationTemplatesKind, tenantId: tenant.profile.id, id }, name);
}
