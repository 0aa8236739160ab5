/** The plan as the confirmation and the messages show it: what is created or changed, and what is not copied. */
import * as vscode from 'vscode';
import type { Change } from '../../editors/resource/changeSummary';
import type { Plan } from '../../promote/plan';

/** "Not copied:" and one line per field and reason (empty when everything is copied). */
export function notCopiedText(plan: Plan): string {
  if (plan.notCopied.length === 0) return '';
  return [vscode.l10n.t('Not copied:'), ...plan.notCopied.map((n) => `• ${n.field}: ${n.reason}`)].join('\n');
}

/**
 * The plan as its confirmation reviews it: the route and a heading above the change list (formatted like the
 * editors', every value in full), then the secrets typed and what is not copied below it.
 */
export function planReview(plan: Plan, route: string): { head: string[]; changes: readonly Change[]; tail: string[] } {
  const action = plan.action;
  const changes = action.kind === 'create' || action.kind === 'update' ? action.changes : [];
  const heading = action.kind === 'create' ? vscode.l10n.t('Created with:') : vscode.l10n.t('Changes:');
  const tail: string[] = [];
  for (const secret of action.kind === 'create' ? action.secrets ?? [] : []) {
    tail.push(vscode.l10n.t('{0}: the one you typed (sent only in this request, stored nowhere)', secret.path.join('.')));
  }
  const notCopied = notCopiedText(plan);
  if (notCopied) tail.push('', notCopied);
  return { head: [route, '', heading], changes, tail };
}
