import * as vscode from 'vscode';
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

/** A leaf that says what happened and, where it can, what to do (errors, empty lists, missing scopes). */
export class MessageNode implements TreeNode {
  readonly id: string;

  constructor(
    readonly parent: TreeNode,
    readonly kind: MessageKind,
    readonly label: string,
    readonly detail?: string,
    readonly command?: vscode.Command,
  ) {
    this.id = `${parent.id}/#${kind}`;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.label, vscode.TreeItemCollapsibleState.None);
    item.iconPath = ICONS[this.kind];
    item.contextValue = contextValue('message', this.kind);
    // The label may be cut off in a narrow side bar: the tooltip has all of it, then what to do.
    const extra = this.detail && !this.label.includes(this.detail) ? this.detail : undefined;
    item.tooltip = extra ? `${this.label}\n\n${extra}` : this.label;
    // Screen readers read the message itself, not only the hint (a string tooltip would replace the label).
    item.accessibilityInformation = { label: extra ? `${this.label} ${extra}` : this.label };
    if (this.command) item.command = this.command;
    return item;
  }
}
