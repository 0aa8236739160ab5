import * as vscode from 'vscode';
import { cleanLabel } from '../../util/text';
import { contextValue, type TreeNode } from '../node';

export type MessageKind = 'error' | 'empty' | 'scope' | 'offline' | 'credentials' | 'info';

const ICONS: Record<MessageKind, vscode.ThemeIcon> = {
  error: new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground')),
  empty: new vscode.ThemeIcon('circle-slash'),
  scope: new vscode.ThemeIcon('lock', new vscode.ThemeColor('list.warningForeground')),
  offline: new vscode.ThemeIcon('debug-disconnect', new vscode.ThemeColor('list.warningForeground')),
  credentials: new vscode.ThemeIcon('key', new vscode.ThemeColor('list.warningForeground')),
  info: new vscode.ThemeIcon('info'),
};

/**
 * A leaf that says what happened and, where it can, what to do (errors, empty lists, missing scopes). The label
 * is a few words that fit the default side bar width ("Missing scope"); the particulars (the scope, the
 * tenant's message) are the description, and the tooltip has everything, then what to do.
 */
export class MessageNode implements TreeNode {
  readonly id: string;

  constructor(
    readonly parent: TreeNode,
    readonly kind: MessageKind,
    readonly label: string,
    readonly detail?: string,
    readonly command?: vscode.Command,
    readonly description?: string,
  ) {
    this.id = `${parent.id}/#${kind}`;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.iconPath = ICONS[this.kind];
    item.contextValue = contextValue('message', this.kind);
    if (this.description) item.description = cleanLabel(this.description, 200);
    const head = this.description ? `${this.label}: ${this.description}` : this.label;
    const extra = this.detail && !head.includes(this.detail) ? this.detail : undefined;
    item.tooltip = extra ? `${head}\n\n${extra}` : head;
    // Screen readers read the message itself, not only the hint (a string tooltip would replace the label).
    item.accessibilityInformation = { label: extra ? `${head} ${extra}` : head };
    if (this.command) item.command = this.command;
    return item;
  }
}
