import { getLocation } from 'jsonc-parser';
import * as vscode from 'vscode';
import type { Drafts } from '../../editors/drafts/drafts';
import { isTokenExchangeAction } from './draft';

/**
 * Completion of `action_id` in token exchange profile drafts: the tenant's deployed actions with the
 * custom-token-exchange trigger, by name (the id, which is what is inserted, is the detail).
 */
export async function completeAction(drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[] | undefined> {
  const ref = drafts.refOf(document.uri);
  if (!ref) return undefined;
  const text = document.getText();
  const offset = document.offsetAt(position);
  const location = getLocation(text, offset);
  if (location.isAtPropertyKey || location.path.length !== 1 || location.path[0] !== 'action_id') return undefined;
  const key = document.uri.toString();
  const actions = drafts.actions.get(key, ref.tenantId) ?? (await drafts.actions.reload(key, ref.tenantId).catch(() => undefined));
  if (!actions) return undefined;
  const node = location.previousNode;
  const inValue = node && node.type === 'string' && node.offset <= offset && offset <= node.offset + node.length;
  const range = inValue
    ? new vscode.Range(document.positionAt(node.offset), document.positionAt(node.offset + node.length))
    : new vscode.Range(position, position);
  return actions.filter(isTokenExchangeAction).map((action, i) => {
    const item = new vscode.CompletionItem({ label: action.name, description: action.id }, vscode.CompletionItemKind.Value);
    item.detail = action.id;
    item.documentation = new vscode.MarkdownString().appendText(vscode.l10n.t('Deployed action "{0}" with the custom-token-exchange trigger (id {1}).', action.name, action.id));
    item.insertText = JSON.stringify(action.id);
    // Typing part of the name or of the id finds it.
    item.filterText = `"${action.name} ${action.id}"`;
    item.range = range;
    item.sortText = String(i).padStart(4, '0');
    return item;
  });
}
