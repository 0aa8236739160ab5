/**
 * The read-only documents of a change review (`auth-tenants-review:` scheme): the two sides of the diff a
 * confirmation opens when its change cannot be shown in full in a dialog (changeFit). Each text is kept in memory
 * while its editor is open; URIs hold a file-name-safe name and a run number, never a secret, and the texts are
 * passed through `redact`.
 */
import * as vscode from 'vscode';
import { reviewSides } from '../editors/resource/changeFit';
import type { Change } from '../editors/resource/changeSummary';
import { redact } from '../util/redact';
import { safeFileName } from '../util/text';

export const REVIEW_SCHEME = 'auth-tenants-review';

class ReviewDocuments implements vscode.TextDocumentContentProvider {
  private readonly texts = new Map<string, string>();
  private counter = 0;

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.texts.get(uri.toString()) ?? '';
  }

  add(side: string, name: string, run: number, text: string): vscode.Uri {
    const uri = vscode.Uri.from({ scheme: REVIEW_SCHEME, path: `/${side}/${name}.txt`, query: `run=${run}` });
    this.texts.set(uri.toString(), text);
    return uri;
  }

  next(): number {
    return ++this.counter;
  }

  forget(uri: vscode.Uri): void {
    if (uri.scheme === REVIEW_SCHEME) this.texts.delete(uri.toString());
  }
}

const reviewDocuments = new ReviewDocuments();

/** Registers the scheme's content provider (one line in activate). */
export function registerReviewDocuments(): vscode.Disposable[] {
  return [
    vscode.workspace.registerTextDocumentContentProvider(REVIEW_SCHEME, reviewDocuments),
    vscode.workspace.onDidCloseTextDocument((d) => reviewDocuments.forget(d.uri)),
  ];
}

/** Opens VS Code's diff of `changes`: now (left) ↔ after (right), every value in full, titled `title`. */
export async function showReviewDiff(title: string, changes: readonly Change[]): Promise<void> {
  const sides = reviewSides(changes, vscode.l10n.t('(not set)'), redact);
  const run = reviewDocuments.next();
  const name = safeFileName(title, 60) || 'change';
  const left = reviewDocuments.add('now', name, run, sides.before);
  const right = reviewDocuments.add('after', name, run, sides.after);
  await vscode.commands.executeCommand('vscode.diff', left, right, vscode.l10n.t('{0}: now ↔ after', title), { preview: false });
}
