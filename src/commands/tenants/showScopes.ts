import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';

/** What each scope the extension uses makes possible. */
export const SCOPE_USES: [string, string][] = [
  ['read:token_exchange_profiles', 'list token exchange profiles'],
  ['create:token_exchange_profiles', 'create token exchange profiles'],
  ['read:actions', 'suggest custom-token-exchange actions'],
  ['read:connections', 'list connections'],
  ['update:connections', 'edit connections'],
  ['read:connections_options', 'see connection options'],
  ['update:connections_options', 'change connection options'],
  ['read:event_streams', 'list event streams'],
  ['delete:event_streams', 'delete event streams'],
  ['read:event_deliveries', 'list failed deliveries'],
  ['update:event_deliveries', 'redeliver events'],
  ['read:flows_vault_connections', 'list flows vault connections'],
  ['create:flows_vault_connections', 'create flows vault connections'],
  ['read:guardian_factors', 'see phone factors'],
  ['update:guardian_factors', 'set phone factors'],
  ['read:vdcs_templates', 'list verification templates'],
];

/** Show Token Scopes: the scopes the current token carries, and which features lack one. */
export async function showScopes(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const scopes = await services.sessions.scopes(tenant.profile.id);
  const known = new Set(SCOPE_USES.map(([s]) => s));
  const items = [
    ...SCOPE_USES.map(([scope, use]) => ({
      label: `${scopes.has(scope) ? '$(pass-filled)' : '$(circle-slash)'} ${scope}`,
      description: scopes.has(scope) ? vscode.l10n.t('granted') : vscode.l10n.t('missing'),
      detail: vscode.l10n.t('Needed to {0}', use),
      value: scope,
    })),
    ...[...scopes].filter((s) => !known.has(s)).sort().map((scope) => ({ label: `$(pass) ${scope}`, description: vscode.l10n.t('granted, not used here'), value: scope })),
  ];
  await services.prompts.current.pick(items, {
    title: vscode.l10n.t('{0}: {1} scopes granted', tenant.profile.label, scopes.size),
    placeHolder: vscode.l10n.t('Scopes of the current token (read-only)'),
    matchOnDescription: true,
  }).catch(() => undefined);
}
