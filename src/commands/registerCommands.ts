import type * as vscode from 'vscode';
import type { CommandHandler } from '../kinds/facets/commands';
import type { Services } from '../services';
import { registerCommand } from './registerCommand';

/**
 * Registers every command the manifest contributes (its `contributes.commands` is the one list of ids). The handlers
 * (commandTable.ts: the kind-free ones, and each kind's loader) load on the first command run, not at activation:
 * that keeps what activation loads small (esbuild.mjs builds that module as a chunk of its own).
 */
export function registerCommands(services: Services, ids: readonly string[]): vscode.Disposable[] {
  let table: Promise<Record<string, CommandHandler>> | undefined;
  const handlers = () => (table ??= import('./commandTable').then((m) => m.commandTable()));
  return ids.map((id) => registerCommand(services, id, async (s, ...args: unknown[]) => {
    const handler = (await handlers())[id];
    if (!handler) throw new Error(`No handler for the command ${id}.`);
    return handler(s, ...args);
  }));
}

/** The ids of the commands a manifest contributes. */
export const contributedCommands = (manifest: { contributes?: { commands?: { command: string }[] } }): string[] =>
  (manifest.contributes?.commands ?? []).map((c) => c.command);
