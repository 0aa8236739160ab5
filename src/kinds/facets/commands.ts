/**
 * The commands facet of a kind (pure, no `vscode`): the scopes each of its write commands needs, read at once by
 * menus (src/tenants/writeScopes.ts) and by the command wrapper, which checks them before anything is sent
 * (src/commands/registerCommand.ts); and its handlers by command id (src/kinds/<kind>/commands.ts), loaded on the
 * first command run (src/commands/commandTable.ts), so neither the description nor activation loads command code.
 */
import type { Services } from '../../services';

export type CommandHandler = (services: Services, ...args: any[]) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface KindCommands {
  /** Command id → the scopes it needs (any one of them); a command not listed only reads (or checks per resource). */
  writeScopes: Readonly<Record<string, readonly string[]>>;
  /** Command id → handler: `() => import('./commands')`. */
  handlers(): Promise<{ handlers: Readonly<Record<string, CommandHandler>> }>;
}
