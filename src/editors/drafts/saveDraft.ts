/**
 * Ctrl+S in a draft (authTenants.saveDocument): what would refuse the save is settled before VS Code saves, so a
 * refusal leaves the draft dirty with one message of ours (none for a cancel) and no "Failed to save" from VS Code.
 * A document of a tenant's state is applied first (its kind's `apply`: its questions, then the request); any other draft is stored.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import { tellRefusal } from '../resource/saveGuards';
import type { Drafts } from './drafts';
import type { DraftRef } from './draftUris';
import { kindOf } from '../../kinds';
import type { DraftHooks } from '../../kinds/facets/draft';

/** Why a draft holding a secret is not stored (its kind's words). */
export function secretRefusal(kind: DraftRef['kind'] | undefined): string {
  return (kind && kindOf(kind).draft?.secret?.refusal) ?? 'Not saved: the draft holds a secret.';
}

/** Applies a document of a tenant's state (its kind's `save` hook); returns the text to show afterwards. */
export async function applySave(hooks: () => Promise<DraftHooks>, services: Services, drafts: Drafts, uri: vscode.Uri, text: string, reason: vscode.TextDocumentSaveReason | undefined): Promise<string> {
  const { save } = await hooks();
  if (!save) throw new Error('This document is not applied on save.');
  return save(services, drafts, uri, text, reason);
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
  const draft = kindOf(kind).draft;
  if (!draft?.applies || !draft.hooks) return document.save();
  let shown: string;
  try {
    shown = await applySave(draft.hooks, services, drafts, uri, text, vscode.TextDocumentSaveReason.Manual);
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
