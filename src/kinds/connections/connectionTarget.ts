/**
 * The connection a command acts on: the clicked row's, one named by ids (a document's header), or (from the
 * palette) the one the user picks on the tenant the user picks.
 */
import * as vscode from 'vscode';
import { getConnection, type Connection } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { pickConnection } from './pickConnection';

export const CONNECTIONS_GROUP = 'connections';

/** A connection named by ids, as a document header passes it. */
export interface ConnectionRef {
  tenantId: string;
  connectionId: string;
}

const isRef = (v: unknown): v is ConnectionRef =>
  typeof v === 'object' && v !== null && typeof (v as ConnectionRef).tenantId === 'string' && typeof (v as ConnectionRef).connectionId === 'string';

/** Whether a tree node is a connection's row. */
export const isConnectionRow = (node: unknown): node is ResourceNode<Connection> =>
  node instanceof ResourceNode && (node.parent as Partial<PagedListNode<unknown>>).spec?.key === CONNECTIONS_GROUP;

/** The clicked connection, one named by ids, or the tenant and connection the user picks (`title` heads the picker). */
export async function connectionTarget(services: Services, arg: unknown, title: string): Promise<{ tenant: TenantNode; connection: Connection }> {
  if (isRef(arg)) {
    const tenant = services.roots.get(arg.tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this connection was removed.'));
    await pickTenant(services, tenant); // checks the command's write scope on this tenant
    return { tenant, connection: await getConnection(await tenant.client(), arg.connectionId) };
  }
  const tenant = await pickTenant(services, arg as TreeNode | undefined);
  if (isConnectionRow(arg)) return { tenant, connection: arg.data };
  return { tenant, connection: await pickConnection(services, tenant, title) };
}
