/** The event stream an agent names: its id (est_…) or its name on the tenant. */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { getEventStream, listEventStreams, type EventStream } from './api';
import { ApiError } from '../../api/errors';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { ToolRefusal } from '../../tools/toolKit';

const looksLikeId = (ref: string) => /^est_[A-Za-z0-9]{22}$/.test(ref);

export async function findStream(client: ApiClient, ref: string, tenantLabel: string): Promise<EventStream> {
  if (looksLikeId(ref)) {
    try {
      return await getEventStream(client, ref);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) throw notFound(ref, tenantLabel);
      throw err;
    }
  }
  let cursor: string | undefined;
  do {
    const page = await listEventStreams(client, { from: cursor, take: 100 });
    const found = page.items.find((s) => s.name === ref);
    if (found) return found;
    cursor = page.cursor;
  } while (cursor);
  throw notFound(ref, tenantLabel);
}

const notFound = (ref: string, tenantLabel: string) =>
  new ToolRefusal(vscode.l10n.t('{0} has no event stream "{1}". List them with listResources (kind event-streams) and pass an id or exact name.', tenantLabel, ref));

/** The tenant's client and the stream the agent names, with the name messages show. */
export async function namedStream(tenant: TenantNode, ref: string): Promise<{ client: ApiClient; stream: EventStream; name: string }> {
  const client = await tenant.client();
  const stream = await findStream(client, ref, tenant.profile.label);
  return { client, stream, name: String(stream.name ?? stream.id) };
}
