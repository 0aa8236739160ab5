/**
 * Ctrl+S in a phone factors document applies it, exactly as the Apply lens does (same checks, same question before
 * an empty list), or refuses with the reason; it never marks the document saved without applying it.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api';
import { phoneMessageTypesSchema } from './api';
import type { Services } from '../../services';
import { isCancellation } from '../../util/errors';
import { cancelled, refuseOnErrors, SaveRefused } from '../../editors/resource/saveGuards';
import type { Drafts } from '../../editors/drafts/drafts';
import { phoneFactorsText } from './draft';
import { applyPhoneFactorsList } from './draftApply';
import { isLocalError } from '../../editors/drafts/serverProblems';

/** Applies the saved text; returns the text to show afterwards (the list the tenant echoed). Throws SaveRefused. */
export async function savePhoneFactors(services: Services, drafts: Drafts, uri: vscode.Uri, text: string, reason: vscode.TextDocumentSaveReason | undefined): Promise<string> {
  if (reason !== undefined && reason !== vscode.TextDocumentSaveReason.Manual) {
    throw new SaveRefused(vscode.l10n.t('Not applied: auto-save does not apply phone factors. Save explicitly (Ctrl+S) or use Apply; your list is kept.'), { quiet: true });
  }
  const tenant = drafts.tenantOf(uri);
  if (!tenant) throw new SaveRefused(vscode.l10n.t('Not applied: the tenant of this document is no longer configured.'));
  refuseOnErrors(drafts.problemsOf(uri, text).filter(isLocalError));
  const parsed = phoneMessageTypesSchema.parse(JSON.parse(text));
  try {
    return phoneFactorsText(await applyPhoneFactorsList(services, drafts, uri, tenant, parsed.message_types ?? []));
  } catch (err) {
    if (isCancellation(err)) throw cancelled(vscode.l10n.t('Not applied: cancelled. Your list is kept unsaved.'));
    throw new SaveRefused(vscode.l10n.t('Not applied: {0}', toUserMessage(err)));
  }
}
