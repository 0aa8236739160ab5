import * as vscode from 'vscode';
import { toDiagnostic } from '../diagnostics/registerDiagnostics';
import type { Problem } from '../validate';
import { connectionProblems, topRange } from './connectionChecks';
import type { ConnectionFileSystem } from './connectionFileSystem';
import { isConnectionDocument } from './connectionUri';
import { READ_OPTIONS_SCOPE } from './patchBody';

export const DIAGNOSTIC_SOURCE = 'auth-tenants';

/** Live diagnostics of `auth-tenants:` connection documents, recomputed on every change. */
export class ConnectionDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('authTenants.connections');
  /** The server's last 400, shown at its property until the document changes. */
  private readonly server = new Map<string, Problem>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly fs: ConnectionFileSystem) {
    this.subscriptions = [
      vscode.workspace.onDidOpenTextDocument((doc) => this.update(doc)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0) this.server.delete(e.document.uri.toString());
        this.update(e.document);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        this.collection.delete(doc.uri);
        this.server.delete(doc.uri.toString());
      }),
      fs.onDidChangeEntry((uri) => {
        const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
        if (doc) this.update(doc);
      }),
    ];
    for (const doc of vscode.workspace.textDocuments) this.update(doc);
  }

  setServerProblem(uri: vscode.Uri, problem: Problem | undefined): void {
    if (problem) this.server.set(uri.toString(), problem);
    else this.server.delete(uri.toString());
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (doc) this.update(doc);
  }

  update(doc: vscode.TextDocument): void {
    if (!isConnectionDocument(doc.uri)) return;
    const entry = this.fs.entry(doc.uri);
    if (!entry) return;
    const text = doc.getText();
    const problems = connectionProblems(text, { base: entry.base, optionsReadable: entry.optionsReadable, canUpdateOptions: entry.canUpdateOptions });
    const server = this.server.get(doc.uri.toString());
    const diagnostics = [...problems, ...(server ? [server] : [])].map(toDiagnostic);
    if (!entry.optionsReadable) {
      const { start, end } = topRange(text);
      const note = new vscode.Diagnostic(
        new vscode.Range(start.line, start.character, end.line, end.character),
        vscode.l10n.t('options are not shown: this token lacks {0}; the rest stays editable and options are not sent', READ_OPTIONS_SCOPE),
        vscode.DiagnosticSeverity.Information,
      );
      note.source = DIAGNOSTIC_SOURCE;
      note.code = 'options_not_shown';
      diagnostics.unshift(note);
    }
    this.collection.set(doc.uri, diagnostics);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.collection.dispose();
  }
}
