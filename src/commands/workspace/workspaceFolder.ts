/** The workspace folder an export writes to: the only one, or the one the user picks; none open says what to do. */
import * as vscode from 'vscode';
import type { Services } from '../../services';

export async function pickWorkspaceFolder(services: Services, title: string): Promise<vscode.WorkspaceFolder> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) throw new Error(vscode.l10n.t('Open a folder first (File: Open Folder…): exported resources are written into a workspace folder.'));
  if (folders.length === 1) return folders[0]!;
  return services.prompts.current.pick(
    folders.map((f) => ({ label: f.name, description: f.uri.fsPath, value: f })),
    { title, placeHolder: vscode.l10n.t('Workspace folder to write to') },
  );
}
