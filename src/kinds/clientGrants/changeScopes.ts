/**
 * Change Scopes…: the scopes a grant allows, as a multi-select of the API's scopes with the grant's picked. No
 * change sends nothing; a production tenant asks first; the PATCH sends the whole list.
 */
import * as vscode from 'vscode';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import type { Services } from '../../services';
import { refreshGroup } from '../../tree/refresh';
import { grantScopes, updateGrantScopes } from './api';
import { grantTarget } from './grantTarget';
import { pickScopes, scopesOfApi } from './scopePick';

const TITLE = 'Change Scopes';

export async function changeGrantScopes(services: Services, arg?: unknown): Promise<void> {
  const { tenant, grant, names } = await grantTarget(services, arg, TITLE);
  const where = tenant.profile.label;
  const client = await tenant.client();
  const current = grantScopes(grant);
  const { scopes } = await scopesOfApi(client, grant.audience);
  const picked = await pickScopes(services, `${TITLE}: ${names.application} → ${names.api}`, names.api, scopes, current);
  const added = picked.filter((s) => !current.includes(s));
  const removed = current.filter((s) => !picked.includes(s));
  if (added.length === 0 && removed.length === 0) {
    void services.prompts.current.info(vscode.l10n.t('The scopes of {0} on {1} are unchanged: nothing was sent.', names.application, names.api));
    return;
  }
  const change = [added.length ? vscode.l10n.t('adds {0}', added.join(', ')) : '', removed.length ? vscode.l10n.t('removes {0}', removed.join(', ')) : ''].filter(Boolean).join('; ');
  await confirmOnProduction(services, tenant, {
    message: vscode.l10n.t('Change the scopes {0} may ask {1} for on {2}?', names.application, names.api, where),
    detail: change,
    button: vscode.l10n.t('Change Scopes'),
  });
  await updateGrantScopes(client, grant.id, picked);
  services.log.info(`Changed the scopes of grant ${grant.id} on ${where}: ${change}`);
  void services.prompts.current.info(vscode.l10n.t('Changed the scopes of {0} on {1} ({2}): {3}.', names.application, names.api, where, change));
  refreshGroup(services, tenant, 'apis');
  refreshGroup(services, tenant, 'applications');
}
