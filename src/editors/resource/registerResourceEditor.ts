import * as vscode from 'vscode';
import { refreshGroup } from '../../tree/refresh';
import type { Services } from '../../services';
import { EDITOR_KINDS } from '../../kinds';
import { ResourceDiagnostics } from './diagnostics';
import { ResourceLens } from './resourceLens';
import { SCHEME, SERVER_SCHEME } from './resourceUri';
import { ServerVersions } from './serverVersions';

/** Registers the `auth-tenants` file system, its diagnostics, header lenses and the Compare snapshots. No request. */
export function registerResourceEditor(services: Services): vscode.Disposable[] {
  const fs = services.resources;
  const diagnostics = new ResourceDiagnostics(fs);
  const versions = new ServerVersions();
  fs.setHooks({
    compare: (uri, text) => versions.compare(uri, text),
    showMerge: (uri, serverText, mergedText) => versions.showMerge(uri, serverText, mergedText),
    closeMerge: (uri) => versions.closeMerge(uri),
    serverProblem: (uri, problem) => diagnostics.setServerProblem(uri, problem),
  });
  // Only the tenant's list of that kind reloads, and only if the tree has it.
  fs.onApplied = (entry) => refreshGroup(services, services.roots.get(entry.ref.tenantId), entry.ref.kind.treeGroup ?? entry.ref.kind.id);
  // Completion, hover and signature help of the kinds whose documents have hooks (an action's code), loaded on first use.
  const withHooks = EDITOR_KINDS.filter((k) => k.hooks).map((k) => ({ scheme: SCHEME, pattern: `**/${k.id}/**/*${k.suffix}` }));
  const hooksOf = async (doc: vscode.TextDocument) => {
    const entry = fs.entry(doc.uri);
    const hooks = entry && (await entry.ref.kind.hooks?.());
    return hooks && entry ? { hooks, resource: entry.resource } : undefined;
  };
  return [
    vscode.languages.registerCompletionItemProvider(withHooks, {
      provideCompletionItems: async (doc, position) => hooksOf(doc).then((h) => h?.hooks.completion?.(doc, position, h.resource)),
    }, '.'),
    vscode.languages.registerHoverProvider(withHooks, {
      provideHover: async (doc, position) => hooksOf(doc).then((h) => h?.hooks.hover?.(doc, position, h.resource)),
    }),
    vscode.languages.registerSignatureHelpProvider(withHooks, {
      provideSignatureHelp: async (doc, position) => hooksOf(doc).then((h) => h?.hooks.signatureHelp?.(doc, position, h.resource)),
    }, '(', ','),
    fs,
    diagnostics,
    versions,
    vscode.workspace.registerFileSystemProvider(SCHEME, fs, { isCaseSensitive: true }),
    vscode.workspace.registerTextDocumentContentProvider(SERVER_SCHEME, versions),
    vscode.languages.registerCodeLensProvider(EDITOR_KINDS.map((k) => ({ scheme: SCHEME, pattern: `**/*${k.suffix}` })), new ResourceLens(services, fs)),
    vscode.workspace.onWillSaveTextDocument((e) => e.document.uri.scheme === SCHEME && fs.noteSaveReason(e.document.uri, e.reason)),
    vscode.workspace.onDidSaveTextDocument((doc) => doc.uri.scheme === SCHEME && fs.afterSave(doc.uri)),
    vscode.workspace.onDidCloseTextDocument((doc) => versions.forget(doc.uri)),
  ];
}
