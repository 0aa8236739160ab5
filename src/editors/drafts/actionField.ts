/**
 * Completion and hover of a reference to one of the tenant's actions in a draft (`vscode` side, loaded by a kind's
 * draft hooks): the tenant's deployed actions with the trigger, offered by name (the id is what is inserted), and
 * a hover that names the action of the id. Token exchange profiles and event stream drafts use it.
 */
import { getLocation } from 'jsonc-parser';
import * as vscode from 'vscode';
import type { Drafts } from './drafts';
import type { ActionInfo } from '../../kinds/facets/draft';
import type { PathSegment } from '../../diagnostics/validate';

export interface ActionField {
  path: readonly PathSegment[];
  trigger: string;
  /** The actions a draft may use (deployed, with the trigger). */
  usable(action: ActionInfo): boolean;
}

const samePath = (a: readonly (string | number)[], b: readonly PathSegment[]) => a.length === b.length && a.every((s, i) => s === b[i]);

async function actionsOf(drafts: Drafts, document: vscode.TextDocument): Promise<readonly ActionInfo[] | undefined> {
  const ref = drafts.refOf(document.uri);
  if (!ref) return undefined;
  const key = document.uri.toString();
  return drafts.actions.get(key, ref.tenantId) ?? (await drafts.actions.reload(key, ref.tenantId).catch(() => undefined));
}

export async function completeActionField(field: ActionField, drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[] | undefined> {
  if (!drafts.refOf(document.uri)) return undefined;
  const offset = document.offsetAt(position);
  const location = getLocation(document.getText(), offset);
  if (location.isAtPropertyKey || !samePath(location.path, field.path)) return undefined;
  const actions = await actionsOf(drafts, document);
  if (!actions) return undefined;
  const node = location.previousNode;
  const inValue = node && node.type === 'string' && node.offset <= offset && offset <= node.offset + node.length;
  const range = inValue
    ? new vscode.Range(document.positionAt(node.offset), document.positionAt(node.offset + node.length))
    : new vscode.Range(position, position);
  return actions.filter(field.usable).map((action, i) => {
    const item = new vscode.CompletionItem({ label: action.name, description: action.id }, vscode.CompletionItemKind.Value);
    item.detail = action.id;
    item.documentation = new vscode.MarkdownString().appendText(vscode.l10n.t('Deployed action "{0}" with the {1} trigger (id {2}).', action.name, field.trigger, action.id));
    item.insertText = JSON.stringify(action.id);
    // Typing part of the name or of the id finds it.
    item.filterText = `"${action.name} ${action.id}"`;
    item.range = range;
    item.sortText = String(i).padStart(4, '0');
    return item;
  });
}

/** Hovering the field names the tenant's action with that id (the value is a bare id). */
export async function hoverActionField(field: ActionField, drafts: Drafts, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
  if (!drafts.refOf(document.uri)) return undefined;
  const location = getLocation(document.getText(), document.offsetAt(position));
  const node = location.previousNode;
  if (location.isAtPropertyKey || !samePath(location.path, field.path) || node?.type !== 'string') return undefined;
  const actions = await actionsOf(drafts, document);
  const id = String(node.value);
  const action = actions?.find((a) => a.id === id);
  const text = !actions ? vscode.l10n.t('The tenant\'s actions could not be read: the action {0} cannot be named.', id)
    : !action ? vscode.l10n.t('The tenant has no action with the id {0}.', id)
    : field.usable(action) ? vscode.l10n.t('Action "{0}": deployed, with the {1} trigger.', action.name, field.trigger)
    : vscode.l10n.t('Action "{0}": not a deployed {1} action.', action.name, field.trigger);
  const range = new vscode.Range(document.positionAt(node.offset), document.positionAt(node.offset + node.length));
  return new vscode.Hover(new vscode.MarkdownString().appendText(text), range);
}
