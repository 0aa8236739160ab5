import * as vscode from 'vscode';
import { kindOf } from '../../kinds';
import type { Services } from '../../services';
import type { Drafts } from './drafts';

/** The lenses at the top of a draft (its kind's draft facet): "Create <kind> on <tenant>" for a create draft, then the kind's own. */
export class DraftCodeLensProvider implements vscode.CodeLensProvider {
  constructor(private readonly services: Services, private readonly drafts: Drafts) {}

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const ref = this.drafts.refOf(document.uri);
    const kind = ref && kindOf(ref.kind);
    if (!ref || !kind?.draft) return [];
    const top = new vscode.Range(0, 0, 0, 0);
    const tenant = this.services.registry.get(ref.tenantId)?.label ?? ref.tenantId;
    const args = [document.uri];
    const { submit, lenses = [] } = kind.draft;
    const create = submit ? [{ icon: 'cloud-upload', title: (t: string) => `Create ${kind.words.singular} on ${t}`, command: submit.command }] : [];
    return [...create, ...lenses].map((lens) => new vscode.CodeLens(top, { title: `$(${lens.icon}) ${lens.title(tenant)}`, command: lens.command, arguments: args }));
  }
}
