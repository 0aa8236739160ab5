/** The words of each compared kind, localised when a command runs. */
import * as vscode from 'vscode';
import type { CompareKindId } from '../../compare/kinds';

export interface KindWords {
  /** In a sentence: "token exchange profile". */
  singular: string;
  /** A heading: "Token Exchange Profiles". */
  plural: string;
}

export function kindWords(id: CompareKindId): KindWords {
  switch (id) {
    case 'connections': return { singular: vscode.l10n.t('connection'), plural: vscode.l10n.t('Connections') };
    case 'token-exchange-profiles': return { singular: vscode.l10n.t('token exchange profile'), plural: vscode.l10n.t('Token Exchange Profiles') };
    case 'event-streams': return { singular: vscode.l10n.t('event stream'), plural: vscode.l10n.t('Event Streams') };
    case 'vault-connections': return { singular: vscode.l10n.t('flows vault connection'), plural: vscode.l10n.t('Flows Vault Connections') };
    case 'phone-factors': return { singular: vscode.l10n.t('MFA phone factors'), plural: vscode.l10n.t('MFA Phone Factors') };
    case 'verification-templates': return { singular: vscode.l10n.t('verification template'), plural: vscode.l10n.t('Verification Templates') };
  }
}
