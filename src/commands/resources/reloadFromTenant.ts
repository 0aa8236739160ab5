/**
 * Reload from Tenant (editor title of a resource document): reads the resource again and shows the server's current
 * version, which becomes the base of the next save. Unsaved edits are dropped after a question that says so.
 */
import * as vscode from 'vscode';
import { SCHEME } from '../../editors/resource/resourceUri';
import type { Services } from '../../services';

export async function reloadFromTenant(services: Services, arg?: unknown): Promise<void> {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  const fs = services.resources;
  const entry = uri?.scheme === SCHEME ? fs.entry(uri) : undefined;
  if (!uri || !entry) throw new Error(vscode.l10n.t('Open a resource from the Auth Tenants view first.'));
  const name = entry.ctx.identity.name;
  const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (document?.isDirty) {
    await services.prompts.current.confirm(
      vscode.l10n.t('Reload {0} {1} from the tenant and drop your unsaved edits?', entry.ref.kind.singular, name),
      { modal: true, detail: vscode.l10n.t('The document then shows the version the tenant has now.') },
      vscode.l10n.t('Reload'),
    );
  }
  await vscode.window.withProgress({ location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Reading {0} {1}…', entry.ref.kind.singular, name) }, () => fs.reload(uri));
  // A document without edits follows the file change by itself; one with edits is reverted to the new version.
  if (!document?.isDirty) return;
  await vscode.window.showTextDocument(document);
  await vscode.commands.executeCommand('workbench.action.files.revert');
}
