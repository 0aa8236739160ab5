import type * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { connectionsKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { connections } from './index';

/**
 * Edit Connection: opens the connection's editable fields as `auth-tenants:/<tenant>/connections/<id>/<name>.connection.json`.
 * From a tree item, that connection; from the palette, a tenant and then a connection are picked. Returns the URI.
 */
export async function editConnection(services: Services, node?: TreeNode | IdsArg): Promise<vscode.Uri> {
  const { tenant, id, name } = await resourceTarget(services, connections, node, (t) => `Edit a connection of ${t}`);
  return openResourceDocument(services, { kind: connectionsKind, tenantId: tenant.profile.id, id }, name);
}
