import * as vscode from 'vscode';
import { withoutJsonServiceProblems } from '../diagnostics/jsonService';
import { toDiagnostic } from '../diagnostics/registerDiagnostics';
import type { Problem } from '../../diagnostics/validate';
import { documentProblems, topRange } from '../../kinds/checks';
import type { ResourceFileSystem } from './resourceFileSystem';
import { isResourceDocument } from './resourceUri';

export const DIAGNOSTIC_SOURCE = 'auth-tenants';

/** Live diagnostics of `auth-tenants:` resource documents, recomputed on every change. */
export class ResourceDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('authTenants.resources');
  /** The server's last 400, shown at its property until the document changes. */
  private readonly server = new Map<string, Problem>();
  private readonly subscriptions: vscode.Disposable[];

  constructor(private readonly fs: ResourceFileSystem) {
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
    if (!isResourceDocument(doc.uri)) return;
    const entry = this.fs.entry(doc.uri);
    if (!entry) return;
    const text = doc.getText();
    const problems = documentProblems(entry.ref.kind, text, { base: entry.base, ctx: entry.ctx, resource: entry.resource });
    const server = this.server.get(doc.uri.toString());
    const diagnostics = [...withoutJsonServiceProblems(doc, problems), ...(server ? [server] : [])].map(toDiagnostic);
    for (const field of entry.ctx.hidden) {
      const { start, end } = topRange(text);
      const scope = entry.ref.kind.fieldScopes[field]?.read ?? '?';
      const note = new vscode.Diagnostic(
        new vscode.Range(start.line, start.character, end.line, end.character),
        vscode.l10n.t('{0} are not shown: this token lacks {1}; the rest stays editable and {0} are not sent', field, scope),
        vscode.DiagnosticSeverity.Information,
      );
      note.source = DIAGNOSTIC_SOURCE;
      note.code = `${field}_not_shown`;
      diagnostics.unshift(note);
    }
    this.collection.set(doc.uri, diagnostics);
  }

  dispose(): void {
    for (const s of this.subscriptions) s.dispose();
    this.collection.dispose();
  }
}
