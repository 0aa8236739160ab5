/**
 * A write tool's confirmation with its exact change: the header lines, then each change's path with its value now
 * and after in fenced code blocks, every value in full (multi-line text as its lines). VS Code shows it in the chat's
 * confirmation (or, outside a chat, as the dialog's text).
 *
 * Decision: what cannot be shown exactly is refused, nothing sent: a value with a character a confirmation does
 * not show (control, zero-width, direction marks), one the redactor would hide (it looks like a secret), or a
 * change longer than MAX_LINES lines (make it in the editor, whose save reviews it in a diff).
 */
import * as vscode from 'vscode';
import { hasUnshown, leafChanges, valueLines } from '../editors/resource/changeFit';
import type { Change } from '../editors/resource/changeSummary';
import { formatPath } from '../diagnostics/validate';
import { redact } from '../util/redact';
import { cleanLabel } from '../util/text';
import { ToolRefusal } from './toolKit';

export const MAX_LINES = 400;

/** Markdown's own characters escaped, so a name reads as typed. */
const escape = (text: string) => text.replace(/[\\`*_[\]<>|~#]/g, '\\$&').replace(/^([-+]|\d+\.)/, '\\$1');

/** A fence longer than any run of backticks in `lines`. */
const fenceFor = (lines: readonly string[]) => '`'.repeat(Math.max(3, ...lines.map((l) => Math.max(0, ...(l.match(/`+/g) ?? []).map((r) => r.length + 1)))));

function block(label: string, lines: readonly string[]): string[] {
  const fence = fenceFor(lines);
  return [label, '', `${fence}text`, ...lines, fence, ''];
}

/** The confirmation as Markdown; refuses (ToolRefusal) a change it cannot show exactly. */
export function changeMarkdown(header: readonly string[], changes: readonly Change[], what: string): vscode.MarkdownString {
  const leafs = leafChanges(changes);
  if (leafs.some((c) => hasUnshown(c.path) || hasUnshown(c.before, true) || hasUnshown(c.after, true))) {
    throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: a value holds characters a confirmation cannot show (control, zero-width or direction marks). Remove them and try again.', cleanLabel(what, 300)));
  }
  const absent = vscode.l10n.t('(not set)');
  // The header names the tenant and the resource (not written): shown cleaned, as every tenant's name in a prompt.
  const out = [...header.map((l) => `${escape(cleanLabel(l, 500))}  `), ''];
  for (const c of leafs) {
    out.push(`**${escape(formatPath(c.path) || '(document)')}**`, '');
    out.push(...block(vscode.l10n.t('Now:'), valueLines(c.before, absent)), ...block(vscode.l10n.t('After:'), valueLines(c.after, absent)));
  }
  const text = out.join('\n');
  if (redact(text) !== text) {
    throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: a value looks like a secret, which a confirmation never shows. Set secrets in the editor or the dashboard, not through a tool.', what));
  }
  if (out.length > MAX_LINES) {
    throw new ToolRefusal(vscode.l10n.t('{0} refused, nothing was sent: the change is too long to show in a confirmation ({1} lines). Ask the user to make it in the editor, whose save shows it in a diff.', what, out.length));
  }
  return new vscode.MarkdownString(text);
}
