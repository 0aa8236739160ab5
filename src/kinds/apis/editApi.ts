/**
 * Edit API (a row, ids or the palette): the API as a JSON document (`<name>.api.json`); saving applies it. The system
 * API (the Management API itself) cannot be changed: it opens in the read-only view, and the user is told why.
 */
import * as vscode from 'vscode';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { viewUri } from '../../editors/readOnlyView';
import { openResourceDocument } from '../../editors/resource/openDocument';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { isSystemApi } from './api';
import { apisKind } from './editor';
import { apis } from './index';

export async function editApi(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, resource, id, name } = await resourceTarget(services, apis, node, vscode.l10n.t('Edit an API'));
  if (!isSystemApi(resource)) return openResourceDocument(services, { kind: apisKind, tenantId: tenant.profile.id, id }, name);
  const uri = services.views.show(viewUri(tenant.profile.id, 'apis', id, name), resource, 'apis');
  await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: true });
  void services.prompts.current.info(vscode.l10n.t('{0} is the system API of {1} (the Management API itself): it cannot be changed, so it opens read-only.', name, tenant.profile.label));
  return uri;
}
