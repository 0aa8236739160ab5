/**
 * The strategy step of Create Connection…: the database strategy first (recommended), then passwordless, the common
 * social and enterprise providers with a short description, then every other strategy the service accepts.
 */
import * as vscode from 'vscode';
import { CONNECTION_STRATEGIES, type ConnectionStrategy } from './strategies';
import type { PickItem } from '../../ui/prompts';

type Family = 'database' | 'passwordless' | 'social' | 'enterprise';

/** The strategies offered first, in this order, with what they are. */
function featured(): [ConnectionStrategy, Family, string][] {
  const t = vscode.l10n.t;
  return [
    ['auth0', 'database', t('Users sign up and log in with email (or username) and password, stored in the tenant')],
    ['email', 'passwordless', t('A one-time code or magic link sent by email')],
    ['sms', 'passwordless', t('A one-time code sent by text message')],
    ['google-oauth2', 'social', t('Google accounts')],
    ['github', 'social', t('GitHub accounts')],
    ['apple', 'social', t('Sign in with Apple')],
    ['facebook', 'social', t('Facebook accounts')],
    ['linkedin', 'social', t('LinkedIn accounts')],
    ['windowslive', 'social', t('Microsoft personal accounts')],
    ['twitter', 'social', t('X (Twitter) accounts')],
    ['oauth2', 'social', t('Any other OAuth 2.0 provider (custom social connection)')],
    ['samlp', 'enterprise', t('A SAML identity provider')],
    ['oidc', 'enterprise', t('An OpenID Connect identity provider')],
    ['waad', 'enterprise', t('Microsoft Entra ID (Azure AD)')],
    ['okta', 'enterprise', t('Okta Workforce Identity')],
    ['google-apps', 'enterprise', t('Google Workspace')],
    ['adfs', 'enterprise', t('Active Directory Federation Services')],
    ['ad', 'enterprise', t('Active Directory / LDAP through the AD/LDAP connector')],
    ['pingfederate', 'enterprise', t('PingFederate')],
  ];
}

function familyLabel(family: Family): string {
  if (family === 'database') return vscode.l10n.t('Database — recommended');
  if (family === 'passwordless') return vscode.l10n.t('Passwordless');
  return family === 'social' ? vscode.l10n.t('Social') : vscode.l10n.t('Enterprise');
}

/** Every strategy as a pick item: the featured ones first, then the rest of the service's list. */
export function strategyItems(): PickItem<ConnectionStrategy>[] {
  const first = featured();
  const shown = new Set<string>(first.map(([s]) => s));
  return [
    ...first.map(([value, family, detail]) => ({ label: value, description: familyLabel(family), detail, value })),
    ...CONNECTION_STRATEGIES.filter((s) => !shown.has(s)).map((value) => ({ label: value, description: vscode.l10n.t('Other provider'), value })),
  ];
}
