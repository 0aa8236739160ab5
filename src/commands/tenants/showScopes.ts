import * as vscode from 'vscode';
import type { Services } from '../../services';
import { SCOPE_USES } from '../../tenants/writeScopes';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';

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
