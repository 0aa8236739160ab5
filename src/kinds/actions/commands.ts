/** The handlers of the commands of actions, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import type { CommandHandler } from '../facets/commands';
import { actions } from './index';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  // Delete Action…: the one delete flow over this kind's `remove` facet (a bound action: Unbind and Delete is offered).
  'authTenants.deleteAction': (services: Services, arg?: unknown) => deleteResource(services, actions, arg),
};
