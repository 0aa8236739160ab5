import * as vscode from 'vscode';
import type { Problem } from '../../diagnostics/validate';
import { withoutJsonServiceProblems } from './jsonService';

/** Where problems of some documents come from: the pure `validate` plus whatever the source knows. */
interface DiagnosticSource {
  matches(document: vscode.TextDocument): boolean;
  problems(document: vscode.TextDocument): Problem[];
  /** Fired when a document's problems changed without an edit (e.g. data loaded from the tenant). */
  readonly onDidChange?: vscode.Event<vscode.Uri>;
}

export function toDiagnostic(problem: Problem): vscode.Diagnostic {
  const { start, end } = problem.range;
  const severity = problem.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Error;
  const diagnostic = new vscode.Diagnostic(new vscode.Range(start.line, start.character, end.line, end.character), problem.message, severity);
  diagnostic.source = 'auth-tenants';
  if (problem.code) diagnostic.code = problem.code;
  return diagnostic;
}

/**
 * One DiagnosticCollection for the documents of `source`: updated when a document opens or changes,
 * cleared when it closes.
 */
export function registerDiagnostics(name: string, source: DiagnosticSource): vscode.Disposable {
  const collection = vscode.languages.createDiagnosticCollection(name);
  const update = (document: vscode.TextDocument) => {
    if (!source.matches(document)) return;
    collection.set(document.uri, withoutJsonServiceProblems(document, source.problems(document)).map(toDiagnostic));
  };
  const byUri = (uri: vscode.Uri) => {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (document && !document.isClosed) update(document);
    else collection.delete(uri);
  };
  vscode.workspace.textDocuments.forEach(update);
  const subscriptions = [
    collection,
    vscode.workspace.onDidOpenTextDocument(update),
    vscode.workspace.onDidChangeTextDocument((e) => update(e.document)),
    vscode.workspace.onDidCloseTextDocument((d) => collection.delete(d.uri)),
  ];
  if (source.onDidChange) subscriptions.push(source.onDidChange(byUri));
  return vscode.Disposable.from(...subscriptions);
}
