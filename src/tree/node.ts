import type * as vscode from 'vscode';

/** A tree node is a small object; the provider stays generic. Ids are stable and include the tenant id. */
export interface TreeNode {
  readonly id: string;
  readonly parent?: TreeNode;
  getTreeItem(): vscode.TreeItem;
  getChildren?(): Promise<TreeNode[]>;
}

/** Builds a contextValue as a sorted list of tokens, matched in menus with `viewItem =~ /\btoken\b/`. */
export function contextValue(...tokens: (string | false | undefined)[]): string {
  return [...new Set(tokens.filter((t): t is string => !!t))].sort().join(';');
}
