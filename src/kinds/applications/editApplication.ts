import * as vscode from 'vscode';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { openResourceDocument } from '../../editors/resource/openDocument';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { applicationsKind } from './editor';
import { applications } from './index';

/**
 * Edit Application: opens the application as `auth-tenants:/<tenant>/applications/<client id>/<name>.application.json`;
 * saving applies it. From the row, or a tenant and an application picked from the palette. Returns the URI.
 */
export async function editApplication(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, applications, node, vscode.l10n.t('Edit an application'));
  return openResourceDocument(services, { kind: applicationsKind, tenantId: tenant.profile.id, id }, name);
}
