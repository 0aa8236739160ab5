import * as vscode from 'vscode';
import { cleanLabel } from '../../util/text';
import { contextValue, type TreeNode } from '../node';

/** What a row shows, read at once when it is drawn. */
export interface ResourceFace {
  label: string;
  description?: string | undefined;
  icon: vscode.ThemeIcon;
  context: (string | false | undefined)[];
  command?: vscode.Command | undefined;
}

export interface ResourceView {
  /** The last part of the node id: the resource id. */
  key: string;
  /** What the row shows, worked out once per drawing (a view that keeps nothing between drawings). */
  face?(): ResourceFace;
  label: string;
  description?: string;
  icon: vscode.ThemeIcon;
  /** Built when the row is hovered (the provider's resolveTreeItem), not kept for every row. */
  tooltip: () => vscode.MarkdownString;
  context: (string | false | undefined)[];
  command?: vscode.Command;
}

/** A leaf for one resource. `data` is the item as the server returned it (validated by the client's schemas). */
export class ResourceNode<T = unknown> implements TreeNode {
  readonly id: string;

  constructor(readonly parent: TreeNode, readonly view: ResourceView, readonly data: T) {
    this.id = `${parent.id}/${view.key}`;
  }

  getTreeItem(): vscode.TreeItem {
    const view = this.view.face?.() ?? this.view;
    const item = new vscode.TreeItem(cleanLabel(view.label) || this.view.key, vscode.TreeItemCollapsibleState.None);
    if (view.description !== undefined) item.description = cleanLabel(view.description, 80);
    item.iconPath = view.icon;
    item.contextValue = contextValue('resource', ...view.context);
    if (view.command) item.command = { ...view.command, arguments: [this] };
    return item;
  }

  tooltip(): vscode.MarkdownString {
    return this.view.tooltip();
  }
}

const icons = new Map<string, vscode.ThemeIcon>();

/** One ThemeIcon per icon and color, shared by every row that shows it (thousands of rows, a handful of icons). */
export function themeIcon(id: string, color?: string): vscode.ThemeIcon {
  const key = `${id} ${color ?? ''}`;
  let icon = icons.get(key);
  if (!icon) icons.set(key, (icon = new vscode.ThemeIcon(id, color ? new vscode.ThemeColor(color) : undefined)));
  return icon;
}

/** A tooltip with a bold title and "field: value" lines; every server value is escaped (no markdown, no links). */
export function tooltip(title: string, fields: [string, unknown][]): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, false);
  md.isTrusted = false;
  md.supportHtml = false;
  md.appendMarkdown('**').appendText(cleanLabel(title, 200)).appendMarkdown('**');
  for (const [label, value] of fields) {
    if (value === undefined || value === null || value === '') continue;
    md.appendMarkdown('\n\n').appendText(`${label}: ${cleanLabel(value, 300)}`);
  }
  return md;
}

/** Walks up to the tenant node that owns a node. */
export function tenantOf<T extends TreeNode>(node: TreeNode, isTenant: (n: TreeNode) => n is T): T | undefined {
  for (let n: TreeNode | undefined = node; n; n = n.parent) if (isTenant(n)) return n;
  return undefined;
}
