import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import * as vscode from 'vscode';
import type { ApiError } from '../../api/errors';
import { profileWithSubjectTokenType, type CreateTokenExchangeProfile } from './api';
import { viewUri } from '../../editors/readOnlyView';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

/** Puts the cursor on the draft's subject_token_type value, selected, so typing replaces it. */
async function focusSubjectTokenType(uri: vscode.Uri): Promise<void> {
  const editor = await vscode.window.showTextDocument(uri, { preview: false });
  const text = editor.document.getText();
  const node = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, ['subject_token_type']);
  if (!node) return;
  // Inside the quotes of a string value; the whole value otherwise.
  const quoted = node.type === 'string' && node.length >= 2;
  const start = editor.document.positionAt(node.offset + (quoted ? 1 : 0));
  const end = editor.document.positionAt(node.offset + node.length - (quoted ? 1 : 0));
  editor.selection = new vscode.Selection(start, end);
  editor.revealRange(new vscode.Range(start, end), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}

/**
 * A 409 on create: another profile of the tenant has this subject_token_type (unique per tenant). Says which
 * one and offers what can be done: open that profile, or choose another value in the draft.
 */
export async function explainDuplicateType(services: Services, tenant: TenantNode, uri: vscode.Uri, body: CreateTokenExchangeProfile): Promise<void> {
  const holder = await profileWithSubjectTokenType(await tenant.client(), body.subject_token_type);
  const open = vscode.l10n.t('Open Profile');
  const another = vscode.l10n.t('Choose Another');
  const message = holder
    ? vscode.l10n.t('The profile "{0}" on {1} already uses the subject_token_type {2}, and each profile of a tenant needs its own. Choose another subject_token_type for this draft, or open "{0}".', String(holder.name ?? holder.id), tenant.profile.label, body.subject_token_type)
    : vscode.l10n.t('Another profile on {0} already uses the subject_token_type {1}, and each profile of a tenant needs its own. Choose another subject_token_type for this draft.', tenant.profile.label, body.subject_token_type);
  const choice = await (holder ? services.prompts.current.error(message, another, open) : services.prompts.current.error(message, another));
  if (choice === another) await focusSubjectTokenType(uri);
  if (choice === open && holder) {
    const doc = await vscode.workspace.openTextDocument(viewUri(tenant.profile.id, 'token-exchange-profiles', holder.id, String(holder.name ?? holder.id)));
    await vscode.window.showTextDocument(doc, { preview: true });
  }
}

/** A refusal of a draft's create: a 409 is explained here (which profile has the subject_token_type); others are not. */
export async function explainRefusal(services: Services, tenant: TenantNode, uri: vscode.Uri, body: Record<string, unknown>, err: ApiError): Promise<boolean> {
  if (err.status !== 409) return false;
  await explainDuplicateType(services, tenant, uri, body as CreateTokenExchangeProfile);
  return true;
}
