/**
 * The connection a connection command acts on: the clicked row's, or (from the palette) the one the user picks on
 * the tenant the user picks, or one just created (by ids). Used by Enabled Applications… and Check Status.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
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

/** A connection just created, named by ids (Create Connection… offers Enabled Applications… on it). */
export interface CreatedConnectionRef {
  tenantId: string;
  connectionId: string;
  name: string;
}

const isCreatedRef = (v: unknown): v is CreatedConnectionRef =>
  typeof v === 'object' && v !== null && typeof (v as CreatedConnectionRef).tenantId === 'string' && typeof (v as CreatedConnectionRef).connectionId === 'string';

const isConnectionRow = (node: TreeNode | undefined): node is ResourceNode<ConnectionRow> =>
  node instanceof ResourceNode && node.parent instanceof PagedListNode && node.parent.spec.key === 'connections' && typeof (node.data as ConnectionRow).id === 'string';

/**
 * The clicked connection, or the tenant and connection the user picks; `title` names the action ("Check Status").
 * `check` runs once the tenant is known, before a connection is asked for (e.g. a scope the command needs).
 */
export async function connectionTarget(
  services: Services,
  arg: TreeNode | CreatedConnectionRef | undefined,
  title: string,
  check?: (tenant: TenantNode) => Promise<void>,
): Promise<ConnectionTarget> {
  if (isCreatedRef(arg)) {
    const tenant = services.roots.get(arg.tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this connection was removed.'));
    await check?.(tenant);
    return { tenant, connection: { id: arg.connectionId, name: arg.name } };
  }
  const node = arg;
  const tenant = await pickTenant(services, node);
  await check?.(tenant);
  if (isConnectionRow(node)) {
    const { id, name, strategy } = node.data as { id: string; name?: unknown; strategy?: unknown };
    return { tenant, connection: { id, name: typeof name === 'string' ? name : id, strategy: typeof strategy === 'string' ? strategy : undefined } };
  }
  const picked = await pickConnection(services, tenant, vscode.l10n.t('{0}: a connection of {1}', title, tenant.profile.label));
  return { tenant, connection: { id: picked.id, name: picked.name, strategy: picked.strategy } };
}
