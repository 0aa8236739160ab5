/**
 * Export to Workspace…: a tenant's resources (the kinds picked, all by default) or one clicked resource, written as
 * `<folder>/<tenant label>/<kind>/<name>.json` in a workspace folder (src/workspace/exportedFiles.ts): normalised
 * as for compare, so no secret, id or date is written. Nothing is written outside the workspace folder (links
 * followed: refused before any write). Existing files are overwritten only after one question naming them — for one resource, naming it: its file is the one holding that resource (a whole export may have
 * numbered it `-2`), never another resource's file (onePath). Reading runs under a progress notification with Cancel; nothing is written until all is read.
 * Nothing is sent to the tenant but reads.
 */
import * as vscode from 'vscode';
import { COMPARE_KINDS } from '../../compare/kinds';
import type { Services } from '../../services';
import type { Prompts } from '../../ui/prompts';
import type { TreeNode } from '../../tree/node';
import { companionFile, exportPaths, exportText, onePath } from '../../workspace/exportedFiles';
import { readKind, readOne, type ReadResource } from '../../workspace/readTenant';
import { kindOf } from '../../kinds';
import { rowTarget } from '../compare/compareTarget';
import { sideOf } from '../compare/sides';
import { pickTenant } from '../pickTenant';
import { outsideFolder } from '../../workspace/insideFolder';
import { pickWorkspaceFolder } from './workspaceFolder';

const exists = (uri: vscode.Uri): Thenable<boolean> => vscode.workspace.fs.stat(uri).then(() => true, () => false);
const textAt = async (uri: vscode.Uri): Promise<string | undefined> => vscode.workspace.fs.readFile(uri).then((b) => new TextDecoder().decode(b), () => undefined);
const overwrite = () => vscode.l10n.t('Overwrite');

interface ExportFile { uri: vscode.Uri; text: string }

/** The files of one resource: its JSON file, and its companion file beside it when its kind has one (an action's code). */
function filesOf(root: vscode.Uri, item: ReadResource, segments: readonly string[]): ExportFile[] {
  const json = { uri: vscode.Uri.joinPath(root, ...segments), text: exportText(item.normalised, item.kind.id) };
  const companion = companionFile(item.kind.id, item.normalised, segments);
  return companion ? [json, { uri: vscode.Uri.joinPath(root, ...companion.segments), text: companion.text }] : [json];
}

/** The files named in a question: their paths in the workspace, at most ten, then how many more. */
function fileList(uris: readonly vscode.Uri[]): string {
  const shown = uris.slice(0, 10).map((u) => vscode.workspace.asRelativePath(u));
  return uris.length > 10 ? `${shown.join('\n')}\n${vscode.l10n.t('and {0} more', uris.length - 10)}` : shown.join('\n');
}

/**
 * Refuses, before anything is written, files whose real place (links followed: a planted `<tenant>/connections` link
 * to another folder) is outside the workspace folder.
 */
async function refuseOutside(folder: vscode.Uri, files: readonly ExportFile[]): Promise<void> {
  if (folder.scheme !== 'file') return;
  const outside = new Set(await outsideFolder(folder.fsPath, files.map((f) => f.uri.fsPath)));
  if (outside.size === 0) return;
  const uris = files.filter((f) => outside.has(f.uri.fsPath)).map((f) => f.uri);
  throw new Error(vscode.l10n.t(
    'Nothing was exported: {0} would be written outside the workspace folder {1}, through a link to another folder. Remove the link, then export again.',
    fileList(uris).replace(/\n/g, ', '), folder.fsPath,
  ));
}

/** Every resource read: each its own file, existing files overwritten after one question naming them. */
async function allFiles(prompts: Prompts, folder: vscode.WorkspaceFolder, label: string, read: ReadResource[]): Promise<ExportFile[]> {
  const files = exportPaths(label, read).flatMap((segments, i) => filesOf(folder.uri, read[i]!, segments));
  await refuseOutside(folder.uri, files);
  const there = await Promise.all(files.map((f) => exists(f.uri)));
  const existing = files.filter((_, i) => there[i]).map((f) => f.uri);
  if (existing.length > 0) {
    await prompts.confirm(
      vscode.l10n.t('{0} of the {1} files already exist in {2}. Overwrite them?', existing.length, files.length, folder.name),
      { modal: true, detail: `${fileList(existing)}\n\n${vscode.l10n.t('They are replaced by what {0} has now; other files are left as they are.', label)}` },
      overwrite(),
    );
  }
  return files;
}

/** One resource: the file holding that same resource, else a free name (never another resource's file; onePath). */
async function oneFile(prompts: Prompts, root: vscode.Uri, label: string, item: ReadResource): Promise<ExportFile[]> {
  const { segments, exists: there } = await onePath(label, item, (s) => textAt(vscode.Uri.joinPath(root, ...s)));
  const files = filesOf(root, item, segments);
  const uri = files[0]!.uri;
  await refuseOutside(root, files);
  if (there) {
    const shown = vscode.workspace.asRelativePath(uri);
    await prompts.confirm(
      vscode.l10n.t('{0} already holds the {1} "{2}". Overwrite it?', shown, kindOf(item.kind.id).words.singular, item.normalised.name),
      { modal: true, detail: vscode.l10n.t('It is replaced by what {0} has now; other files are left as they are.', label) },
      overwrite(),
    );
  }
  return files;
}

export async function exportToWorkspace(services: Services, node?: TreeNode): Promise<void> {
  const title = vscode.l10n.t('Export to Workspace');
  const tenant = await pickTenant(services, node);
  const one = rowTarget(node);
  const kinds = one ? [one.kind] : await services.prompts.current.pickMany(
    COMPARE_KINDS.map((k) => ({ label: kindOf(k.id).words.plural, value: k, picked: true })),
    { title, placeHolder: vscode.l10n.t('Kinds to export from {0}', tenant.profile.label), atLeastOne: vscode.l10n.t('Pick at least one kind.') },
  );
  const folder = await pickWorkspaceFolder(services, title);
  const read = await services.prompts.current.progress(vscode.l10n.t('Exporting {0}', tenant.profile.label), async (report, signal) => {
    const side = await sideOf(tenant, signal);
    if (one) return [await readOne(one.kind, one.id, side, { signal })];
    const out: ReadResource[] = [];
    for (const kind of kinds) {
      const plural = kindOf(kind.id).words.plural;
      report(vscode.l10n.t('{0}…', plural));
      out.push(...(await readKind(kind, side, { signal }, (n) => report(vscode.l10n.t('{0}: {1} read', plural, n)))));
    }
    return out;
  });
  const prompts = services.prompts.current;
  const files = one ? await oneFile(prompts, folder.uri, tenant.profile.label, read[0]!) : await allFiles(prompts, folder, tenant.profile.label, read);
  const encoder = new TextEncoder();
  for (const file of files) await vscode.workspace.fs.writeFile(file.uri, encoder.encode(file.text));
  services.log.info(`Exported ${read.length} resources of ${tenant.profile.label} to ${folder.name}`);
  void services.prompts.current.info(vscode.l10n.t('Exported {0} resources of {1} to {2}', read.length, tenant.profile.label, folder.name));
}
