import * as vscode from 'vscode';
import { ApiError, NetworkError, TimeoutError, TokenRequestError, toUserMessage } from '../../api/errors';
import { emulatorDownHint } from '../../tenants/emulator';
import { MissingCredentialsError } from '../../tenants/sessions';
import type { TenantRef, TreeNode } from '../node';
import { MessageNode } from './messageNode';

/** Turns a failure into one node that says what to do next. */
export function errorNode(parent: TreeNode, err: unknown, tenantNode: TenantRef): MessageNode {
  const message = toUserMessage(err);
  const retry: vscode.Command = { command: 'authTenants.refreshNode', title: vscode.l10n.t('Retry'), arguments: [parent] };
  const edit: vscode.Command = { command: 'authTenants.editTenant', title: vscode.l10n.t('Edit Tenant'), arguments: [tenantNode] };
  if (err instanceof ApiError && err.status === 403 && err.missingScopes?.length) {
    return new MessageNode(parent, 'scope', vscode.l10n.t('Missing scope'), message, undefined, err.missingScopes.join(' or '));
  }
  if (err instanceof MissingCredentialsError || (err instanceof ApiError && err.status === 401) || err instanceof TokenRequestError) {
    return new MessageNode(parent, 'credentials', vscode.l10n.t('Sign-in failed'), vscode.l10n.t('Click to edit the tenant\'s sign-in.'), edit, message);
  }
  if (err instanceof NetworkError || err instanceof TimeoutError) {
    const hint = emulatorDownHint(tenantNode.profile, err);
    return new MessageNode(parent, 'offline', vscode.l10n.t('Unreachable'), hint ?? vscode.l10n.t('Click to retry.'), retry, message);
  }
  return new MessageNode(parent, 'error', vscode.l10n.t('Request failed'), vscode.l10n.t('Click to retry.'), retry, message);
}

/** Shown instead of a request when the token lacks every scope a list needs. */
export function missingScopeNode(parent: TreeNode, scopes: readonly string[]): MessageNode {
  return new MessageNode(
    parent,
    'scope',
    vscode.l10n.t('Missing scope'),
    vscode.l10n.t('Grant {0} to this client in the Management API\'s client grant, then refresh the tenant.', scopes.join(' or ')),
    undefined,
    scopes.join(' or '),
  );
}
