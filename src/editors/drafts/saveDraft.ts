/**
 * Ctrl+S in a draft (authTenants.saveDocument): what would refuse the save is settled before VS Code saves, so a
 * refusal leaves the draft dirty with one message of ours (none for a cancel) and no "Failed to save" from VS Code.
 * A phone factors document is applied first (its questions, then the PUT); any other draft is stored.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import { tellRefusal } from '../resource/saveGuards';
import type { Drafts } from './drafts';
import type { DraftRef } from './draftUris';
import { savePhoneFactors } from '../../kinds/phoneFactors/draftSave';

/** Why a draft holding a secret is not stored. */
export function secretRefusal(kind: DraftRef['kind'] | undefined): string {
  return kind === 'connection'
    ? vscode.l10n.t('Not saved: remove the secret from the connection draft. Set it in the connection editor once the connection exists; a draft never keeps one.')
    : vscode.l10n.t('Not saved: remove the webhook secret from the draft. It is asked for on Create, never kept in a draft.');
}

/** Returns whether the draft was saved. */
export async function saveDraft(services: Services, drafts: Drafts, document: vscode.TextDocument): Promise<boolean> {
  const { uri } = document;
  const text = document.getText();
  const kind = drafts.refOf(uri)?.kind;
  if (!kind || !document.isDirty) return document.save();
  if (!drafts.mayStore(uri, text)) {
    void services.prompts.current.error(secretRefusal(kind));
    return false;
  }
  if (kind !== 'phone-factors') return document.save();
  let shown: string;
  try {
    shown = await savePhoneFactors(services, drafts, uri, text, vscode.TextDocumentSaveReason.Manual);
  } catch (err) {
    tellRefusal(services.prompts.current, err);
    return false;
  }
  drafts.applied.set(uri.toString(), { text, shown });
  try {
    return await document.save();
  } finally {
    drafts.applied.delete(uri.toString());
  }
}
