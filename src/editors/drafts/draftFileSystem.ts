import * as vscode from 'vscode';
import type { DraftStore } from './draftStore';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Runs before a saved text is stored; throwing refuses the save (the message says why). */
export type BeforeStore = (uri: vscode.Uri, text: string) => Promise<void>;

/**
 * The `auth-tenants-draft` file system: each draft is one file backed by {@link DraftStore}. Saving
 * (`writeFile`) stores the text once `beforeStore` let it through (a document of a tenant's state is applied first);
 * a refusal throws, VS Code keeps the document dirty and shows the reason.
 */
export class DraftFileSystem implements vscode.FileSystemProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;

  constructor(private readonly store: DraftStore, private readonly beforeStore?: BeforeStore) {}

  /** Replaces a draft's text from the extension (a new draft, a reload): open editors follow. */
  async replace(uri: vscode.Uri, text: string): Promise<void> {
    const existed = !!this.store.get(uri.path);
    await this.store.write(uri.path, text);
    this.changed.fire([{ type: existed ? vscode.FileChangeType.Changed : vscode.FileChangeType.Created, uri }]);
  }

  async remove(uri: vscode.Uri): Promise<void> {
    if (await this.store.delete(uri.path)) this.changed.fire([{ type: vscode.FileChangeType.Deleted, uri }]);
  }

  watch(): vscode.Disposable {
    return new vscode.Disposable(() => undefined);
  }

  stat(uri: vscode.Uri): vscode.FileStat {
    const record = this.store.get(uri.path);
    if (record) return { type: vscode.FileType.File, ctime: record.ctime, mtime: record.mtime, size: bytes(record.text) };
    if (this.children(uri).size > 0 || uri.path === '/' || uri.path === '') return { type: vscode.FileType.Directory, ctime: 0, mtime: 0, size: 0 };
    throw vscode.FileSystemError.FileNotFound(uri);
  }

  readDirectory(uri: vscode.Uri): [string, vscode.FileType][] {
    const entries = this.children(uri);
    if (entries.size === 0 && uri.path !== '/') throw vscode.FileSystemError.FileNotFound(uri);
    return [...entries];
  }

  readFile(uri: vscode.Uri): Uint8Array {
    const record = this.store.get(uri.path);
    if (!record) throw vscode.FileSystemError.FileNotFound(uri);
    return Buffer.from(record.text, 'utf8');
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array, options: { create: boolean; overwrite: boolean }): Promise<void> {
    const exists = !!this.store.get(uri.path);
    if (!exists && !options.create) throw vscode.FileSystemError.FileNotFound(uri);
    if (exists && !options.overwrite) throw vscode.FileSystemError.FileExists(uri);
    if (!exists) throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Drafts are created by the extension\'s commands.'));
    const text = Buffer.from(content).toString('utf8');
    try {
      await this.beforeStore?.(uri, text);
    } catch (err) {
      throw vscode.FileSystemError.NoPermissions(err instanceof Error ? err.message : String(err));
    }
    await this.store.write(uri.path, text);
    this.changed.fire([{ type: vscode.FileChangeType.Changed, uri }]);
  }

  async delete(uri: vscode.Uri): Promise<void> {
    if (!this.store.get(uri.path)) throw vscode.FileSystemError.FileNotFound(uri);
    await this.remove(uri);
  }

  createDirectory(): void {
    throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Drafts are created by the extension\'s commands.'));
  }

  rename(): void {
    throw vscode.FileSystemError.NoPermissions(vscode.l10n.t('Drafts cannot be renamed.'));
  }

  dispose(): void {
    this.changed.dispose();
  }

  /** Direct children of a folder path, from the stored draft paths. */
  private children(uri: vscode.Uri): Map<string, vscode.FileType> {
    const prefix = uri.path.endsWith('/') ? uri.path : `${uri.path}/`;
    const out = new Map<string, vscode.FileType>();
    for (const path of this.store.paths()) {
      if (!path.startsWith(prefix)) continue;
      const [head, ...rest] = path.slice(prefix.length).split('/');
      if (head) out.set(head, rest.length ? vscode.FileType.Directory : vscode.FileType.File);
    }
    return out;
  }
}
