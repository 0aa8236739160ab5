import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import type { Page } from '../../api/paging';
import { missingScopeTokens } from '../../tenants/writeScopes';
import { contextValue, type TenantRef, type TreeNode } from '../node';
import { errorNode, missingScopeNode } from './errorNode';
import { MessageNode } from './messageNode';

/** What a list needs from the node it hangs under: the tenant's client, its scopes and failure reporting. */
export interface ListOwner extends TreeNode {
  readonly tenant: TenantRef;
  client(): Promise<ApiClient>;
  knownScopes(): Promise<ReadonlySet<string> | undefined>;
  /** The scopes of the token held now (undefined before one is held), so menus can hide what it cannot do. */
  scopesNow(): ReadonlySet<string> | undefined;
  reportFailure(err: unknown): void;
}

export interface ListSpec<T> {
  key: string;
  label: string;
  icon: string;
  /** The token needs any one of these scopes to read the list. */
  scopes: readonly string[];
  emptyLabel: string;
  /** Commands of the group's menu that write (src/tenants/writeScopes.ts): hidden when the token lacks their scope. */
  writeCommands?: readonly string[];
  /** Shown when hovering the empty-list row: what to do about it. */
  emptyHint?: string;
  /** Run when the empty-list row is clicked (e.g. the create command of that kind). */
  emptyCommand?(group: PagedListNode<T>): vscode.Command;
  load(client: ApiClient, cursor: string | undefined, take: number, signal: AbortSignal): Promise<Page<T>>;
  toNode(item: T, parent: PagedListNode<T>): TreeNode;
}

/**
 * A resource group that loads its first page with one request on expand and offers "Load more…" while the
 * server has a next page. Concurrent loads are merged; a reset aborts the one in flight.
 */
export class PagedListNode<T> implements TreeNode {
  readonly id: string;
  items: T[] = [];
  private cursor: string | undefined;
  private loaded = false;
  private error: unknown;
  private pending: Promise<void> | undefined;
  private abort = new AbortController();
  private nodes = new Map<T, TreeNode>();
  /** The count shown when the list was last reset: a refresh keeps showing it until the list is loaded again. */
  private lastCount: string | undefined;

  constructor(
    readonly owner: ListOwner,
    readonly parent: TreeNode,
    readonly spec: ListSpec<T>,
    private readonly take: () => number,
  ) {
    this.id = `${parent.id}/${spec.key}`;
  }

  /** Whether a page is loaded (a reset or no expand yet: not), so a lookup can avoid loading it. */
  get isLoaded(): boolean {
    return this.loaded;
  }

  get hasMore(): boolean {
    return this.cursor !== undefined;
  }

  /**
   * How many items are loaded ("50+" while the server has more). After a refresh, until the list is loaded
   * again, the count of the last load; undefined before any successful load and after a failed one.
   */
  get count(): string | undefined {
    if (!this.loaded) return this.lastCount;
    if (this.error !== undefined) return undefined;
    return this.hasMore ? `${this.items.length}+` : String(this.items.length);
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(this.spec.label, vscode.TreeItemCollapsibleState.Collapsed);
    item.iconPath = new vscode.ThemeIcon(this.spec.icon);
    item.contextValue = contextValue('group', 'refreshable', this.spec.key, ...missingScopeTokens(this.owner.scopesNow(), this.spec.writeCommands ?? []));
    item.description = this.count;
    if (this.loaded && this.error === undefined) {
      // A MarkdownString, so screen readers keep reading the row as "label count" (a string would replace it).
      item.tooltip = new vscode.MarkdownString().appendText(this.hasMore
        ? vscode.l10n.t('{0}: the first {1} are loaded; "Load more…" at the end of the list loads the next page.', this.spec.label, this.items.length)
        : vscode.l10n.t('{0}: {1}', this.spec.label, this.items.length));
    } else if (!this.loaded && this.lastCount !== undefined) {
      item.tooltip = new vscode.MarkdownString().appendText(vscode.l10n.t('{0}: {1} when last loaded (refreshed: expand to load again).', this.spec.label, this.lastCount));
    }
    return item;
  }

  async getChildren(): Promise<TreeNode[]> {
    const scopes = await this.owner.knownScopes();
    if (scopes && !this.spec.scopes.some((s) => scopes.has(s))) return [missingScopeNode(this, this.spec.scopes)];
    if (!this.loaded) await this.loadNext();
    if (this.error !== undefined) return [errorNode(this, this.error, this.owner.tenant)];
    if (this.items.length === 0) return [new MessageNode(this, 'empty', this.spec.emptyLabel, this.spec.emptyHint, this.spec.emptyCommand?.(this))];
    const nodes = this.items.map((item) => this.nodeOf(item));
    if (this.hasMore) nodes.push(new LoadMoreNode(this));
    return nodes;
  }

  /**
   * One node per loaded item for as long as the list is loaded: redrawing this group (its count changed, a
   * page was appended) then keeps what its children loaded themselves, e.g. an expanded stream's deliveries.
   */
  private nodeOf(item: T): TreeNode {
    let node = this.nodes.get(item);
    if (!node) {
      node = this.spec.toNode(item, this);
      this.nodes.set(item, node);
    }
    return node;
  }

  /**
   * Loads the next page (the first one when nothing is loaded yet). A failed first page is kept for display
   * as an error node; a failed later page keeps what is shown and rejects, so "Load more" can say why.
   */
  loadNext(): Promise<void> {
    this.pending ??= this.fetch().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /**
   * A refresh: forgets the loaded list and, when its count was shown (loaded, not failed), loads the first page
   * again, so the count it shows is the server's, not the one before the refresh. A failed list loads on expand.
   */
  async reload(): Promise<void> {
    const shown = this.count !== undefined && this.loaded;
    this.reset();
    if (shown) await this.loadNext();
  }

  reset(): void {
    this.lastCount = this.count;
    this.abort.abort();
    this.abort = new AbortController();
    this.items = [];
    this.nodes = new Map();
    this.cursor = undefined;
    this.loaded = false;
    this.error = undefined;
    this.pending = undefined;
  }

  private async fetch(): Promise<void> {
    const signal = this.abort.signal;
    const first = !this.loaded;
    try {
      const client = await this.owner.client();
      const page = await this.spec.load(client, first ? undefined : this.cursor, this.take(), signal);
      if (signal.aborted) return;
      if (first) this.nodes = new Map();
      this.items = first ? page.items : [...this.items, ...page.items];
      this.cursor = page.cursor;
      this.error = undefined;
    } catch (err) {
      if (signal.aborted) return;
      // A later page fails inside "Load more", whose command reports it: one message, not two.
      if (!first) throw err;
      this.owner.reportFailure(err);
      this.error = err;
    }
    this.loaded = true;
  }
}

export class LoadMoreNode implements TreeNode {
  readonly id: string;

  constructor(readonly parent: PagedListNode<unknown>) {
    this.id = `${parent.id}/#more`;
  }

  getTreeItem(): vscode.TreeItem {
    const item = new vscode.TreeItem(vscode.l10n.t('Load more…'), vscode.TreeItemCollapsibleState.None);
    item.iconPath = new vscode.ThemeIcon('more');
    item.contextValue = 'loadMore';
    item.command = { command: 'authTenants.loadMore', title: vscode.l10n.t('Load More'), arguments: [this.parent] };
    return item;
  }
}
