/**
 * The stream a command acts on: the clicked row's, or (from the palette) the one the user picks on the tenant
 * the user picks. And the refresh that follows a change: the stream's row (its failed deliveries) or the group.
 */
import { refreshGroup, refreshNode } from '../../commands/tree/refresh';
import * as vscode from 'vscode';
import { getEventStream, listEventStreams, type EventStream } from './api';
import type { Services } from '../../services';
import { DeliveryFilterNode } from './deliveryFilterRow';
import { EventStreamNode } from './tree';
import type { TreeNode } from '../../tree/node';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { cleanLabel } from '../../util/text';

export interface StreamTarget {
  tenant: TenantNode;
  stream: EventStream;
  /** The stream's row when the command came from the tree. */
  node?: EventStreamNode;
}

/** The stream's name as messages show it. */
export const streamName = (stream: EventStream) => String(stream.name ?? stream.id);

/** A stream named by ids, as a CodeLens or a document passes it (the command then GETs the stream). */
export interface StreamRef {
  tenantId: string;
  streamId: string;
}

const isStreamRef = (v: unknown): v is StreamRef => typeof v === 'object' && v !== null && typeof (v as StreamRef).tenantId === 'string' && typeof (v as StreamRef).streamId === 'string';

/** The clicked stream, a stream named by ids, or the tenant and stream the user picks (`title` heads the picker). */
export async function streamTarget(services: Services, node: TreeNode | StreamRef | undefined, title: string): Promise<StreamTarget> {
  if (node instanceof DeliveryFilterNode) node = node.parent; // the filter row under a stream: that stream
  if (isStreamRef(node)) {
    const tenant = services.roots.get(node.tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this event stream was removed.'));
    await pickTenant(services, tenant); // checks the command's write scope on this tenant
    const stream = await getEventStream(await tenant.client(), node.streamId);
    return { tenant, stream, node: await streamNodeOf(tenant, node.streamId) };
  }
  const tenant = await pickTenant(services, node);
  if (node instanceof EventStreamNode) return { tenant, stream: node.stream, node };
  const client = await tenant.client();
  const list = listEventStreams(client, { take: 100 }).then((page) => {
    if (page.items.length === 0) throw new Error(vscode.l10n.t('{0} has no event streams. Create one with Create Event Stream….', tenant.profile.label));
    return page.items.map((s) => ({ label: cleanLabel(streamName(s)) || String(s.id), description: cleanLabel([s.status, s.destination?.type, String(s.id)].filter(Boolean).join(' · '), 200), value: s }));
  });
  const stream = await services.prompts.current.pick(list, { title, placeHolder: vscode.l10n.t('Event stream of {0}', tenant.profile.label), matchOnDescription: true });
  return { tenant, stream };
}

/** The tree row of a stream, if its tenant's Event Streams group is loaded and shows it (no request). */
export async function streamNodeOf(tenant: TenantNode, streamId: string): Promise<EventStreamNode | undefined> {
  const group = tenant.group('event-streams') as PagedListNode<unknown> | undefined;
  if (!group?.isLoaded) return undefined;
  return (await group.getChildren())?.find((n): n is EventStreamNode => n instanceof EventStreamNode && n.stream.id === streamId);
}

/** Reloads the stream's failed deliveries (its row), if the tree shows it. */
export async function refreshDeliveries(services: Services, tenant: TenantNode, streamId: string): Promise<void> {
  const row = await streamNodeOf(tenant, streamId);
  if (row) await refreshNode(services, row);
}

/** Reloads the tenant's list of streams (after a create, an update, a delete), if it was loaded. */
export function refreshStreams(services: Services, tenant: TenantNode): void {
  refreshGroup(services, tenant, 'event-streams');
}
