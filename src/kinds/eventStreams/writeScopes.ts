/**
 * The scopes each write command of event streams and their deliveries needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
const REDELIVER = ['update:event_deliveries'];
const UPDATE = ['update:event_streams'];
const CREATE = ['create:event_streams'];

export const eventStreamWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.redeliverDelivery': REDELIVER,
  'authTenants.redeliverAllFailed': REDELIVER,
  'authTenants.redeliverEvent': REDELIVER,
  'authTenants.deleteEventStream': ['delete:event_streams'],
  'authTenants.enableEventStream': UPDATE,
  'authTenants.disableEventStream': UPDATE,
  'authTenants.sendTestEvent': UPDATE,
  'authTenants.updateWebhookCredentials': UPDATE,
  'authTenants.editEventStream': UPDATE,
  'authTenants.createEventStream': CREATE,
  'authTenants.submitEventStreamDraft': CREATE,
};
