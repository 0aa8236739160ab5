import * as vscode from 'vscode';
import { viewUri, type ReadOnlyViewProvider, type ViewKind } from '../../editors/readOnlyView';
import type { ResourceNode } from '../../tree/nodes/resourceNode';
import { tenantNodeOf } from '../pickTenant';

/** Opens a profile, vault connection or verification template read-only, from the data the tree already has. */
export async function openResource(views: ReadOnlyViewProvider, node: ResourceNode<{ id?: unknown; name?: unknown }>): Promise<void> {
  const tenant = tenantNodeOf(node);
  if (!tenant) return;
  const kind = node.parent.id.split('/').pop() as ViewKind;
  const id = String(node.data.id);
  const uri = views.show(viewUri(tenant.profile.id, kind, id, String(node.data.name ?? id)), node.data, kind);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc, { preview: true });
}
