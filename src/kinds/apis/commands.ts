/** The handlers of the commands of APIs, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import type { CommandHandler } from '../facets/commands';
import { createApi } from './createApi';
import { editApi } from './editApi';
import { apis } from './index';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.editApi': editApi,
  'authTenants.createApi': createApi,
  // Delete API…: the one delete flow over this kind's `remove` facet (which refuses the system API).
  'authTenants.deleteApi': (services: Services, arg?: unknown) => deleteResource(services, apis, arg),
};
