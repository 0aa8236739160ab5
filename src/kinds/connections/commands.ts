/** The handlers of the commands of connections, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { checkConnectionStatus } from './checkConnectionStatus';
import { createConnection } from './createConnection';
import { deleteConnection } from './deleteConnection';
import { editConnection } from './editConnection';
import { connectionApplications } from './enabledApplications';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.editConnection': editConnection,
  'authTenants.connectionApplications': connectionApplications,
  'authTenants.checkConnectionStatus': checkConnectionStatus,
  'authTenants.createConnection': createConnection,
  'authTenants.deleteConnection': deleteConnection,
};
