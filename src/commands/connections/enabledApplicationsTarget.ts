/**
 * The connection a connection command acts on: the clicked row's, or (from the palette) the one the user picks on
 * the tenant the user picks. Used by Enabled Applications… and Check Status.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../pickTenant';
import { pickConnection } from './pickConnection';

export interface ConnectionRef {
  id: string;
  name: string;
  strategy?: string | undefined;
}

export interface ConnectionTarget {
  tenant: TenantNode;
  connection: ConnectionRef;
}

interface ConnectionRow {
  id?: unknown;
  name?: unknown;
  strategy?: unknown;
}

const isConnectionRow = (node: TreeNode | undefined): node is ResourceNode<ConnectionRow> =>
  node instanceof ResourceNode && node.parent instanceof PagedListNode && node.parent.spec.key === 'connections' && typeof (node.data as ConnectionRow).id === 'string';

/**
 * The clicked connection, or the tenant and connection the user picks; `title` names the action ("Check Status").
 * `check` runs once the tenant is known, before a connection is asked for (e.g. a scope the command needs).
 */
export async function connectionTarget(
  services: Services,
  node: TreeNode | undefined,
  title: string,
  check?: (tenant: TenantNode) => Promise<void>,
): Promise<ConnectionTarget> {
  const tenant = await pickTenant(services, node);
  await check?.(tenant);
  if (isConnectionRow(node)) {
    const { id, name, strategy } = node.data as { id: string; name?: unknown; strategy?: unknown };
    return { tenant, connection: { id, name: typeof name === 'string' ? name : id, strategy: typeof strategy === 'string' ? strategy : undefined } };
  }
  const picked = await pickConnection(services, tenant, vscode.l10n.t('{0}: a connection of {1}', title, tenant.profile.label));
  return { tenant, connection: { id: picked.id, name: picked.name, strategy: picked.strategy } };
}
