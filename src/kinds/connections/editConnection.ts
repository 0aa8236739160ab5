import type * as vscode from 'vscode';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { connectionsKind } from './editor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import { pickTenant } from '../../commands/pickTenant';
import { pickConnection } from './pickConnection';

interface ConnectionItem {
  id?: unknown;
  name?: unknown;
}

/**
 * Edit Connection: opens the connection's editable fields as `auth-tenants:/<tenant>/connections/<id>/<name>.connection.json`.
 * From a tree item, that connection; from the palette, a tenant and then a connection are picked. Returns the URI.
 */
export async function editConnection(services: Services, node?: TreeNode): Promise<vscode.Uri> {
  const fromTree = node instanceof ResourceNode ? (node.data as ConnectionItem) : undefined;
  const tenant = await pickTenant(services, fromTree ? node : undefined);
  const connection = fromTree && typeof fromTree.id === 'string' ? { id: fromTree.id, name: typeof fromTree.name === 'string' ? fromTree.name : undefined } : await pickConnection(services, tenant);
  return openResourceDocument(services, { kind: connectionsKind, tenantId: tenant.profile.id, id: connection.id }, connection.name);
}
