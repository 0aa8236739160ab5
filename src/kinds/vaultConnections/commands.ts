/** The handlers of the commands of flows vault connections, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { createVaultConnection } from './createVaultConnection';
import { deleteVaultConnection } from './deleteVaultConnection';
import { renameVaultConnection } from './renameVaultConnection';
import { updateVaultCredentials } from './updateVaultCredentials';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.createVaultConnection': createVaultConnection,
  'authTenants.renameVaultConnection': renameVaultConnection,
  'authTenants.updateVaultCredentials': updateVaultCredentials,
  'authTenants.deleteVaultConnection': deleteVaultConnection,
};
