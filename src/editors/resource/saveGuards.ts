/**
 * The questions a save asks, each a guard that either lets the save go on or refuses it with a reason
 * (SaveRefused: the document stays dirty and VS Code shows the reason).
 */
import * as vscode from 'vscode';
import { RECONNECT_COMMAND } from '../../constants';
import type { TreeNode } from '../../tree/node';
import type { Prompts } from '../../ui/prompts';
import { isCancellation } from '../../util/errors';
import type { Problem } from '../../diagnostics/validate';
import { confirmChangeList } from '../../ui/confirmChanges';
import { modalChangeList } from './changeFit';
import type { Change } from './changeSummary';
import type { ResourceKind } from '../../kinds/kind';

/**
 * The save did not happen; `message` says why. `quiet`: the user chose it (a cancel), nothing more to say;
 * `showProblems`: the reason is in the document; `reconnect`: the token lacks a scope, so Reconnect Tenant… (for
 * this tenant's node) is what helps.
 */
export class SaveRefused extends Error {
  override readonly name = 'SaveRefused';
  constructor(message: string, readonly how: { quiet?: boolean; showProblems?: boolean; reconnect?: TreeNode } = {}) {
    super(message);
  }
}

/** Cancelled by the user: the document stays as typed, unsaved. */
export const cancelled = (message = vscode.l10n.t('Not applied: cancelled. Your edits are kept unsaved.')) => new SaveRefused(message, { quiet: true });

/**
 * Tells the user why a save was refused, with what helps: Show Problems for errors in the document, Reconnect
 * Tenant… for a scope the token lacks. VS Code adds its own "Failed to save" notice, which cannot be avoided when a
 * save is refused; this one says it plainly.
 */
export function tellRefusal(prompts: Prompts, err: unknown): void {
  if (!(err instanceof SaveRefused) || err.how.quiet) return;
  const show = vscode.l10n.t('Show Problems');
  const reconnect = vscode.l10n.t('Reconnect Tenant…');
  const buttons = [...(err.how.showProblems ? [show] : []), ...(err.how.reconnect ? [reconnect] : [])];
  void prompts.error(vscode.l10n.t('Save refused. {0}', err.message), ...buttons).then((choice) => {
    if (choice === show) void vscode.commands.executeCommand('workbench.actions.view.problems');
    if (choice === reconnect) void vscode.commands.executeCommand(RECONNECT_COMMAND, err.how.reconnect);
  });
}

export interface Target {
  kind: ResourceKind;
  name: string;
  tenantLabel: string;
  production: boolean;
}

/** Guard 1: errors in the document block the save. */
export function refuseOnErrors(problems: readonly Problem[]): void {
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return;
  const first = errors[0]!;
  const where = vscode.l10n.t('line {0}', first.range.start.line + 1);
  throw new SaveRefused(
    errors.length === 1
      ? vscode.l10n.t('Not applied: the document has a problem ({0}: {1}). Fix it and save again.', where, first.message)
      : vscode.l10n.t('Not applied: the document has {0} problems (first, {1}: {2}). Fix them and save again; see the Problems view.', errors.length, where, first.message),
    { showProblems: true },
  );
}

export const COMPARE = vscode.l10n.t('Compare');
export const OVERWRITE = vscode.l10n.t('Overwrite');
export const MERGE = vscode.l10n.t('Merge');
export const APPLY = vscode.l10n.t('Apply');

export type ConflictChoice = 'compare' | 'overwrite' | 'merge';

/**
 * Guard 2: the resource changed on the server since it was opened. Returns the choice; a dismiss refuses.
 * Merge is offered only when the server changed other values than the user's (`canMerge`).
 */
export async function askServerChanged(prompts: Prompts, target: Target, serverChanges: readonly Change[], canMerge: boolean): Promise<ConflictChoice> {
  const message = vscode.l10n.t('{0} {1} was changed on the server since you opened it.', target.kind.title, target.name);
  const detail = [
    vscode.l10n.t('Changed on the server:'),
    modalChangeList(serverChanges) ?? vscode.l10n.t('{0} change(s), too long or too many to list here: Compare shows every one in full.', serverChanges.length),
    '',
    vscode.l10n.t('Compare shows the server version next to yours. Overwrite applies your version over the server one.'),
    ...(canMerge ? [vscode.l10n.t('Merge keeps the server\'s changes and applies yours; you see the result before it is sent.')] : []),
  ].join('\n');
  const buttons = canMerge ? [COMPARE, MERGE, OVERWRITE] : [COMPARE, OVERWRITE];
  return choiceOf(await ask(() => prompts.confirm(message, { modal: true, detail }, ...buttons)));
}

/** After Compare: the diff is open and the save waits for the user's decision (not modal, so the diff can be read). */
export async function askAfterCompare(prompts: Prompts, target: Target, canMerge: boolean): Promise<ConflictChoice> {
  const message = canMerge
    ? vscode.l10n.t('Server version (left) and yours (right) of {0} {1}. Merge keeps the server\'s other changes and applies yours; Overwrite applies yours as it is.', target.kind.singular, target.name)
    : vscode.l10n.t('Server version (left) and yours (right) of {0} {1}. Overwrite applies yours as it is; close this message to keep editing.', target.kind.singular, target.name);
  const buttons = canMerge ? [MERGE, OVERWRITE] : [OVERWRITE];
  return choiceOf(await ask(() => prompts.confirm(message, { modal: false }, ...buttons)));
}

const choiceOf = (choice: string): ConflictChoice => (choice === COMPARE ? 'compare' : choice === MERGE ? 'merge' : 'overwrite');

/** Guard 3: the user sees what will change and confirms (more loudly on a production tenant). */
export async function confirmChanges(prompts: Prompts, target: Target, changes: readonly Change[]): Promise<void> {
  const { name, kind } = target;
  const message = target.production
    ? vscode.l10n.t('Apply {0} change(s) to {1} {2} on the PRODUCTION tenant {3}?', changes.length, kind.singular, name, target.tenantLabel)
    : vscode.l10n.t('Apply {0} change(s) to {1} {2} on {3}?', changes.length, kind.singular, name, target.tenantLabel);
  const title = vscode.l10n.t('{0} {1} on {2}', kind.singular, name, target.tenantLabel);
  await ask(() => confirmChangeList(prompts, { message, changes, button: APPLY, title }));
}

async function ask<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch (err) {
    if (isCancellation(err)) throw cancelled();
    throw err;
  }
}
