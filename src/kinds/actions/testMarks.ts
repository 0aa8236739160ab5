/**
 * The line a failing test run stopped at, marked on the action's open code document (a Problems entry, source
 * "Test…"); the next run of that action clears or moves it, and an edit of the document clears it.
 */
import * as vscode from 'vscode';

let marks: vscode.DiagnosticCollection | undefined;

function collection(): vscode.DiagnosticCollection {
  if (!marks) {
    const created = vscode.languages.createDiagnosticCollection('auth-tenants-action-tests');
    marks = created;
    vscode.workspace.onDidChangeTextDocument((e) => {
      if (e.contentChanges.length && created.has(e.document.uri)) created.delete(e.document.uri);
    });
  }
  return marks;
}

/** Marks `line` (1-based) of the code with the test's error, or clears the mark (a passing run, or no line). */
export function markFailure(code: vscode.TextDocument, line: number | undefined, message: string | undefined): void {
  const all = collection();
  if (line === undefined || line > code.lineCount) {
    all.delete(code.uri);
    return;
  }
  const range = code.lineAt(line - 1).range;
  const mark = new vscode.Diagnostic(range, vscode.l10n.t('Test… failed here: {0}', message ?? vscode.l10n.t('error')), vscode.DiagnosticSeverity.Error);
  mark.source = 'Test…';
  all.set(code.uri, [mark]);
}

/** The marks of a document (tests read them). */
export const failureMarks = (uri: vscode.Uri): readonly vscode.Diagnostic[] => marks?.get(uri) ?? [];
