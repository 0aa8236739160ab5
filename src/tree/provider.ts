import * as vscode from 'vscode';
import type { TreeNode } from './node';

/** The one TreeDataProvider: it only forwards to nodes, and refreshes a node or the whole tree. */
export class TenantTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;

  constructor(private readonly roots: () => Promise<TreeNode[]>) {}

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const item = node.getTreeItem();
    item.id = node.id;
    return item;
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (!node) return this.roots();
    return node.getChildren ? node.getChildren() : [];
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  refresh(node?: TreeNode): void {
    this.changed.fire(node);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
