import * as vscode from 'vscode';
import { TokenRequestError } from '../../api';
import type { Services } from '../../services';
import { MissingCredentialsError } from '../../tenants/sessions';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';
import { showScopes } from './showScopes';
import { signInAgain } from './signInAgain';

/**
 * Reconnect Tenant…: drops the cached token and gets a new one, so scopes granted since are used. The sign-in is
 * asked for again when it is needed: no stored credentials, credentials the tenant now refuses, or a pasted token
 * (which cannot be renewed). Ends by showing the new token's scopes.
 */
export async function reconnectTenant(services: Services, node?: TreeNode): Promise<ReadonlySet<string>> {
  const tenant = await pickTenant(services, node);
  const { profile } = tenant;
  services.sessions.forget(profile.id);
  let scopes: ReadonlySet<string>;
  if (profile.method === 'access-token') {
    scopes = await signInAgain(services, profile);
  } else {
    try {
      scopes = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Getting a new token for {0}…', profile.label) },
        () => services.sessions.scopes(profile.id),
      );
    } catch (err) {
      if (!(err instanceof MissingCredentialsError || err instanceof TokenRequestError)) throw err;
      services.log.warn(`Reconnect ${profile.label}: ${err.message}`);
      scopes = await signInAgain(services, profile);
    }
  }
  tenant.reset();
  services.tree.refresh();
  services.log.info(`Reconnected ${profile.label}: the new token grants ${scopes.size} scopes`);
  await showScopes(services, services.roots.get(profile.id) ?? tenant);
  return scopes;
}
