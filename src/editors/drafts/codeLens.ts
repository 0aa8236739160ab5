import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { Drafts } from './drafts';

/** "Create" / "Apply" at the top of a draft, plus "Reload actions" for token exchange profiles. */
export class DraftCodeLensProvider implements vscode.CodeLensProvider {
  constructor(private readonly services: Services, private readonly drafts: Drafts) {}

  provideCodeLenses(document: vscode.TextDocument): vscode.CodeLens[] {
    const ref = this.drafts.refOf(document.uri);
    if (!ref) return [];
    const top = new vscode.Range(0, 0, 0, 0);
    const tenant = this.services.registry.get(ref.tenantId)?.label ?? ref.tenantId;
    const args = [document.uri];
    if (ref.kind === 'phone-factors') {
      return [new vscode.CodeLens(top, { title: `$(cloud-upload) ${vscode.l10n.t('Apply phone factors to {0}', tenant)}`, command: 'authTenants.applyPhoneFactorsDocument', arguments: args })];
    }
    if (ref.kind === 'verification-template') {
      return [new vscode.CodeLens(top, { title: `$(cloud-upload) ${vscode.l10n.t('Create verification template on {0}', tenant)}`, command: 'authTenants.submitVerificationTemplateDraft', arguments: args })];
    }
    if (ref.kind === 'connection') {
      return [new vscode.CodeLens(top, { title: `$(cloud-upload) ${vscode.l10n.t('Create connection on {0}', tenant)}`, command: 'authTenants.submitConnectionDraft', arguments: args })];
    }
    if (ref.kind === 'event-stream') {
      return [new vscode.CodeLens(top, { title: `$(cloud-upload) ${vscode.l10n.t('Create event stream on {0}', tenant)}`, command: 'authTenants.submitEventStreamDraft', arguments: args })];
    }
    return [
      new vscode.CodeLens(top, { title: `$(cloud-upload) ${vscode.l10n.t('Create token exchange profile on {0}', tenant)}`, command: 'authTenants.submitTokenExchangeProfile', arguments: args }),
      new vscode.CodeLens(top, { title: `$(refresh) ${vscode.l10n.t('Reload actions')}`, command: 'authTenants.reloadDraftActions', arguments: args }),
    ];
  }
}
