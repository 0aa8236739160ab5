import * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { actionSettingsKind } from './settings';
import { actions } from './index';

/**
 * Open Action Settings: the runtime, dependencies, triggers and secret names as
 * `auth-tenants:/<tenant>/action-settings/<id>/<name>.action.json`; saving updates the draft. Returns the URI.
 */
export async function openActionSettings(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, actions, node, vscode.l10n.t('Open the settings of an action'));
  return openResourceDocument(services, { kind: actionSettingsKind, tenantId: tenant.profile.id, id }, name);
}
