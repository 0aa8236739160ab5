/**
 * What the commands on an exported workspace file (Compare with Tenant (Drift), Apply to Tenant…) take: the clicked
 * file (explorer, editor title or context) or the active editor's, and the tenant to use — the one the file's folder
 * names first (picked by default), then the others; the only tenant without asking.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { tenantFolder, type ExportedFile } from '../../workspace/exportedFiles';

/** The clicked file (explorer, editor title), else the active editor's. */
export function targetUri(arg: unknown): vscode.Uri {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  if (!uri) throw new Error(vscode.l10n.t('Open an exported resource file (<tenant>/<kind>/<name>.json) first.'));
  return uri;
}

/** The tenant the folder names first (picked by default), then the others; the only tenant without asking. */
export async function pickTenantFor(services: Services, file: ExportedFile, title: string, placeHolder: string): Promise<TenantNode> {
  const tenants = services.roots.list();
  if (tenants.length === 0) throw new Error(vscode.l10n.t('Add a tenant first (Auth Tenants: Add Tenant…).'));
  if (tenants.length === 1) return tenants[0]!;
  const named = (t: TenantNode) => tenantFolder(t.profile.label) === file.tenantFolder;
  const ordered = [...tenants.filter(named), ...tenants.filter((t) => !named(t))];
  return services.prompts.current.pick(
    ordered.map((t) => ({ label: t.profile.label, description: `${t.profile.environment} · ${t.profile.domain}`, value: t, picked: named(t) })),
    { title, placeHolder },
  );
}

/**
 * The file's text as the user means it: an open document's unsaved edits, else what is on disk now — an open,
 * unchanged document may not have caught up yet with a change on disk (a git checkout, a script, another export).
 */
export async function fileText(document: vscode.TextDocument): Promise<string> {
  return document.isDirty ? document.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(document.uri));
}
