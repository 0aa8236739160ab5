/** The handlers of the commands of event streams and their deliveries, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { clearDeliveryFilter } from './clearDeliveryFilter';
import { createEventStream } from './createEventStream';
import { deleteEventStream } from './deleteEventStream';
import { editEventStream } from './editEventStream';
import { filterDeliveries } from './filterDeliveries';
import { openEventDelivery } from './openEventDelivery';
import { redeliverDelivery } from './redeliver';
import { redeliverAllFailed } from './redeliverAllFailed';
import { redeliverById } from './redeliverById';
import { sendTestEvent } from './sendTestEvent';
import { disableEventStream, enableEventStream } from './setStreamStatus';
import { updateWebhookCredentials } from './updateWebhookCredentials';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.redeliverDelivery': redeliverDelivery,
  'authTenants.redeliverAllFailed': redeliverAllFailed,
  'authTenants.redeliverEvent': redeliverById,
  'authTenants.openEventDelivery': (s, node) => openEventDelivery(s, s.views, node),
  'authTenants.deleteEventStream': deleteEventStream,
  'authTenants.enableEventStream': enableEventStream,
  'authTenants.disableEventStream': disableEventStream,
  'authTenants.sendTestEvent': (s, node) => sendTestEvent(s, node, s.views),
  'authTenants.updateWebhookCredentials': updateWebhookCredentials,
  'authTenants.filterDeliveries': filterDeliveries,
  'authTenants.clearDeliveryFilter': clearDeliveryFilter,
  'authTenants.editEventStream': editEventStream,
  'authTenants.createEventStream': createEventStream,
};
