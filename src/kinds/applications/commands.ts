/** The handlers of the commands of applications, by id: loaded on the first command run (`kind.commands.handlers`). */
import { deleteResource } from '../../commands/resources/deleteResource';
import type { CommandHandler } from '../facets/commands';
import { applicationConnections } from './applicationConnections';
import { createApplication } from './createApplication';
import { editApplication } from './editApplication';
import { applications } from './index';
import { rotateSecret } from './rotateSecret';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.editApplication': editApplication,
  'authTenants.createApplication': createApplication,
  'authTenants.deleteApplication': (s, arg) => deleteResource(s, applications, arg),
  'authTenants.rotateApplicationSecret': rotateSecret,
  'authTenants.applicationConnections': applicationConnections,
};
