import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { ResourceRef } from './resourceUri';

/**
 * Fetches the resource, shows its document (`auth-tenants:/<tenant>/<kind>/<id>/<name><suffix>`) and returns its
 * URI. A document still open from before shows what was fetched now, unless it has unsaved edits.
 */
export async function openResourceDocument(services: Services, ref: ResourceRef, name?: string): Promise<vscode.Uri> {
  const editor = services.resources;
  const uri = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Opening {0} {1}…', ref.kind.singular, name ?? ref.id) },
    () => editor.open(ref, name),
  );
  const shown = await vscode.window.showTextDocument(uri, { preview: false });
  if (!shown.document.isDirty && shown.document.getText() !== editor.text(uri)) await vscode.commands.executeCommand('workbench.action.files.revert');
  return uri;
}
