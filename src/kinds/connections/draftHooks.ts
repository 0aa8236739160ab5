/** What sending a connection draft needs of `vscode`: the message offering Enabled Applications… on the new connection. */
import * as vscode from 'vscode';
import type { Resource } from '../kind';
import type { Services } from '../../services';
import { lackedScopes, WRITE_SCOPES } from '../../tenants/writeScopes';
import type { TenantNode } from '../../tree/nodes/tenantNode';

/** Says the connection was created and, when the token may change its applications, offers Enabled Applications… on it. */
export function announce(services: Services, tenant: TenantNode, created: Resource, message: string): void {
  const scopes = tenant.scopesNow();
  const enable = vscode.l10n.t('Enable Applications…');
  const buttons = scopes && lackedScopes(scopes, WRITE_SCOPES['authTenants.connectionApplications'] ?? []).length === 0 ? [enable] : [];
  void services.prompts.current.info(message, ...buttons).then((choice) => {
    if (choice === enable) void vscode.commands.executeCommand('authTenants.connectionApplications', { tenantId: tenant.profile.id, connectionId: created.id, name: created.name });
  });
}
