import * as vscode from 'vscode';
import type { TreeNode } from './node';

/** What a row shows besides its children: when this changes, VS Code must be told to draw the row again. */
function face(item: vscode.TreeItem): string {
  const label = typeof item.label === 'object' ? item.label.label : item.label;
  return JSON.stringify([label, item.description]);
}

/** The one TreeDataProvider: it only forwards to nodes, and refreshes a node or the whole tree. */
export class TenantTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  /** Per node id, the label and description last handed to VS Code. */
  private readonly shown = new Map<string, string>();

  constructor(private readonly roots: () => Promise<TreeNode[]>) {}

  getTreeItem(node: TreeNode): vscode.TreeItem {
    const item = node.getTreeItem();
    item.id = node.id;
    // Only a row with children can change when they load (below); a leaf's face need not be remembered.
    if (node.getChildren) this.shown.set(node.id, face(item));
    return item;
  }

  /** Called by VS Code when a row is hovered: its tooltip, if the node builds it on demand. */
  resolveTreeItem(item: vscode.TreeItem, node: TreeNode): vscode.TreeItem {
    if (item.tooltip === undefined && node.tooltip) item.tooltip = node.tooltip();
    return item;
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (!node) return this.roots();
    const children = node.getChildren ? await node.getChildren() : [];
    // Loading the children can change the row itself (a group's count, the enabled phone factors, a stream's
    // failed deliveries): VS Code asked for the row before that, so have it ask again. The change is announced
    // before the children are handed over, and they are handed over one task later: by then VS Code has taken
    // the new row and forgotten the old one's children, so the children it registers now are the ones it
    // keeps (announced after the hand-over, the redraw made VS Code drop the children it had just shown, and
    // expanding one of them failed with "No tree item with id …"). Asked again, the children come from memory
    // and the row is unchanged, so this settles at once.
    const before = this.shown.get(node.id);
    if (before !== undefined && before !== face(node.getTreeItem())) {
      this.shown.delete(node.id);
      this.changed.fire(node);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return children;
  }

  getParent(node: TreeNode): TreeNode | undefined {
    return node.parent;
  }

  refresh(node?: TreeNode): void {
    if (!node) this.shown.clear();
    this.changed.fire(node);
  }

  dispose(): void {
    this.changed.dispose();
  }
}
