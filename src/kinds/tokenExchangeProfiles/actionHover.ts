import { getLocation } from 'jsonc-parser';
import * as vscode from 'vscode';
import type { Drafts } from '../../editors/drafts/drafts';
import { isTokenExchangeAction } from './draft';

/** Hovering `action_id` in a token exchange profile draft names the tenant's action with that id (the value is a bare id). */
export async function hoverAction(drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
  const ref = drafts.refOf(document.uri);
  if (!ref) return undefined;
  const location = getLocation(document.getText(), document.offsetAt(position));
  const node = location.previousNode;
  if (location.isAtPropertyKey || location.path.length !== 1 || location.path[0] !== 'action_id' || node?.type !== 'string') return undefined;
  const key = document.uri.toString();
  const actions = drafts.actions.get(key, ref.tenantId) ?? (await drafts.actions.reload(key, ref.tenantId).catch(() => undefined));
  const id = String(node.value);
  const action = actions?.find((a) => a.id === id);
  const text = !actions ? vscode.l10n.t('The tenant\'s actions could not be read: the action {0} cannot be named.', id)
    : !action ? vscode.l10n.t('The tenant has no action with the id {0}.', id)
    : isTokenExchangeAction(action) ? vscode.l10n.t('Action "{0}": deployed, with the custom-token-exchange trigger.', action.name)
    : vscode.l10n.t('Action "{0}": not a deployed custom-token-exchange action.', action.name);
  const range = new vscode.Range(document.positionAt(node.offset), document.positionAt(node.offset + node.length));
  return new vscode.Hover(new vscode.MarkdownString().appendText(text), range);
}
