/**
 * The questions a save asks, each a guard that either lets the save go on or refuses it with a reason
 * (SaveRefused: the document stays dirty and VS Code shows the reason).
 */
import * as vscode from 'vscode';
import type { Prompts } from '../../ui/prompts';
import { isCancellation } from '../../util/errors';
import type { Problem } from '../validate';
import { formatChanges, type Change } from './changeSummary';
import type { ConnectionIdentity } from './connectionDocument';

/** The save did not happen; `message` says why. */
export class SaveRefused extends Error {
  override readonly name = 'SaveRefused';
}

export interface Target {
  identity: ConnectionIdentity;
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
  );
}

export const COMPARE = vscode.l10n.t('Compare');
export const OVERWRITE = vscode.l10n.t('Overwrite');
export const APPLY = vscode.l10n.t('Apply');

/** Guard 2: the connection changed on the server since it was opened. Returns the choice; a dismiss refuses. */
export async function askServerChanged(prompts: Prompts, target: Target, serverChanges: readonly Change[]): Promise<'compare' | 'overwrite'> {
  const message = vscode.l10n.t('Connection {0} was changed on the server since you opened it.', target.identity.name);
  const detail = [
    vscode.l10n.t('Changed on the server:'),
    formatChanges(serverChanges),
    '',
    vscode.l10n.t('Compare shows the server version next to yours and keeps your edits unsaved. Overwrite applies your version over the server one.'),
  ].join('\n');
  const choice = await ask(() => prompts.confirm(message, { modal: true, detail }, COMPARE, OVERWRITE));
  return choice === COMPARE ? 'compare' : 'overwrite';
}

/** Guard 3: the user sees what will change and confirms (more loudly on a production tenant). */
export async function confirmChanges(prompts: Prompts, target: Target, changes: readonly Change[]): Promise<void> {
  const { name } = target.identity;
  const message = target.production
    ? vscode.l10n.t('Apply {0} change(s) to connection {1} on the PRODUCTION tenant {2}?', changes.length, name, target.tenantLabel)
    : vscode.l10n.t('Apply {0} change(s) to connection {1} on {2}?', changes.length, name, target.tenantLabel);
  await ask(() => prompts.confirm(message, { modal: true, detail: formatChanges(changes) }, APPLY));
}

async function ask(question: () => Promise<string>): Promise<string> {
  try {
    return await question();
  } catch (err) {
    if (isCancellation(err)) throw new SaveRefused(vscode.l10n.t('Not applied: cancelled. Your edits are kept unsaved.'));
    throw err;
  }
}
