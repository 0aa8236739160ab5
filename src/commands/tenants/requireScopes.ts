import * as vscode from 'vscode';
import type { Services } from '../../services';
import { lackedScopes } from '../../tenants/writeScopes';
import type { TreeNode } from '../../tree/node';

/** A write command was started on a tenant whose token lacks the scope it needs; nothing was sent. */
export class MissingScopeError extends Error {
  constructor(readonly tenant: TreeNode, label: string, readonly scopes: readonly string[]) {
    super(vscode.l10n.t(
      'The token for {0} lacks the scope {1}, which this action needs; nothing was sent. Grant it to the client in the Management API\'s client grant, then use "Reconnect Tenant…" so a new token carries it.',
      label, scopes.join(vscode.l10n.t(' or ')),
    ));
    this.name = 'MissingScopeError';
  }
}

/** Throws MissingScopeError when the tenant's token (fetched if none is held) has none of `needed`. */
export async function requireScopes(services: Services, tenant: TreeNode & { profile: { id: string; label: string } }, needed: readonly string[]): Promise<void> {
  const scopes = await services.sessions.scopes(tenant.profile.id);
  const lacked = lackedScopes(scopes, needed);
  if (lacked.length) throw new MissingScopeError(tenant, tenant.profile.label, lacked);
}

