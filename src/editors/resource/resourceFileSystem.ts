/**
 * The `auth-tenants` file system: one JSON document per resource (of any kind in src/kinds), read from the tenant
 * and applied to it on save. Opening fetches the resource; a restored editor (after a reload) fetches it on first
 * read. Ctrl+S (saveDocument) runs the guards of saveResource.ts before VS Code saves: a refusal leaves the document
 * dirty with our message only. Any other save runs them in writeFile, which throws on a refusal (the document stays
 * dirty, and VS Code adds its "Failed to save"). A save that finds the server changed makes that version what a
 * Revert reads.
 */
import * as vscode from 'vscode';
import { isCancellation } from '../../util/errors';
import { ApiError, toUserMessage } from '../../api/errors';
import type { Services } from '../../services';
import { renderDocument } from '../../kinds/document';
import { createEntry, encode, fetchResource, nextMtime, type ResourceEntry } from './resourceSource';
import { isDirectoryPath, parseResourceUri, resourceUri, type ResourceRef } from './resourceUri';
import { saveResource, type SaveHooks, type SaveResult } from './saveResource';
import { cancelled, SaveRefused, tellRefusal } from './saveGuards';

export class ResourceFileSystem implements vscode.FileSystemProvider, vscode.Disposable {
  private readonly entries = new Map<string, ResourceEntry>();
  private readonly loading = new Map<string, Promise<ResourceEntry>>();
  /** Server text to show once VS Code has finished a save (see afterSave). */
  private readonly pendingRender = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;
  private readonly entryChanged = new vscode.EventEmitter<vscode.Uri>();
  /** An entry was loaded or its snapshot changed: diagnostics and lenses recompute. */
  readonly onDidChangeEntry = this.entryChanged.event;
  /** Why VS Code is saving each document (onWillSaveTextDocument), so an auto-save never applies anything. */
  private readonly saveReasons = new Map<string, { reason: vscode.TextDocumentSaveReason; at: number }>();
  private hooks: SaveHooks | undefined;
  /** A text Ctrl+S has just applied (saveDocument): writeFile stores it without asking again. */
  private readonly applied = new Map<string, { text: string; result: SaveResult }>();
  onApplied: ((entry: ResourceEntry) => void) | undefined;

  constructor(private readonly services: Services) {}

  setHooks(hooks: SaveHooks): void {
    this.hooks = hooks;
  }

  entry(uri: vscode.Uri): ResourceEntry | undefined {
    return this.entries.get(uri.toString());
  }

  /** The document text as this file system holds it. */
  text(uri: vscode.Uri): string | undefined {
    const entry = this.entry(uri);
    return entry && new TextDecoder().decode(entry.content);
  }

  /** Fetches the resource and returns its document URI. An open document with unsaved edits is left as it is. */
  async open(ref: ResourceRef, name?: string): Promise<vscode.Uri> {
    const keepEdits = (uri: vscode.Uri) => !!this.entry(uri) && vscode.workspace.textDocuments.some((d) => d.isDirty && d.uri.toString() === uri.toString());
    // A resource renamed since its document was opened keeps that document (and its URI) while it is open.
    const uriOf = (n: string) => this.openUriOf(ref) ?? resourceUri(ref, n);
    if (name !== undefined && keepEdits(uriOf(name))) return uriOf(name);
    const entry = createEntry(ref, await fetchResource(this.services, ref));
    const uri = uriOf(entry.ctx.identity.name);
    if (keepEdits(uri)) return uri;
    const previous = this.entries.get(uri.toString());
    this.entries.set(uri.toString(), entry);
    this.entryChanged.fire(uri);
    if (previous) this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
    return uri;
  }

  /** The URI of an open document of this resource, whatever name it was opened under. */
  private openUriOf(ref: ResourceRef): vscode.Uri | undefined {
    for (const [key, e] of this.entries) {
      if (e.ref.kind !== ref.kind || e.ref.tenantId !== ref.tenantId || e.ref.id !== ref.id) continue;
      const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
      if (open) return open.uri;
    }
    return undefined;
  }

  watch = (): vscode.Disposable => new vscode.Disposable(() => undefined);

  async stat(uri: vscode.Uri): Promise<vscode.FileStat> {
    if (!parseResourceUri(uri)) {
      if (isDirectoryPath(uri.path)) return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
      throw vscode.FileSystemError.FileNotFound(uri);
    }
    const entry = await this.load(uri);
    return { type: vscode.FileType.File, ctime: entry.ctime, mtime: entry.mtime, size: entry.content.byteLength };
  }

  /** What VS Code reads (opening, Revert): after a save found the server changed, the server's version, then the base. */
  async readFile(uri: vscode.Uri): Promise<Uint8Array> {
    const entry = await this.load(uri);
    if (entry.next) {
      entry.base = entry.next;
      entry.next = undefined;
      this.entryChanged.fire(uri);
    }
    return entry.content;
  }

  /** Reload from Tenant: the server's current version replaces the document, unsaved edits included. */
  async reload(uri: vscode.Uri): Promise<void> {
    const known = this.entry(uri);
    if (!known) throw vscode.FileSystemError.FileNotFound(uri);
    const entry = createEntry(known.ref, await fetchResource(this.services, known.ref));
    this.entries.set(uri.toString(), entry);
    this.entryChanged.fire(uri);
    this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
  }

