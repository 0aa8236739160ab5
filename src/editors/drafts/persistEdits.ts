import * as vscode from 'vscode';
import type { Drafts } from './drafts';

/**
 * Keeps the latest text of every draft in globalState a moment after each edit, so an unsubmitted draft
 * survives a window reload even when it was never saved.
 */
export function persistDraftEdits(drafts: Drafts, delayMs = 750): vscode.Disposable {
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; document: vscode.TextDocument }>();
  const flush = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    const text = entry.document.getText();
    if (drafts.mayStore(entry.document.uri, text)) void drafts.store.remember(entry.document.uri.path, text);
  };
  const listener = vscode.workspace.onDidChangeTextDocument((e) => {
    if (e.contentChanges.length === 0 || !drafts.refOf(e.document.uri)) return;
    const key = e.document.uri.toString();
    clearTimeout(pending.get(key)?.timer);
    pending.set(key, { document: e.document, timer: setTimeout(() => flush(key), delayMs) });
  });
  return new vscode.Disposable(() => {
    listener.dispose();
    for (const key of [...pending.keys()]) flush(key);
  });
}
