import type * as vscode from 'vscode';
import type { ReadOnlyViewProvider } from '../editors/readOnlyView';
import type { Services } from '../services';
import { registerCommand, type CommandHandler } from './registerCommand';

/**
 * Registers every command the manifest contributes (its `contributes.commands` is the one list of ids). The handlers
 * (commandTable.ts, with every command module) load on the first command run, not at activation: that keeps what
 * activation loads small (esbuild.mjs builds that module as a chunk of its own).
 */
export function registerCommands(services: Services, views: ReadOnlyViewProvider, ids: readonly string[]): vscode.Disposable[] {
  let table: Promise<Record<string, CommandHandler>> | undefined;
  const handlers = () => (table ??= import('./commandTable').then((m) => m.commandTable(views)));
  return ids.map((id) => registerCommand(services, id, async (s, ...args: unknown[]) => {
    const handler = (await handlers())[id];
    if (!handler) throw new Error(`No handler for the command ${id}.`);
    return handler(s, ...args);
  }));
}

/** The ids of the commands a manifest contributes. */
export const contributedCommands = (manifest: { contributes?: { commands?: { command: string }[] } }): string[] =>
  (manifest.contributes?.commands ?? []).map((c) => c.command);
