import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { Problem } from '../../diagnostics/validate';
import { ActionCache } from './actionCache';
import { DraftFileSystem } from './draftFileSystem';
import { draftProblems } from './draftProblems';
import { DraftSaveNotice } from './draftSaveNotice';
import { DraftStore } from './draftStore';
import { DRAFT_SCHEME, freeDraftPath, parseDraftPath, tenantSegment, type DraftRef } from './draftUris';
import { kindOf } from '../../kinds';
import type { ActionInfo, KindDraft } from '../../kinds/facets/draft';
import { tellRefusal } from '../resource/saveGuards';
import { applySave, secretRefusal } from './saveDraft';
import { ServerProblems, type ServerProblem } from './serverProblems';

const ABANDONED_MS = 14 * 24 * 3600 * 1000;

/** Everything about draft documents: storage, the tenant's actions, problems from the tenant (`services.drafts`). */
export class Drafts implements vscode.Disposable {
  readonly store: DraftStore;
  readonly fs: DraftFileSystem;
  readonly actions: ActionCache;
  private readonly server = new ServerProblems();
  private readonly tenants = new Map<string, TenantNode>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  /** A draft's problems may have changed without an edit (actions loaded, the tenant answered, its tab closed). */
  readonly onDidChangeProblems = this.changed.event;
  /** Saves made by the extension itself (they store the text, they never apply it). */
  private readonly internalSaves = new Set<string>();
  private readonly saveReasons = new Map<string, vscode.TextDocumentSaveReason>();
  private readonly saveNotice = new DraftSaveNotice(() => this.services.prompts.current);
  /** A text Ctrl+S has just applied (saveDraft.ts): the save that follows stores it without applying it again. */
  readonly applied = new Map<string, { text: string; shown: string }>();
  /** What a document shows once VS Code has finished an applying save (the tenant's answer). */
  private readonly afterSave = new Map<string, string>();
  /** Drafts with no tab left: their problems leave the Problems view (the document may live on for a while). */
  private readonly tabless = new Set<string>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly services: Services, readonly fetchActions: (tenantId: string) => Promise<readonly ActionInfo[]>) {
    this.store = new DraftStore(services.context.globalState);
    this.fs = new DraftFileSystem(this.store, (uri, text) => this.beforeStore(uri, text));
    this.actions = new ActionCache(fetchActions, (key) => this.changed.fire(vscode.Uri.parse(key)));
    this.subscriptions = [
      vscode.workspace.onWillSaveTextDocument((e) => this.refOf(e.document.uri) && this.saveReasons.set(e.document.uri.toString(), e.reason)),
      vscode.workspace.onDidSaveTextDocument((d) => this.showAfterSave(d.uri)),
      vscode.window.tabGroups.onDidChangeTabs((e) => this.tabsChanged(e)),
    ];
  }

  /** The draft facet of a draft document's kind. */
  private facetOf(uri: vscode.Uri): KindDraft | undefined {
    const ref = this.refOf(uri);
    return ref && kindOf(ref.kind).draft;
  }

  /** Called by the file system before it stores a saved text: a document of a tenant's state is applied first. */
  private async beforeStore(uri: vscode.Uri, text: string): Promise<void> {
    const key = uri.toString();
    const reason = this.saveReasons.get(key);
    this.saveReasons.delete(key);
    if (!this.mayStore(uri, text)) throw new Error(secretRefusal(this.refOf(uri)?.kind));
    if (this.internalSaves.has(key)) return;
    const draft = this.facetOf(uri);
    if (!draft?.applies || !draft.hooks) return this.saveNotice.saved(key, reason);
    const applied = this.applied.get(key);
    if (applied?.text === text) return this.appliedAs(uri, text, applied.shown);
    let shown: string;
    try {
      shown = await applySave(draft.hooks, this.services, this, uri, text, reason);
    } catch (err) {
      tellRefusal(this.services.prompts.current, err);
      throw err;
    }
    this.appliedAs(uri, text, shown);
  }

  /** After an applied save: the tenant's problems go; the document shows the tenant's answer once VS Code is done. */
  private appliedAs(uri: vscode.Uri, text: string, shown: string): void {
    const key = uri.toString();
    this.server.clear(key);
    if (shown !== text) {
      this.afterSave.set(key, shown);
      setTimeout(() => void this.showAfterSave(uri), 2000); // in case onDidSaveTextDocument never comes
    }
  }

  private async showAfterSave(uri: vscode.Uri): Promise<void> {
    const text = this.afterSave.get(uri.toString());
    this.afterSave.delete(uri.toString());
    if (text !== undefined && this.store.get(uri.path)) await this.fs.replace(uri, text);
  }

  private tabsChanged(e: vscode.TabChangeEvent): void {
    const shown = new Set(vscode.window.tabGroups.all.flatMap((g) => g.tabs).flatMap((t) => {
      const input = t.input;
      if (input instanceof vscode.TabInputText) return [input.uri.toString()];
      return input instanceof vscode.TabInputTextDiff ? [input.original.toString(), input.modified.toString()] : [];
    }));
    for (const tab of [...e.opened, ...e.closed]) {
      const uri = tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
      if (!uri || !this.refOf(uri)) continue;
      const key = uri.toString();
      const had = this.tabless.has(key);
      if (shown.has(key)) this.tabless.delete(key);
      else this.tabless.add(key);
      if (had !== this.tabless.has(key)) this.changed.fire(uri);
    }
  }

  /** Saves an open document as it is, storing its text (never applying it). */
  private async storeOpen(document: vscode.TextDocument): Promise<void> {
    const key = document.uri.toString();
    this.internalSaves.add(key);
    try {
      await document.save();
    } finally {
      this.internalSaves.delete(key);
    }
  }

  /** False for a text that must never be stored: it holds a secret (its kind's draft facet says which). */
  mayStore(uri: vscode.Uri, text: string): boolean {
    return !this.facetOf(uri)?.secret?.holds(text);
  }

  /**
   * The document of a draft: a new path for a draft of a create (`new.…`, `new-2.…` in the tenant's folder), the
   * tenant's one document of its state (wherever it is stored). The path is claimed for the tenant at once.
   */
  uriOf(ref: DraftRef): vscode.Uri {
    const existing = kindOf(ref.kind).draft?.single
      ? this.store.allPaths().find((p) => parseDraftPath(p)?.kind === ref.kind && this.tenantIdOf(p) === ref.tenantId)
      : undefined;
    const tenants = this.services.registry.list();
    const tenant = tenants.find((t) => t.id === ref.tenantId) ?? { id: ref.tenantId, label: '' };
    const open = new Set(vscode.workspace.textDocuments.filter((d) => d.uri.scheme === DRAFT_SCHEME).map((d) => d.uri.path));
    const path = existing ?? freeDraftPath(ref.kind, tenantSegment(tenant, tenants), (p) => this.store.inUse(p) || open.has(p));
    this.store.claim(path, ref.tenantId);
    return vscode.Uri.from({ scheme: DRAFT_SCHEME, path });
  }

  refOf(uri: vscode.Uri): DraftRef | undefined {
    const kind = uri.scheme === DRAFT_SCHEME ? parseDraftPath(uri.path)?.kind : undefined;
    const tenantId = kind && this.tenantIdOf(uri.path);
    return kind && tenantId ? { kind, tenantId } : undefined;
  }

  /** The tenant of a draft path: the one recorded in the store, else (a draft stored before) the id in the path. */
  private tenantIdOf = (path: string): string | undefined => this.store.tenantOf(path) ?? parseDraftPath(path)?.tenantId;

  /**
   * Remembers the tenant node a draft was opened from: after any globalState write the registry hands out
   * new profile objects and `roots.get` may build a new node, while the tree keeps showing this one.
   */
  rememberTenant = (uri: vscode.Uri, tenant: TenantNode): void => void this.tenants.set(uri.toString(), tenant);

  /** The tenant node of a draft (the one it was opened from if still configured), or undefined. */
  tenantOf(uri: vscode.Uri): TenantNode | undefined {
    const ref = this.refOf(uri);
    if (!ref || !this.services.registry.get(ref.tenantId)) return undefined;
    const remembered = this.tenants.get(uri.toString());
    return remembered?.profile.id === ref.tenantId ? remembered : this.services.roots.get(ref.tenantId);
  }

  /** The problems shown for a draft document: none once its last tab is closed. */
  problems(document: vscode.TextDocument): Problem[] {
    if (this.tabless.has(document.uri.toString())) return [];
    return this.problemsOf(document.uri, document.getText());
  }

  problemsOf(uri: vscode.Uri, text: string): Problem[] {
    const ref = this.refOf(uri);
    if (!ref) return [];
    const key = uri.toString();
    // A submitted (deleted) draft whose editor is still closing must not fetch the actions again.
    const live = !!kindOf(ref.kind).draft?.usesActions && !!this.store.get(uri.path);
    const actions = live ? this.actions.get(key, ref.tenantId) : undefined;
    return draftProblems(ref.kind, text, { actions, server: this.server.checks(key) });
  }

  setServerProblems(uri: vscode.Uri, problems: ServerProblem[]): void {
    this.server.set(uri.toString(), problems);
    this.changed.fire(uri);
  }

  /** Creates or replaces the draft's text and shows it; an open, unmodified editor is updated in place. */
  async show(uri: vscode.Uri, text: string): Promise<vscode.TextEditor> {
    this.server.clear(uri.toString());
    // A document VS Code still holds from an earlier draft at this path (submitted or dropped since): it is read
    // again below, or it would keep that draft's date and a save would fail as "newer on disk".
    const stale = !!this.openDocument(uri) && !this.store.get(uri.path);
    const document = (await this.setText(uri, text)) ?? (await vscode.workspace.openTextDocument(uri));
    const editor = await vscode.window.showTextDocument(document, { preview: false });
    if (stale && !document.isDirty) await vscode.commands.executeCommand('workbench.action.files.revert');
    return editor;
  }

  /** Replaces the stored text; an open document gets the same text and is saved (stored, never submitted). */
  async setText(uri: vscode.Uri, text: string): Promise<vscode.TextDocument | undefined> {
    const document = this.openDocument(uri);
    if (!document || !this.store.get(uri.path)) {
      await this.fs.replace(uri, text);
      return document;
    }
    if (document.getText() !== text) {
      const edit = new vscode.WorkspaceEdit();
      edit.replace(uri, new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)), text);
      await vscode.workspace.applyEdit(edit);
    }
    if (document.isDirty) await this.storeOpen(document);
    this.changed.fire(uri);
    return document;
  }

  openDocument = (uri: vscode.Uri): vscode.TextDocument | undefined => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());

  /** After a successful submit: stores pending edits (so closing asks nothing), closes the editors, deletes. */
  async discard(uri: vscode.Uri): Promise<void> {
    const key = uri.toString();
    const document = this.openDocument(uri);
    if (document?.isDirty) await this.storeOpen(document);
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === key);
    if (tabs.length) await vscode.window.tabGroups.close(tabs);
    await this.fs.remove(uri);
    this.actions.forget(key);
    this.server.clear(key);
    this.tenants.delete(key);
    this.changed.fire(uri);
  }

  /** Forgets drafts nobody touched for two weeks and that are not open. */
  async prune(): Promise<void> {
    const open = new Set(vscode.workspace.textDocuments.filter((d) => d.uri.scheme === DRAFT_SCHEME).map((d) => d.uri.path));
    await this.store.prune(ABANDONED_MS, (path) => open.has(path));
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.changed.dispose();
    this.fs.dispose();
  }
}
