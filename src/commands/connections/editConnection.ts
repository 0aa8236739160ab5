import * as vscode from 'vscode';
import { connectionEditor } from '../../editors/connections/registerConnectionEditor';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import { pickTenant } from '../pickTenant';
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
  const editor = connectionEditor(services);
  const uri = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Opening connection {0}…', connection.name ?? connection.id) },
    () => editor.open({ tenantId: tenant.profile.id, connectionId: connection.id }, connection.name),
  );
  const shown = await vscode.window.showTextDocument(uri, { preview: false });
  // A document still open from before shows what was fetched now (unless it has unsaved edits).
  if (!shown.document.isDirty && shown.document.getText() !== editor.text(uri)) await vscode.commands.executeCommand('workbench.action.files.revert');
  return uri;
}
