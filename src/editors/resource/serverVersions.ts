import * as vscode from 'vscode';
import { SERVER_SCHEME } from './resourceUri';

/** Read-only snapshots of a resource as the server has it now: the left side of Compare. */
export class ServerVersions implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly texts = new Map<string, string>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private counter = 0;
  /** Per document, the merged snapshot its open Merge diff shows. */
  private readonly merges = new Map<string, vscode.Uri>();

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  /** Opens a diff: the server version (left, read-only) and the user's document (right, still dirty). */
  async compare(uri: vscode.Uri, serverText: string): Promise<void> {
    const name = uri.path.split('/').pop() ?? '';
    await this.diff(this.snapshot(uri, serverText), uri, vscode.l10n.t('{0} (server now) ↔ yours', name));
  }

  /** Opens a diff: the server version (left) and the merge that a confirmation will send (right), both read-only. */
  async showMerge(uri: vscode.Uri, serverText: string, mergedText: string): Promise<void> {
    const name = uri.path.split('/').pop() ?? '';
    const merged = this.snapshot(uri, mergedText);
    this.merges.set(uri.toString(), merged);
    await this.diff(this.snapshot(uri, serverText), merged, vscode.l10n.t('{0} (server now) ↔ merged, to be sent', name));
  }

  /** Closes the document's Merge diff once the merge was sent: it shows nothing to act on any more. */
  async closeMerge(uri: vscode.Uri): Promise<void> {
    const merged = this.merges.get(uri.toString());
    this.merges.delete(uri.toString());
    if (!merged) return;
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .filter((t) => t.input instanceof vscode.TabInputTextDiff && t.input.modified.toString() === merged.toString());
    if (tabs.length) await vscode.window.tabGroups.close(tabs);
  }

  private snapshot(uri: vscode.Uri, text: string): vscode.Uri {
    const at = uri.with({ scheme: SERVER_SCHEME, query: `v=${++this.counter}` });
    this.texts.set(at.toString(), text);
    return at;
  }

  private async diff(left: vscode.Uri, right: vscode.Uri, title: string): Promise<void> {
    await vscode.commands.executeCommand('vscode.diff', left, right, title, { preview: false });
  }

  /** Forgets snapshots whose editors are closed. */
  forget(uri: vscode.Uri): void {
    if (uri.scheme === SERVER_SCHEME) this.texts.delete(uri.toString());
  }

  dispose(): void {
    this.changed.dispose();
    this.texts.clear();
  }
}
