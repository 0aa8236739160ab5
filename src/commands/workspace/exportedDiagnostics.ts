/**
 * Diagnostics of exported workspace files (`<tenant>/<kind>/<name>.json` inside a workspace folder): the
 * extension's own checks (src/workspace/fileChecks.ts) while the file is open. Saving such a file only writes the
 * file: nothing is sent to a tenant.
 */
import * as vscode from 'vscode';
import { registerDiagnostics } from '../../editors/diagnostics/registerDiagnostics';
import { exportedFile } from '../../workspace/exportedFiles';
import { exportedFileProblems } from '../../workspace/fileChecks';

const exportOf = (document: vscode.TextDocument) =>
  document.uri.scheme === 'file' && vscode.workspace.getWorkspaceFolder(document.uri) ? exportedFile(document.uri.path) : undefined;

export function registerExportedDiagnostics(): vscode.Disposable {
  return registerDiagnostics('authTenants.exportedFiles', {
    matches: (document) => exportOf(document) !== undefined,
    problems: (document) => exportedFileProblems(exportOf(document)!.kind.id, document.getText()),
  });
}
