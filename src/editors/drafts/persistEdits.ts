import * as vscode from 'vscode';
import type { Drafts } from './drafts';

/** A draft's edits, a moment after the last one: kept in globalState, or not (the text holds a secret). */
export interface KeptEdits {
  uri: vscode.Uri;
  /** The document's version whose text was kept or refused. */
  version: number;
  stored: boolean;
}

const kept = new vscode.EventEmitter<KeptEdits>();
/** Fires once a draft's pending edits are kept or refused (the integration tests wait for it, not for a time). */
export const onDidKeepDraftEdits = kept.event;

/**
 * Keeps the latest text of every draft in globalState a moment after each edit, so an unsubmitted draft
 * survives a window reload even when it was never saved; a text holding a secret is never kept.
 */
export function persistDraftEdits(drafts: Drafts, delayMs = 750): vscode.Disposable {
  const pending = new Map<string, { timer: ReturnType<typeof setTimeout>; document: vscode.TextDocument }>();
  const flush = (key: string) => {
    const entry = pending.get(key);
    if (!entry) return;
    clearTimeout(entry.timer);
    pending.delete(key);
    const { uri, version } = entry.document;
    const text = entry.document.getText();
    if (!drafts.mayStore(uri, text)) return kept.fire({ uri, version, stored: false });
    void drafts.store.remember(uri.path, text).then(() => kept.fire({ uri, version, stored: true }));
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
