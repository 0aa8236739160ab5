import * as vscode from 'vscode';
import { viewUri, type ReadOnlyViewProvider, type ViewKind } from '../../editors/readOnlyView';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { EventStreamNode } from '../../kinds/eventStreams/tree';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import { openDelivery } from '../../kinds/eventStreams/openDelivery';
import { tenantNodeOf } from '../pickTenant';

interface View {
  kind: ViewKind;
  id: string;
  name: string;
  data: unknown;
}

type Item = { id?: unknown; name?: unknown; event_type?: unknown };

/** What a clicked node shows: a stream, one of its failed deliveries, or a resource of its group's kind. */
function viewOf(node: TreeNode): View | undefined {
  if (node instanceof EventStreamNode) {
    const { stream } = node;
    return { kind: 'event-streams', id: String(stream.id), name: String(stream.name ?? stream.id), data: stream };
  }
  // A resource's row: a ResourceNode, or a row with children of its own (an API's grants) — each carries its `data`.
  const data = (node as Partial<ResourceNode<Item>>).data;
  if (!data || !node.parent) return undefined;
  const id = String(data.id);
  if (node.parent instanceof EventStreamNode) {
    return { kind: 'event-deliveries', id: `${String(node.parent.stream.id)}/${id}`, name: `${String(data.event_type ?? 'event')} ${id}`, data };
  }
  return { kind: node.parent.id.split('/').pop() as ViewKind, id, name: String(data.name ?? id), data };
}

/** Opens a stream, a failed delivery, a profile, a vault connection or a verification template read-only, from the data the tree has. */
export async function openResource(views: ReadOnlyViewProvider, node: TreeNode, services: Services): Promise<void> {
  const tenant = tenantNodeOf(node);
  const view = viewOf(node);
  if (!tenant || !view) return;
  // A delivery is fetched again: its row has the list's summary, the document every attempt and the event.
  if (view.kind === 'event-deliveries' && node.parent instanceof EventStreamNode) return openDelivery(services, views, tenant, node.parent.stream, String((node as ResourceNode<Item>).data.id));
  const uri = views.show(viewUri(tenant.profile.id, view.kind, view.id, view.name), view.data, view.kind);
  const doc = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(doc, { preview: true });
}
