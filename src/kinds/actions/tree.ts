/**
 * The Actions group under a tenant (the tree facet's `group` hook): one node per trigger some action supports, in
 * the service's trigger order; a trigger lists its bound actions in execution order (one GET of its bindings when
 * it is expanded), then the actions that support it and are not bound. Each row shows deployed / draft changed /
 * build failed. The group reads every action with one request per 100 when it is expanded.
 */
import * as vscode from 'vscode';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { contextValue, type TreeNode } from '../../tree/node';
import { errorNode, missingScopeNode } from '../../tree/nodes/errorNode';
import { MessageNode } from '../../tree/nodes/messageNode';
import type { ListOwner } from '../../tree/nodes/pagedListNode';
import type { GroupNode } from '../facets/tree';
import type { Resource } from '../kind';
import { actionRowNode } from './treeRow';
import { loadActions, loadBindings, triggerRows } from './treeLoad';
import { supportedTriggers, triggerLabel, triggersOf } from './triggers';
import { actions as actionsKind } from '.';

export class ActionsGroupNode implements TreeNode {
  readonly id: string;
  private list: Resource[] | undefined;
  private error: unknown;
  private previous: number | undefined;
  private triggers = new Map<string, TriggerNode>();

  constructor(readonly owner: ListOwner, readonly parent: TreeNode) {
    this.id = `${parent.id}/${actionsKind.id}`;
  }

  /** Whether the actions are loaded (resourceTarget's shownRow asks before reading children). */
  get isLoaded(): boolean {
    return this.list !== undefined;
  }

  /** The actions as last loaded. */
  get items(): readonly Resource[] {
    return this.list ?? [];
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(actionsKind.words.plural, vscode.TreeItemCollapsibleState.Collapsed);
    item.iconPath = new vscode.ThemeIcon(actionsKind.icon);
    item.contextValue = contextValue('group', 'refreshable', actionsKind.id, ...missingScopeTokens(this.owner.scopesNow(), ['authTenants.createAction']));
    const count = this.list?.length ?? (this.error === undefined ? this.previous : undefined);
    if (count !== undefined) item.description = String(count);
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const scopes = await this.owner.knownScopes();
    if (scopes && !scopes.has(actionsKind.scopes.read)) return [missingScopeNode(this, [actionsKind.scopes.read])];
    if (!this.list && this.error === undefined) await this.load();
    if (this.error !== undefined || !this.list) return [errorNode(this, this.error, this.owner.tenant)];
    if (this.list.length === 0) {
      return [new MessageNode(this, 'empty', vscode.l10n.t('No actions.'), vscode.l10n.t('Click to create one (or use the + of this group).'),
        { command: 'authTenants.createAction', title: vscode.l10n.t('Create Action…'), arguments: [this] })];
    }
    const nodes = triggersOf(this.list).map((trigger) => {
      let node = this.triggers.get(trigger);
      if (!node) this.triggers.set(trigger, (node = new TriggerNode(this, trigger)));
      return node;
    });
    return nodes;
  }

  async reload(): Promise<void> {
    const shown = this.list !== undefined;
    this.reset();
    if (shown) await this.load();
  }

  reset(): void {
    this.previous = this.list?.length ?? this.previous;
    this.list = undefined;
    this.error = undefined;
    this.triggers = new Map();
  }

  private async load(): Promise<void> {
    try {
      this.list = await loadActions(await this.owner.client());
      this.error = undefined;
    } catch (err) {
      this.error = err;
      this.owner.reportFailure(err);
    }
  }
}

/** One trigger: its bound actions in execution order, then the unbound actions that support it. */
export class TriggerNode implements TreeNode {
  readonly id: string;
  private bindings: Resource[] | undefined;
  private error: unknown;

  constructor(readonly parent: ActionsGroupNode, readonly trigger: string) {
    this.id = `${parent.id}/${trigger}`;
  }

  /** The trigger's bindings as last loaded (undefined before it was expanded). */
  get bound(): readonly Resource[] | undefined {
    return this.bindings;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(triggerLabel(this.trigger), vscode.TreeItemCollapsibleState.Collapsed);
    item.iconPath = new vscode.ThemeIcon('symbol-event');
    item.contextValue = contextValue('actionTrigger', ...missingScopeTokens(this.parent.owner.scopesNow(), ['authTenants.createAction', 'authTenants.bindAction']));
    const supporters = this.parent.items.filter((a) => supportedTriggers(a).includes(this.trigger)).length;
    item.description = this.bindings
      ? vscode.l10n.t('{0} bound · {1} action(s)', this.bindings.length, supporters)
      : vscode.l10n.t('{0} action(s)', supporters);
    item.tooltip = new vscode.MarkdownString().appendText(vscode.l10n.t('Trigger {0}: its bound actions run in the order shown, then the actions that support it and are not bound.', this.trigger));
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    if (!this.bindings && this.error === undefined) {
      try {
        this.bindings = await loadBindings(await this.parent.owner.client(), this.trigger);
      } catch (err) {
        this.error = err;
        this.parent.owner.reportFailure(err);
      }
    }
    if (this.error !== undefined) return [errorNode(this, this.error, this.parent.owner.tenant)];
    const rows = triggerRows(this.trigger, this.parent.items, this.bindings ?? []);
    if (rows.length === 0) return [new MessageNode(this, 'empty', vscode.l10n.t('No actions.'))];
    return rows.map((row) => actionRowNode(this, this.parent.owner, this.trigger, row));
  }

  async reload(): Promise<void> {
    this.bindings = undefined;
    this.error = undefined;
  }
}

/** The kind's group under a tenant (the tree facet's `group` hook). */
export const actionsGroup: GroupNode = (owner, parent) => new ActionsGroupNode(owner, parent);
