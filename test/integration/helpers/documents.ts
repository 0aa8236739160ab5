import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';

export { until } from '../../helpers/wait';

/** The open document with this URI, if any. */
export const doc = (uri: vscode.Uri): vscode.TextDocument | undefined => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());

/** The open document with this URI; fails the test when it is not open. */
export function openedDoc(uri: vscode.Uri): vscode.TextDocument {
  const found = doc(uri);
  assert.ok(found, `${uri.toString()} is open`);
  return found;
}

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

/** Edits a JSON document as a user would: parses its text, lets `change` mutate the value, writes it back (2-space JSON). */
export async function editJson(uri: vscode.Uri, change: (value: Record<string, any>) => void): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const value = JSON.parse(openedDoc(uri).getText()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  change(value);
  await setText(uri, `${JSON.stringify(value, null, 2)}\n`);
}

/** Tabs that show one of the extension's documents (any `auth-tenants*` scheme), directly or in a diff. */
function ourTabs(only?: vscode.Uri): vscode.Tab[] {
  const ours = (uri: vscode.Uri) => (only ? uri.toString() === only.toString() : uri.scheme.startsWith('auth-tenants'));
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => {
    const input = t.input;
    return (input instanceof vscode.TabInputText && ours(input.uri)) || (input instanceof vscode.TabInputTextDiff && ours(input.modified));
  });
}

/** Closes the tabs of one document without saving or reverting it. */
export async function closeTabs(uri: vscode.Uri): Promise<void> {
  const tabs = ourTabs(uri);
  if (tabs.length) await vscode.window.tabGroups.close(tabs);
}

/**
 * Closes every editor of the extension's documents without a prompt: a dirty draft is kept in the draft
 * store (saving a draft never sends it), any other dirty document (a phone factors document, whose save applies
 * it, included) is reverted first.
 */
export async function closeOurEditors(): Promise<void> {
  for (const d of vscode.workspace.textDocuments.filter((d) => d.uri.scheme.startsWith('auth-tenants') && d.isDirty)) {
    if (d.uri.scheme === 'auth-tenants-draft' && !d.uri.path.endsWith('.phone-factors.json')) await d.save();
    else {
      await vscode.window.showTextDocument(d);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
  }
  const tabs = ourTabs();
  if (tabs.length) await vscode.window.tabGroups.close(tabs);
}

/** The newest Compare Tenants report (the compare documents' `run=N` query counts up), whatever earlier suites left open. */
export function latestReport(): vscode.TextDocument {
  const run = (d: vscode.TextDocument) => Number(/run=(\d+)/.exec(d.uri.query)?.[1] ?? -1);
  const reports = vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'auth-tenants-compare' && d.uri.path.endsWith('.md'));
  const newest = reports.sort((a, b) => run(a) - run(b)).at(-1);
  if (!newest) throw new Error('no Compare Tenants report is open');
  return newest;
}
