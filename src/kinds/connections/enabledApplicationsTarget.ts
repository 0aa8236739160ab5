/**
 * The connection a connection command acts on: the clicked row's, or (from the palette) the one the user picks on
 * the tenant the user picks, or one just created (by ids). Used by Enabled Applications… and Check Status.
 */
import * as vscode from 'vscode';
import type { Resource } from '../kind';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { pickResource, rowOf } from '../../commands/resources/pickResource';
import { connections } from './index';

export interface ConnectionRef {
  id: string;
  name: string;
  strategy?: string | undefined;
}

export interface ConnectionTarget {
  tenant: TenantNode;
  connection: ConnectionRef;
}

/** A connection just created, named by ids (Create Connection… offers Enabled Applications… on it). */
export interface CreatedConnectionRef {
  tenantId: string;
  connectionId: string;
  name: string;
}

const isCreatedRef = (v: unknown): v is CreatedConnectionRef =>
  typeof v === 'object' && v !== null && typeof (v as CreatedConnectionRef).tenantId === 'string' && typeof (v as CreatedConnectionRef).connectionId === 'string';

const connectionRef = ({ id, name, strategy }: Resource): ConnectionRef =>
  ({ id: String(id), name: typeof name === 'string' ? name : String(id), strategy: typeof strategy === 'string' ? strategy : undefined });

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
  const row = rowOf(tenant.id, connections, node);
  if (row && typeof row.resource.id === 'string') return { tenant, connection: connectionRef(row.resource) };
  const picked = await pickResource(services.prompts.current, tenant, connections, vscode.l10n.t('{0}: a connection of {1}', title, tenant.profile.label));
  return { tenant, connection: connectionRef(picked.resource) };
}
