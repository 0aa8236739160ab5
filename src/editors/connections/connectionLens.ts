import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { ConnectionFileSystem } from './connectionFileSystem';

/** The header of a connection document: what it is (name, strategy, id, tenant) and how saving applies it. */
export class ConnectionLens implements vscode.CodeLensProvider {
  readonly onDidChangeCodeLenses: vscode.Event<void>;

  constructor(private readonly services: Services, private readonly fs: ConnectionFileSystem) {
    this.onDidChangeCodeLenses = (listener, thisArg, disposables) => fs.onDidChangeEntry(() => listener.call(thisArg), undefined, disposables);
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const entry = this.fs.entry(doc.uri);
    if (!entry) return [];
    const profile = this.services.registry.get(entry.ref.tenantId);
    const { name, strategy, id } = entry.identity;
    const tenant = profile ? `${profile.label}${profile.environment === 'production' ? ` · ${vscode.l10n.t('PRODUCTION')}` : ''}` : entry.ref.tenantId;
    const top = new vscode.Range(0, 0, 0, 0);
    return [
      new vscode.CodeLens(top, {
        title: `$(plug) ${vscode.l10n.t('Connection {0} · strategy {1} · {2} · {3}', name, strategy || '?', id, tenant)}`,
        tooltip: vscode.l10n.t('name, strategy and id cannot be changed here'),
        command: '',
      }),
      ...(entry.notEditable.length === 0 ? [] : [new vscode.CodeLens(top, {
        title: `$(lock) ${vscode.l10n.t('Read-only, never sent: {0}', entry.notEditable.join(', '))}`,
        tooltip: vscode.l10n.t('The service returns these fields but a PATCH cannot change them (enabled_clients is changed through the connection\'s clients), so the document leaves them out and saving never sends them.'),
        command: '',
      })]),
      new vscode.CodeLens(top, {
        title: `$(cloud-upload) ${vscode.l10n.t('Save to apply: you will see the changes first')}`,
        tooltip: vscode.l10n.t('Saving checks the document, detects changes made on the server since you opened it, and asks before applying.'),
        command: 'workbench.action.files.save',
      }),
    ];
  }
}
