/**
 * Every command's handler by id (titles, menus and `when` clauses live in package.json). This module and the command
 * modules it imports load on the first command run (registerCommands.ts): esbuild.mjs splits it into a chunk of its
 * own, so activation loads only what the tree, the editors and the agent tools need.
 */
import type { ReadOnlyViewProvider } from '../editors/readOnlyView';
import { checkConnectionStatus } from './connections/checkConnectionStatus';
import { deleteConnection } from './connections/deleteConnection';
import { editConnection } from './connections/editConnection';
import { connectionApplications } from './connections/enabledApplications';
import { clearDeliveryFilter } from './eventStreams/clearDeliveryFilter';
import { createEventStream } from './eventStreams/createEventStream';
import { deleteEventStream } from './eventStreams/deleteEventStream';
import { filterDeliveries } from './eventStreams/filterDeliveries';
import { editEventStream } from './eventStreams/editEventStream';
import { redeliverDelivery } from './eventStreams/redeliver';
import { redeliverAllFailed } from './eventStreams/redeliverAllFailed';
import { redeliverById } from './eventStreams/redeliverById';
import { openEventDelivery } from './eventStreams/openEventDelivery';
import { sendTestEvent } from './eventStreams/sendTestEvent';
import { disableEventStream, enableEventStream } from './eventStreams/setStreamStatus';
import { updateWebhookCredentials } from './eventStreams/updateWebhookCredentials';
import { submitEventStreamDraft } from './eventStreams/submitEventStreamDraft';
import { applyPhoneFactorsDocument } from './phoneFactors/applyPhoneFactorsDocument';
import { editPhoneFactors } from './phoneFactors/editPhoneFactors';
import { setPhoneFactors } from './phoneFactors/setPhoneFactors';
import { editPhoneTemplates } from './phoneFactors/editPhoneTemplates';
import { setPhoneProvider } from './phoneFactors/setPhoneProvider';
import { reloadFromTenant } from './resources/reloadFromTenant';
import { saveDocument } from './resources/saveDocument';
import { twilioSettings } from './phoneFactors/twilioSettings';
import { createTokenExchangeProfile } from './tokenExchangeProfiles/createProfile';
import { deleteTokenExchangeProfile } from './tokenExchangeProfiles/deleteProfile';
import { editTokenExchangeProfile } from './tokenExchangeProfiles/editProfile';
import { reloadDraftActions, submitTokenExchangeProfile } from './tokenExchangeProfiles/submitProfile';
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
import { createVaultConnection } from './vault/createVaultConnection';
import { deleteVaultConnection } from './vault/deleteVaultConnection';
import { renameVaultConnection } from './vault/renameVaultConnection';
import { updateVaultCredentials } from './vault/updateVaultCredentials';
import { createVerificationTemplate } from './verificationTemplates/createVerificationTemplate';
import { deleteVerificationTemplate } from './verificationTemplates/deleteVerificationTemplate';
import { editVerificationTemplate } from './verificationTemplates/editVerificationTemplate';
import { openVerificationTemplate } from './verificationTemplates/openVerificationTemplate';
import { submitVerificationTemplateDraft } from './verificationTemplates/submitVerificationTemplateDraft';
import { createConnection } from './connections/createConnection';
import { submitConnectionDraft } from './connections/createConnectionSubmit';
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
    ['authTenants.submitEventStreamDraft', submitEventStreamDraft],
    ['authTenants.setPhoneFactors', setPhoneFactors],
    ['authTenants.editPhoneFactors', editPhoneFactors],
    ['authTenants.applyPhoneFactorsDocument', applyPhoneFactorsDocument],
    ['authTenants.createTokenExchangeProfile', createTokenExchangeProfile],
    ['authTenants.submitTokenExchangeProfile', submitTokenExchangeProfile],
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
    ['authTenants.submitVerificationTemplateDraft', submitVerificationTemplateDraft],
    ['authTenants.openVerificationTemplate', (s, node) => openVerificationTemplate(s, views, node)],
    ['authTenants.connectionApplications', connectionApplications],
    ['authTenants.checkConnectionStatus', checkConnectionStatus],
    ['authTenants.createConnection', createConnection],
    ['authTenants.submitConnectionDraft', submitConnectionDraft],
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
  ]);
}
