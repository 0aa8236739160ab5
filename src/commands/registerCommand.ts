import * as vscode from 'vscode';
import { toUserMessage } from '../api/errors';
import type { Services } from '../services';
import { isCancellation } from '../util/errors';
import { redact } from '../util/redact';

export type CommandHandler = (services: Services, ...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Registers a command behind the one wrapper that owns cross-cutting concerns: a user cancel ends quietly,
 * any other failure becomes one clear message plus one log line (never a secret).
 */
export function registerCommand(services: Services, id: string, handler: CommandHandler): vscode.Disposable {
  return vscode.commands.registerCommand(id, async (...args: unknown[]) => {
    try {
      return await handler(services, ...args);
    } catch (err) {
      if (isCancellation(err)) return undefined;
      const message = toUserMessage(err);
      services.log.error(redact(`${id}: ${message}`));
      void services.prompts.current.error(message);
      return undefined;
    }
  });
}
