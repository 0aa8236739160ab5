/**
 * What the commands on an exported workspace file (Compare with Tenant (Drift), Apply to Tenant…) take: the clicked
 * file (explorer, editor title or context) or the active editor's, and the tenant to use — the one the file's folder
 * names first (picked by default), then the others; the only tenant without asking.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { companionName, companionOf } from '../../workspace/companion';
import { exportedJsonPath, tenantFolder, type ExportedFile } from '../../workspace/exportedFiles';

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

/**
 * The exported resource a command acts on: the clicked (or active) file's JSON file — the file itself, or for a
 * companion file (an action's `<name>.js`) the `<name>.json` beside it — and its export; an error when it is none.
 */
export function exportedTarget(arg: unknown): { uri: vscode.Uri; file: ExportedFile } {
  const clicked = targetUri(arg);
  const found = exportedJsonPath(clicked.path, vscode.workspace.getWorkspaceFolder(clicked)?.uri.path);
  if (!found) throw new Error(vscode.l10n.t('{0} is not an exported resource: its path must end in <tenant>/<kind>/<name>.json, as Export to Workspace… writes it, outside node_modules and dot folders.', vscode.workspace.asRelativePath(clicked)));
  return { uri: clicked.with({ path: found.path }), file: found.file };
}

/** The companion file beside an export's JSON file (an action's `<name>.js`), if its kind has one. */
export function companionUri(uri: vscode.Uri, file: ExportedFile): vscode.Uri | undefined {
  const companion = companionOf(file.kind.id);
  return companion && uri.with({ path: uri.path.replace(/[^/]+$/, (name) => companionName(name, companion)) });
}

/** The text of a file as the user means it (fileText), or undefined when there is no such file. */
export async function optionalText(uri: vscode.Uri): Promise<string | undefined> {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  if (open) return fileText(open);
  return vscode.workspace.fs.readFile(uri).then((b) => new TextDecoder().decode(b), () => undefined);
}
