import * as vscode from 'vscode';
import type { Prompts } from '../../ui/prompts';

/**
 * Saving a create draft only stores it, while saving a resource's document sends it to the tenant: the first
 * save of each draft typed by the user (not an auto save) says so, once per draft and session.
 */
export class DraftSaveNotice {
  private readonly told = new Set<string>();

  constructor(private readonly prompts: () => Prompts) {}

  saved(key: string, reason: vscode.TextDocumentSaveReason | undefined): void {
    if (reason === vscode.TextDocumentSaveReason.AfterDelay || reason === vscode.TextDocumentSaveReason.FocusOut || this.told.has(key)) return;
    this.told.add(key);
    void this.prompts().info(vscode.l10n.t('Draft saved — nothing was sent. Use Create (at the top of the draft) to send it to the tenant.'));
  }
}
