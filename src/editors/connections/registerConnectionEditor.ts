import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { ConnectionFileSystem } from './connectionFileSystem';
import { ConnectionLens } from './connectionLens';
import { SCHEME, SERVER_SCHEME } from './connectionUri';
import { ConnectionDiagnostics } from './diagnostics';
import { ServerVersions } from './serverVersions';

const editors = new WeakMap<Services, ConnectionFileSystem>();

/** The connection file system of these services (one per activation). */
export function connectionEditor(services: Services): ConnectionFileSystem {
  let fs = editors.get(services);
  if (!fs) {
    fs = new ConnectionFileSystem(services);
    editors.set(services, fs);
  }
  return fs;
}

/** Registers the `auth-tenants` file system, its diagnostics, header lenses and the Compare snapshots. No request. */
export function registerConnectionEditor(services: Services): vscode.Disposable[] {
  const fs = connectionEditor(services);
  const diagnostics = new ConnectionDiagnostics(fs);
  const versions = new ServerVersions();
  fs.setHooks({
    compare: (uri, text) => versions.compare(uri, text),
    showMerge: (uri, serverText, mergedText) => versions.showMerge(uri, serverText, mergedText),
    serverProblem: (uri, problem) => diagnostics.setServerProblem(uri, problem),
  });
  fs.onApplied = (entry) => {
    // Only the tenant's connections list reloads, and only if it was loaded.
    const group = services.roots.get(entry.ref.tenantId)?.group('connections') as (TreeNode & { reset?(): void }) | undefined;
    if (!group) return;
    group.reset?.();
    services.tree.refresh(group);
  };
  return [
    fs,
    diagnostics,
    versions,
    vscode.workspace.registerFileSystemProvider(SCHEME, fs, { isCaseSensitive: true }),
    vscode.workspace.registerTextDocumentContentProvider(SERVER_SCHEME, versions),
    vscode.languages.registerCodeLensProvider({ scheme: SCHEME, pattern: '**/*.connection.json' }, new ConnectionLens(services, fs)),
    vscode.workspace.onWillSaveTextDocument((e) => e.document.uri.scheme === SCHEME && fs.noteSaveReason(e.document.uri, e.reason)),
    vscode.workspace.onDidSaveTextDocument((doc) => doc.uri.scheme === SCHEME && fs.afterSave(doc.uri)),
    vscode.workspace.onDidCloseTextDocument((doc) => versions.forget(doc.uri)),
  ];
}
