/**
 * The vault connection a command acts on: the clicked row's, or (from the palette) the one the user picks on the
 * tenant the user picks. Also the tenant's whole list (names in use) and the reload of its group after a change.
 */
import { refreshGroup } from '../../commands/tree/refresh';
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { iterateVaultConnections, type VaultConnection } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { PagedListNode } from '../../tree/nodes/pagedListNode';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { cleanLabel } from '../../util/text';

export const VAULT_GROUP = 'vault-connections';

export interface VaultTarget {
  tenant: TenantNode;
  connection: VaultConnection;
  /** The tenant's whole list, when the picker read it (the palette): a command needing it need not read it again. */
  listed?: VaultConnection[];
}

/** Every vault connection of the tenant (offset pages of 50). */
export async function allVaultConnections(client: ApiClient): Promise<VaultConnection[]> {
  const out: VaultConnection[] = [];
  for await (const c of iterateVaultConnections(client, { perPage: 50 })) out.push(c);
  return out;
}

/** Names compare as the user reads them: trimmed, whatever the case. */
export const sameVaultName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const isVaultRow = (node: TreeNode | undefined): node is ResourceNode<VaultConnection> =>
  node instanceof ResourceNode && node.parent instanceof PagedListNode && node.parent.spec.key === VAULT_GROUP;

/** The clicked connection, or the tenant and connection the user picks (`title` heads the picker). */
export async function vaultTarget(services: Services, node: TreeNode | undefined, title: string): Promise<VaultTarget> {
  const tenant = await pickTenant(services, node);
  if (isVaultRow(node)) return { tenant, connection: node.data };
  const listed = tenant.client().then(allVaultConnections);
  const list = listed.then((all) => {
    if (all.length === 0) throw new Error(vscode.l10n.t('{0} has no flows vault connections. Create one with Create Flows Vault Connection….', tenant.profile.label));
    return all.map((c) => ({
      label: cleanLabel(c.name) || c.id,
      description: cleanLabel([c.app_id, c.ready ? undefined : vscode.l10n.t('not ready'), c.id].filter(Boolean).join(' · '), 200),
      value: c,
    }));
  });
  const connection = await services.prompts.current.pick(list, {
    title, placeHolder: vscode.l10n.t('Flows vault connection of {0}', tenant.profile.label), matchOnDescription: true,
  });
  return { tenant, connection, listed: await listed };
}

/** Reloads the tenant's list of vault connections (after a create, rename, update or delete), if it exists. */
export function refreshVaultConnections(services: Services, tenant: TenantNode): void {
  refreshGroup(services, tenant, VAULT_GROUP);
}
