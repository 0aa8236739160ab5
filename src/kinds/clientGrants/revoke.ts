/**
 * Revoke Access…: deletes a grant after a confirmation naming the application, the API and the tenant (on a
 * production tenant the application's name is typed: the one confirmation flow, confirmOnTenant). The grant the
 * extension itself signs in with (its client's grant to the Management API) is refused, saying why.
 */
import * as vscode from 'vscode';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import type { Services } from '../../services';
import { refreshGroup } from '../../tree/refresh';
import { deleteGrant } from './api';
import { isManagementGrant } from './compare';
import { grantTarget } from './grantTarget';

export async function revokeGrant(services: Services, arg?: unknown): Promise<void> {
  const { tenant, grant, names } = await grantTarget(services, arg, 'Revoke Access');
  const where = tenant.profile.label;
  if (grant.client_id === tenant.profile.clientId && isManagementGrant(grant)) {
    throw new Error(vscode.l10n.t('This grant lets {0} — the application this extension signs in to {1} with — call the Management API: revoking it here would lock the extension out. Revoke it in the dashboard if you mean to.', names.application, where));
  }
  await confirmOnTenant(services, tenant, {
    message: vscode.l10n.t('Revoke the access of {0} to {1} on {2}?', names.application, names.api, where),
    detail: vscode.l10n.t('{0} can then no longer get tokens for {1} ({2}); tokens it already has stay valid until they expire. This cannot be undone: authorize it again to restore it.', names.application, names.api, grant.audience),
    button: vscode.l10n.t('Revoke Access'),
    name: names.application,
    typePrompt: vscode.l10n.t('Type the application name "{0}" to revoke its access', names.application),
  });
  const outcome = await deleteGrant(await tenant.client(), grant.id);
  services.log.info(`Revoked grant ${grant.id} (${grant.client_id} → ${grant.audience}) on ${where}${outcome === 'gone' ? ' (it was already gone)' : ''}`);
  void services.prompts.current.info(outcome === 'gone'
    ? vscode.l10n.t('The access of {0} to {1} on {2} was already revoked: nothing was left to revoke.', names.application, names.api, where)
    : vscode.l10n.t('Revoked the access of {0} to {1} on {2}.', names.application, names.api, where));
  refreshGroup(services, tenant, 'apis');
  refreshGroup(services, tenant, 'applications');
}
