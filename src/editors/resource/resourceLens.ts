import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { ResourceFileSystem } from './resourceFileSystem';

/** The header of a resource document: what it is (kind, name, details, id, tenant), the kind's actions and how saving applies it. */
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
    const { name, details } = entry.ctx.identity;
    const tenant = profile ? `${profile.label}${profile.environment === 'production' ? ` · ${vscode.l10n.t('PRODUCTION')}` : ''}` : tenantId;
    const top = new vscode.Range(0, 0, 0, 0);
    const actions = (kind.actions ?? []).filter((a) => a.when?.(entry.resource) ?? true);
    // One line that fits a 1280 px window beside the default side bar: what and where in the titles; the
    // details (strategy, dates, claims), the id and the read-only fields in their hovers.
    return [
      new vscode.CodeLens(top, {
        title: `$(${kind.icon}) ${kind.title} ${name} · ${tenant}`,
        tooltip: [[...details, id].join(' · '), vscode.l10n.t(kind.headerNote)].join('\n'),
        command: '',
      }),
      ...(entry.notEditable.length === 0 ? [] : [new vscode.CodeLens(top, {
        title: `$(lock) ${vscode.l10n.t('Read-only fields')}`,
        tooltip: [vscode.l10n.t('Read-only, never sent: {0}', entry.notEditable.join(', ')), vscode.l10n.t(kind.readOnlyNote)].join('\n'),
        command: '',
      })]),
      ...actions.map((a) => new vscode.CodeLens(top, { title: `$(key) ${vscode.l10n.t(a.title)}`, tooltip: vscode.l10n.t(a.tooltip), command: a.command, arguments: [{ tenantId, [kind.idArgument]: id }] })),
      new vscode.CodeLens(top, {
        title: `$(cloud-upload) ${vscode.l10n.t('Save to apply')}`,
        tooltip: vscode.l10n.t('Saving checks the document, detects changes made on the server since you opened it, and shows you the changes before applying them.'),
        command: 'workbench.action.files.save',
      }),
    ];
  }
}
