/**
 * Diagnostics of exported workspace files (`<tenant>/<kind>/<name>.json` inside a workspace folder, by the rule of
 * src/workspace/exportedFiles.ts exportedFile): the extension's own checks (src/workspace/fileChecks.ts) while the
 * file is open and holds an export (looksExported: one of the kind's keys), none otherwise. Files already open when
 * the extension activates are checked at once (registerDiagnostics); the manifest's `workspaceContains:` events
 * activate the extension in a window whose folder holds exported files (files exported later are checked anyway: the
 * export ran in the active extension). Saving such a file only writes the file:
 * nothing is sent to a tenant.
 */
import * as vscode from 'vscode';
import { registerDiagnostics } from '../../editors/diagnostics/registerDiagnostics';
import { exportedFile } from '../../workspace/exportedFiles';
import { exportedFileProblems, looksExported } from '../../workspace/fileChecks';

const exportOf = (document: vscode.TextDocument) => {
  const folder = document.uri.scheme === 'file' ? vscode.workspace.getWorkspaceFolder(document.uri) : undefined;
  return folder ? exportedFile(document.uri.path, folder.uri.path) : undefined;
};

export function registerExportedDiagnostics(): vscode.Disposable {
  return registerDiagnostics('authTenants.exportedFiles', {
    matches: (document) => exportOf(document) !== undefined,
    problems: (document) => {
      const id = exportOf(document)!.kind.id;
      const text = document.getText();
      return looksExported(id, text) ? exportedFileProblems(id, text) : [];
    },
  });
}
