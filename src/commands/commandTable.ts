/**
 * Every command's handler by id (titles, menus and `when` clauses live in package.json). This module and the command
 * modules it imports load on the first command run (registerCommands.ts): esbuild.mjs splits it into a chunk of its
 * own, so activation loads only what the tree, the editors and the agent tools need.
 */
import type { ReadOnlyViewProvider } from '../editors/readOnlyView';
import { checkConnectionStatus } from '../kinds/connections/checkConnectionStatus';
import { deleteConnection } from '../kinds/connections/deleteConnection';
import { editConnection } from '../kinds/connections/editConnection';
import { connectionApplications } from '../kinds/connections/enabledApplications';
import { clearDeliveryFilter } from '../kinds/eventStreams/clearDeliveryFilter';
import { createEventStream } from '../kinds/eventStreams/createEventStream';
import { deleteEventStream } from '../kinds/eventStreams/deleteEventStream';
import { filterDeliveries } from '../kinds/eventStreams/filterDeliveries';
import { editEventStream } from '../kinds/eventStreams/editEventStream';
import { redeliverDelivery } from '../kinds/eventStreams/redeliver';
import { redeliverAllFailed } from '../kinds/eventStreams/redeliverAllFailed';
import { redeliverById } from '../kinds/eventStreams/redeliverById';
import { openEventDelivery } from '../kinds/eventStreams/openEventDelivery';
import { sendTestEvent } from '../kinds/eventStreams/sendTestEvent';
import { disableEventStream, enableEventStream } from '../kinds/eventStreams/setStreamStatus';
import { updateWebhookCredentials } from '../kinds/eventStreams/updateWebhookCredentials';
import { applyPhoneFactorsDocument } from '../kinds/phoneFactors/applyPhoneFactorsDocument';
import { editPhoneFactors } from '../kinds/phoneFactors/editPhoneFactors';
import { setPhoneFactors } from '../kinds/phoneFactors/setPhoneFactors';
import { editPhoneTemplates } from '../kinds/phoneFactors/editPhoneTemplates';
import { setPhoneProvider } from '../kinds/phoneFactors/setPhoneProvider';
import { reloadFromTenant } from './resources/reloadFromTenant';
import { saveDocument } from './resources/saveDocument';
import { submitDraftCommands } from './resources/submitDraft';
import { twilioSettings } from '../kinds/phoneFactors/twilioSettings';
import { createTokenExchangeProfile } from '../kinds/tokenExchangeProfiles/createProfile';
import { deleteTokenExchangeProfile } from '../kinds/tokenExchangeProfiles/deleteProfile';
import { editTokenExchangeProfile } from '../kinds/tokenExchangeProfiles/editProfile';
import { reloadDraftActions } from '../kinds/tokenExchangeProfiles/draftActions';
import type { CommandHandler } from './registerCommand';
import { openResource } from './resources/openResource';
import { addTenant } from './tenants/addTenant';
import { editTenant } from './tenants/editTenant';
import { reconnectTenant } from './tenants/reconnectTenant';
import { removeTenant } from './tenants/removeTenant';
import { showScopes } from './tenants/showScopes';
import { signOut } from './tenants/signOut';
import { useEmulator } from './tenants/useEmulator';
import { loadMore, refreshAll, refreshNode } from './tree/refresh';
import { createVaultConnection } from '../kinds/vaultConnections/createVaultConnection';
import { deleteVaultConnection } from '../kinds/vaultConnections/deleteVaultConnection';
import { renameVaultConnection } from '../kinds/vaultConnections/renameVaultConnection';
import { updateVaultCredentials } from '../kinds/vaultConnections/updateVaultCredentials';
import { createVerificationTemplate } from '../kinds/verificationTemplates/createVerificationTemplate';
import { deleteVerificationTemplate } from '../kinds/verificationTemplates/deleteVerificationTemplate';
import { editVerificationTemplate } from '../kinds/verificationTemplates/editVerificationTemplate';
import { openVerificationTemplate } from '../kinds/verificationTemplates/openVerificationTemplate';
import { createConnection } from '../kinds/connections/createConnection';
import { compareTenants } from './compare/compareTenants';
import { compareWithTenant } from './compare/compareWithTenant';
import { copyToTenant } from './promote/copyToTenant';
import { openCompareEntry } from './compare/openCompareEntry';
import { OPEN_ENTRY_COMMAND } from './compare/reportLens';
import { compareFileWithTenant } from './workspace/compareFileWithTenant';
import { exportToWorkspace } from './workspace/exportToWorkspace';
import { applyFileToTenant } from './workspace/applyFileToTenant';
import { copyCompareEntry } from './compare/copyCompareEntry';

