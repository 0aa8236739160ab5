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
    if (this.detail) item.tooltip = this.detail;
    if (this.command) item.command = this.command;
    return item;
  }
}
