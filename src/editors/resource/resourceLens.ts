import * as vscode from 'vscode';
import type { Services } from '../../services';
import { headerLine } from './headerLine';
import type { ResourceFileSystem } from './resourceFileSystem';

/** The header of a resource document (headerLine.ts): what it is and where, the kind's actions and how saving applies it. */
export class ResourceLens implements vscode.CodeLensProvider {
  readonly onDidChangeCodeLenses: vscode.Event<void>;

  constructor(private readonly services: Services, private readonly fs: ResourceFileSystem) {
    this.onDidChangeCodeLenses = (listener, thisArg, disposables) => fs.onDidChangeEntry(() => listener.call(thisArg), undefined, disposables);
  }

  provideCodeLenses(doc: vscode.TextDocument): vscode.CodeLens[] {
    const entry = this.fs.entry(doc.uri);
    if (!entry) return [];
    const { kind, tenantId, id } = entry.ref;
    const profile = this.services.registry.get(tenantId);
    const tenant = profile ? `${profile.label}${profile.environment === 'production' ? ` · ${vscode.l10n.t('PRODUCTION')}` : ''}` : tenantId;
    const top = new vscode.Range(0, 0, 0, 0);
    const actions = (kind.actions ?? []).filter((a) => a.when?.(entry.resource) ?? true);
    const header = headerLine(kind, entry.ctx.identity, tenant, entry.notEditable, (m, ...args) => vscode.l10n.t(m, ...args));
    return [
      new vscode.CodeLens(top, { title: `$(${kind.icon}) ${header.title}`, tooltip: header.hover, command: '' }),
      ...actions.map((a) => new vscode.CodeLens(top, { title: `$(${a.icon ?? 'key'}) ${vscode.l10n.t(a.title)}`, tooltip: vscode.l10n.t(a.tooltip), command: a.command, arguments: [{ tenantId, [kind.idArgument]: id }] })),
      new vscode.CodeLens(top, {
        title: `$(cloud-upload) ${vscode.l10n.t('Save to apply')}`,
        tooltip: vscode.l10n.t('Saving checks the document, detects changes made on the server since you opened it, and shows you the changes before applying them.'),
        command: 'workbench.action.files.save',
      }),
    ];
  }
}