export function commandTable(views: ReadOnlyViewProvider): Record<string, CommandHandler> {
  return Object.fromEntries<CommandHandler>([
    ['authTenants.addTenant', addTenant],
    ['authTenants.useEmulator', useEmulator],
    ['authTenants.editTenant', editTenant],
    ['authTenants.removeTenant', removeTenant],
    ['authTenants.signOut', signOut],
    ['authTenants.reconnectTenant', reconnectTenant],
    ['authTenants.showScopes', showScopes],
    ['authTenants.showLog', (s) => s.log.show()],
    ['authTenants.refresh', refreshAll],
    ['authTenants.refreshNode', refreshNode],
    ['authTenants.loadMore', loadMore],
    ['authTenants.editConnection', editConnection],
    ['authTenants.openResource', (services, node) => openResource(views, node, services)],
    ['authTenants.redeliverDelivery', redeliverDelivery],
    ['authTenants.redeliverAllFailed', redeliverAllFailed],
    ['authTenants.redeliverEvent', redeliverById],
    ['authTenants.openEventDelivery', (s, node) => openEventDelivery(s, views, node)],
    ['authTenants.deleteEventStream', deleteEventStream],
    ['authTenants.enableEventStream', enableEventStream],
    ['authTenants.disableEventStream', disableEventStream],
    ['authTenants.sendTestEvent', (s, node) => sendTestEvent(s, node, views)],
    ['authTenants.updateWebhookCredentials', updateWebhookCredentials],
    ['authTenants.filterDeliveries', filterDeliveries],
    ['authTenants.clearDeliveryFilter', clearDeliveryFilter],
    ['authTenants.editEventStream', editEventStream],
    ['authTenants.createEventStream', createEventStream],
    ['authTenants.setPhoneFactors', setPhoneFactors],
    ['authTenants.editPhoneFactors', editPhoneFactors],
    ['authTenants.applyPhoneFactorsDocument', applyPhoneFactorsDocument],
    ['authTenants.createTokenExchangeProfile', createTokenExchangeProfile],
    ['authTenants.reloadDraftActions', reloadDraftActions],
    ['authTenants.editTokenExchangeProfile', editTokenExchangeProfile],
    ['authTenants.deleteTokenExchangeProfile', deleteTokenExchangeProfile],
    ['authTenants.createVaultConnection', createVaultConnection],
    ['authTenants.renameVaultConnection', renameVaultConnection],
    ['authTenants.updateVaultCredentials', updateVaultCredentials],
    ['authTenants.deleteVaultConnection', deleteVaultConnection],
    ['authTenants.editVerificationTemplate', editVerificationTemplate],
    ['authTenants.createVerificationTemplate', createVerificationTemplate],
    ['authTenants.deleteVerificationTemplate', deleteVerificationTemplate],
    ['authTenants.openVerificationTemplate', (s, node) => openVerificationTemplate(s, views, node)],
    ['authTenants.connectionApplications', connectionApplications],
    ['authTenants.checkConnectionStatus', checkConnectionStatus],
    ['authTenants.createConnection', createConnection],
    ['authTenants.deleteConnection', deleteConnection],
    ['authTenants.setPhoneProvider', setPhoneProvider],
    ['authTenants.twilioSettings', twilioSettings],
    ['authTenants.editPhoneTemplates', editPhoneTemplates],
    ['authTenants.compareWithTenant', compareWithTenant],
    ['authTenants.compareTenants', compareTenants],
    ['authTenants.copyToTenant', copyToTenant],
    [OPEN_ENTRY_COMMAND, openCompareEntry],
    ['authTenants.exportToWorkspace', exportToWorkspace],
    ['authTenants.compareFileWithTenant', compareFileWithTenant],
    ['authTenants.applyFileToTenant', applyFileToTenant],
    ['authTenants.copyCompareEntry', copyCompareEntry],
    ['authTenants.saveDocument', saveDocument],
    ['authTenants.reloadFromTenant', reloadFromTenant],
    ...submitDraftCommands(),
  ]);
}
