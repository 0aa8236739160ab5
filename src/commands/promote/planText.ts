/** The plan as the confirmation and the messages show it: what is created or changed, and what is not copied. */
import * as vscode from 'vscode';
import { formatChanges } from '../../editors/resource/changeSummary';
import type { Plan } from '../../promote/plan';

/** "Not copied:" and one line per field and reason (empty when everything is copied). */
export function notCopiedText(plan: Plan): string {
  if (plan.notCopied.length === 0) return '';
  return [vscode.l10n.t('Not copied:'), ...plan.notCopied.map((n) => `• ${n.field}: ${n.reason}`)].join('\n');
}

/** The modal's detail: the change list (formatted like the editors'), then what is not copied. */
export function planDetail(plan: Plan, route: string): string {
  const action = plan.action;
  const changes = action.kind === 'create' || action.kind === 'update' ? action.changes : [];
  const heading = action.kind === 'create' ? vscode.l10n.t('Created with:') : vscode.l10n.t('Changes:');
  const lines = [route, '', heading, formatChanges(changes)];
  for (const secret of action.kind === 'create' ? action.secrets ?? [] : []) {
    lines.push(vscode.l10n.t('{0}: the one you typed (sent only in this request, stored nowhere)', secret.path.join('.')));
  }
  const notCopied = notCopiedText(plan);
  if (notCopied) lines.push('', notCopied);
  return lines.join('\n');
}
