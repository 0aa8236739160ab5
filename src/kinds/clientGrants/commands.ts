/** The handlers of the commands of client grants, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { authorizeApplication } from './authorize';
import { changeGrantScopes } from './changeScopes';
import { revokeGrant } from './revoke';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.authorizeApplication': authorizeApplication,
  'authTenants.changeGrantScopes': changeGrantScopes,
  'authTenants.revokeGrant': revokeGrant,
};
