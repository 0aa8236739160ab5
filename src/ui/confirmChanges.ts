/**
 * The confirmation of a change list, shared by the editors' save, Copy/Apply to Tenant and any other write that
 * shows what it changes: every value in full, never cut. A list that fits a dialog (changeFit) is listed in the
 * modal; otherwise the modal says how many changes there are and offers only Show Full Change, which opens the
 * review diff (now ↔ after) and then asks again beside it (not modal, so the diff can be read and scrolled).
 * Dismissing either question throws UserCancelledError: nothing is sent.
 */
import * as vscode from 'vscode';
import { leafChanges, modalChangeList } from '../editors/resource/changeFit';
import type { Change } from '../editors/resource/changeSummary';
import type { Prompts } from './prompts';
import { showReviewDiff } from './reviewDocuments';

export const SHOW_FULL_CHANGE = vscode.l10n.t('Show Full Change');

export interface ChangeReview {
  /** The question, naming the resource and the tenant. */
  message: string;
  changes: readonly Change[];
  /** The button that goes on ("Apply", "Update", "Create"). */
  button: string;
  /** A second button that goes on and does more ("Create and Deploy"): the one chosen is answered. */
  also?: string;
  /** What changes where, for the diff's title: `connection partners-db on Production`. */
  title: string;
  /** Lines of the modal above the change list (a route, a heading) and below it (what is not copied). */
  head?: readonly string[];
  tail?: readonly string[];
}

export async function confirmChangeList(prompts: Prompts, r: ChangeReview): Promise<string> {
  const detail = (middle: string) => [...r.head ?? [], middle, ...r.tail ?? []].join('\n');
  const buttons = r.also ? [r.button, r.also] : [r.button];
  const list = modalChangeList(r.changes);
  if (list !== undefined) return prompts.confirm(r.message, { modal: true, detail: detail(list) }, ...buttons);
  const count = leafChanges(r.changes).length;
  const why = vscode.l10n.t('{0} change(s), too long or too many to show here in full. Show Full Change opens every one side by side (now ↔ after), then asks again.', count);
  await prompts.confirm(r.message, { modal: true, detail: detail(why) }, SHOW_FULL_CHANGE);
  await showReviewDiff(r.title, r.changes);
  return prompts.confirm(vscode.l10n.t('{0} Every change is shown in full in the diff "{1}: now ↔ after".', r.message, r.title), { modal: false }, ...buttons);
}
