import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { actionCodeKind } from './code';
import { actions } from './index';

/**
 * Open Action Code: the action's draft code as `auth-tenants:/<tenant>/actions/<id>/<name>.js` (javascript); saving
 * updates the draft. From its row, a document header (`{ tenantId, actionId }`) or the palette. Returns the URI.
 */
export async function openActionCode(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, actions, node, vscode.l10n.t('Open the code of an action'));
  return openResourceDocument(services, { kind: actionCodeKind, tenantId: tenant.profile.id, id }, name);
}