  noteSaveReason(uri: vscode.Uri, reason: vscode.TextDocumentSaveReason): void {
    this.saveReasons.set(uri.toString(), { reason, at: Date.now() });
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    const entry = this.entry(uri);
    if (!entry) throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Nothing can be created here: open a resource from the Auth Tenants view.'));
    const key = uri.toString();
    const why = this.saveReasons.get(key);
    this.saveReasons.delete(key);
    const text = new TextDecoder().decode(content);
    const applied = this.applied.get(key);
    this.applied.delete(key);
    let result = applied?.text === text ? applied.result : undefined;
    if (!result) {
      if (why && why.reason !== vscode.TextDocumentSaveReason.Manual && Date.now() - why.at < 60_000) {
        // VS Code then skips further auto-saves of this document until it is saved explicitly.
        throw new vscode.FileSystemError(vscode.l10n.t('Not applied: auto-save does not apply {0} edits. Save explicitly (Ctrl+S) to review the changes and apply them.', entry.ref.kind.singular));
      }
      const outcome = await this.apply(uri, entry, text);
      if (!outcome.ok) throw outcome.error;
      result = outcome.result;
    }
    this.stored(uri, entry, content, text, result);
  }

  /**
   * Ctrl+S: the save's questions and request before VS Code saves, so a refusal leaves the document dirty with one
   * message of ours (none for a cancel); once applied, VS Code saves it (writeFile stores it). Returns whether saved.
   */
  async saveDocument(document: vscode.TextDocument): Promise<boolean> {
    const entry = this.entry(document.uri);
    if (!entry || !this.hooks || !document.isDirty) return document.save();
    const text = document.getText();
    const outcome = await this.apply(document.uri, entry, text);
    if (!outcome.ok) return false;
    const key = document.uri.toString();
    this.applied.set(key, { text, result: outcome.result });
    try {
      return await document.save();
    } finally {
      this.applied.delete(key);
    }
  }

  /** The save's guards and request; a refusal is told (quietly for a cancel), logged and returned as the error to throw. */
  private async apply(uri: vscode.Uri, entry: ResourceEntry, text: string): Promise<{ ok: true; result: SaveResult } | { ok: false; error: vscode.FileSystemError }> {
    if (!this.hooks) return { ok: false, error: vscode.FileSystemError.Unavailable(uri) };
    try {
      return { ok: true, result: await saveResource(this.services, this.hooks, uri, entry, text) };
    } catch (err) {
      const refusal = err instanceof SaveRefused ? err : isCancellation(err) ? cancelled() : new SaveRefused(vscode.l10n.t('Not applied: {0}', toUserMessage(err)));
      const message = refusal.message;
      tellRefusal(this.services.prompts.current, refusal);
      this.services.log.warn(`Save of ${entry.ref.kind.singular} ${entry.ctx.identity.name} (${entry.ref.id}): ${message}`);
      return { ok: false, error: err instanceof ApiError && err.status === 404 ? vscode.FileSystemError.FileNotFound(message) : new vscode.FileSystemError(message) };
    }
  }

  /** The saved text is what the file holds now; an applied change shows the server's answer once VS Code is done. */
  private stored(uri: vscode.Uri, entry: ResourceEntry, content: Uint8Array, text: string, result: SaveResult): void {
    entry.content = content;
    entry.mtime = nextMtime();
    entry.next = undefined;
    if (result.base) entry.base = result.base;
    this.entryChanged.fire(uri);
    if (result.kind !== 'applied') return;
    const rendered = renderDocument(entry.ref.kind, result.base);
    if (rendered !== text) {
      this.pendingRender.set(uri.toString(), rendered);
      setTimeout(() => this.afterSave(uri), 2000); // in case onDidSaveTextDocument never comes
    }
    const { kind, id } = entry.ref;
    this.services.log.info(`${kind.title} ${entry.ctx.identity.name} (${id}) updated: ${result.changes} change(s).`);
    void this.services.prompts.current.info(vscode.l10n.t('{0} {1} updated.', kind.title, entry.ctx.identity.name));
    this.onApplied?.(entry);
  }

  /** After VS Code finished saving: show the server's values (they can differ from the text written). */
  afterSave(uri: vscode.Uri): void {
    const rendered = this.pendingRender.get(uri.toString());
    const entry = this.entry(uri);
    this.pendingRender.delete(uri.toString());
    if (rendered === undefined || !entry) return;
    entry.content = encode(rendered);
    entry.mtime = nextMtime();
    this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }

  createDirectory(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  delete(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  rename(uri: vscode.Uri): void {
    throw vscode.FileSystemError.NoPermissions(uri);
  }

  dispose(): void {
    this.changed.dispose();
    this.entryChanged.dispose();
  }

  /** The entry of a document, fetched once on first use (stat and readFile of a restored editor share the GET). */
  private load(uri: vscode.Uri): Promise<ResourceEntry> {
    const known = this.entry(uri);
    if (known) return Promise.resolve(known);
    const key = uri.toString();
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fetchEntry(uri).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async fetchEntry(uri: vscode.Uri): Promise<ResourceEntry> {
    const ref = parseResourceUri(uri);
    if (!ref || !this.services.registry.get(ref.tenantId)) throw vscode.FileSystemError.FileNotFound(uri);
    let entry: ResourceEntry;
    try {
      entry = createEntry(ref, await fetchResource(this.services, ref));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) throw vscode.FileSystemError.FileNotFound(uri);
      throw vscode.FileSystemError.Unavailable(toUserMessage(err));
    }
    const raced = this.entry(uri);
    if (raced) return raced;
    this.entries.set(uri.toString(), entry);
    this.entryChanged.fire(uri);
    return entry;
  }
}
