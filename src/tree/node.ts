import type * as vscode from 'vscode';
import type { TenantProfile } from '../tenants/types';

/** A tree node is a small object; the provider stays generic. Ids are stable and include the tenant id. */
export interface TreeNode {
  readonly id: string;
  readonly parent?: TreeNode;
  getTreeItem(): vscode.TreeItem;
  getChildren?(): Promise<TreeNode[]>;
  /** A tooltip built only when the row is hovered (rows with many siblings use it to stay small). */
  tooltip?(): vscode.MarkdownString;
}

/** The tenant node a node belongs to, as the nodes below it see it. */
export interface TenantRef extends TreeNode {
  readonly profile: TenantProfile;
}

/** Builds a contextValue as a sorted list of tokens, matched in menus with `viewItem =~ /\btoken\b/`. */
export function contextValue(...tokens: (string | false | undefined)[]): string {
  return [...new Set(tokens.filter((t): t is string => !!t))].sort().join(';');
}
