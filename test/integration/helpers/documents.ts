import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

/** Polls until `probe` returns something truthy; fails with `what` after `ms`. */
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The open document with this URI, if any. */
export const doc = (uri: vscode.Uri): vscode.TextDocument | undefined => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());

/** The extension's own diagnostics (the JSON language server's have no source). */
export const ours = (uri: vscode.Uri): vscode.Diagnostic[] => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'auth-tenants');

/** A diagnostic's range as [startLine, startChar, endLine, endChar]. */
export const at = (d: vscode.Diagnostic): number[] => [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character];

/** Replaces a document's whole text, as a user edit would (the document becomes dirty). */
export async function setText(uri: vscode.Uri, text: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(uri);
  const edit = new vscode.WorkspaceEdit();
  edit.replace(uri, new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)), text);
  assert.ok(await vscode.workspace.applyEdit(edit));
  return document;
}
