/** The handlers of the commands of actions, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { Services } from '../../services';
import { deleteResource } from '../../commands/resources/deleteResource';
import type { CommandHandler } from '../facets/commands';
import { actions } from './index';
import { openActionCode } from './codeOpen';
import { createAction } from './createAction';
import { openActionSettings } from './settingsOpen';
import { removeActionSecret, setActionSecret } from './settingsSecret';
import { bindAction, reorderBindings, unbindAction } from './bindingsCommands';
import { deployAction } from './deployAction';
import { testAction } from './testAction';
import { rollBackAction, showActionVersions } from './versionsCommands';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  // Delete Action…: the one delete flow over this kind's `remove` facet (a bound action: Unbind and Delete is offered).
  'authTenants.createAction': createAction,
  'authTenants.openActionCode': openActionCode,
  'authTenants.openActionSettings': openActionSettings,
  'authTenants.setActionSecret': setActionSecret,
  'authTenants.removeActionSecret': removeActionSecret,
  'authTenants.deleteAction': (services: Services, arg?: unknown) => deleteResource(services, actions, arg),
  // Test…, Deploy, Versions, Roll Back and the bindings (actops).
  'authTenants.testAction': testAction,
  'authTenants.deployAction': deployAction,
  'authTenants.showActionVersions': showActionVersions,
  'authTenants.rollBackAction': rollBackAction,
  'authTenants.bindAction': bindAction,
  'authTenants.unbindAction': unbindAction,
  'authTenants.reorderBindings': reorderBindings,
};
