/**
 * Ctrl+S in a document of the extension (the keybinding's `when` names both schemes): the save's questions and
 * request run before VS Code saves, so a refused or cancelled save leaves the document dirty with at most one
 * message of ours, never VS Code's "Failed to save". Returns whether the document was saved.
 */
import * as vscode from 'vscode';
import { DRAFT_SCHEME } from '../../editors/drafts/draftUris';
import { saveDraft } from '../../editors/drafts/saveDraft';
import { SCHEME } from '../../editors/resource/resourceUri';
import type { Services } from '../../services';

export async function saveDocument(services: Services, arg?: unknown): Promise<boolean> {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  const document = uri && vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (!document) {
    await vscode.commands.executeCommand('workbench.action.files.save');
    return false;
  }
  if (document.uri.scheme === SCHEME) return services.resources.saveDocument(document);
  if (document.uri.scheme === DRAFT_SCHEME) return saveDraft(services, services.drafts, document);
  return document.save();
}
