import * as vscode from 'vscode';
import type { Services } from '../services';
import type { TreeNode } from '../tree/node';
import { TenantNode } from '../tree/nodes/tenantNode';
import { tenantOf } from '../tree/nodes/resourceNode';
import { requireScopes } from './tenants/requireScopes';

const isTenant = (n: TreeNode): n is TenantNode => n instanceof TenantNode;

/**
 * The tenant of a clicked node, the only tenant, or the one the user picks. In a write command (the wrapper gives its
 * handler services with `scopesNeeded`), a tenant whose token lacks the scope ends the command before anything is sent.
 */
export async function pickTenant(services: Services, node?: TreeNode): Promise<TenantNode> {
  const tenant = await chooseTenant(services, node);
  const needed = services.scopesNeeded;
  if (needed) await requireScopes(services, tenant, needed);
  return tenant;
}

async function chooseTenant(services: Services, node?: TreeNode): Promise<TenantNode> {
  const fromNode = node && tenantOf(node, isTenant);
  if (fromNode) return fromNode;
  const tenants = services.roots.list();
  if (tenants.length === 0) throw new Error(vscode.l10n.t('Add a tenant first (Auth Tenants: Add Tenant…).'));
  if (tenants.length === 1) return tenants[0];
  return services.prompts.current.pick(
    tenants.map((t) => ({ label: t.profile.label, description: `${t.profile.environment} · ${t.profile.domain}`, value: t })),
    { title: vscode.l10n.t('Choose a tenant'), placeHolder: vscode.l10n.t('Tenant') },
  );
}

export function tenantNodeOf(node: TreeNode): TenantNode | undefined {
  return tenantOf(node, isTenant);
}
