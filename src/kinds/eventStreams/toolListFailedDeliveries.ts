/** listFailedDeliveries: a page of a stream's failed deliveries, filtered by event types and a time range. */
import { deliveryFilterSchema, EVENT_STREAM_SCOPES, listDeliveries, type Delivery } from './api';
import { validateInput } from '../../api/request';
import { findStream } from './toolStreamRef';
import { LIST_FAILED_DELIVERIES_INPUT } from './toolFacet';
import { defineTool, json, requireToolScopes, tenantOf } from '../../tools/toolKit';


/** The short row of a failed delivery: event id, type, attempts and the last error. */
export function deliveryRow(d: Delivery): Record<string, unknown> {
  const last = d.attempts?.at(-1);
  return {
    eventId: d.id,
    eventType: d.event_type,
    attempts: d.attempts?.length ?? 0,
    lastAttempt: last?.timestamp,
    lastError: last?.error_message ?? undefined,
  };
}

export const listFailedDeliveriesTool = defineTool({
  name: 'authTenants_listFailedDeliveries',
  input: LIST_FAILED_DELIVERIES_INPUT,
  async run(services, input, signal) {
    const tenant = tenantOf(services, input.tenant);
    await requireToolScopes(services, tenant, [EVENT_STREAM_SCOPES.deliveries], signal);
    const filter = validateInput(deliveryFilterSchema, {
      statuses: ['failed'],
      ...(input.eventTypes?.length ? { event_types: input.eventTypes } : {}),
      ...(input.from ? { date_from: input.from } : {}),
      ...(input.to ? { date_to: input.to } : {}),
      ...(input.cursor ? { from: input.cursor } : {}),
      take: input.limit ?? 50,
    }, 'delivery filter');
    const client = await tenant.client();
    const stream = await findStream(client, input.stream, tenant.profile.label);
    const page = await listDeliveries(client, stream.id, filter, { signal });
    return json({
      tenant: tenant.profile.label,
      stream: { id: stream.id, name: stream.name },
      failed: page.items.map(deliveryRow),
      ...(page.cursor ? { nextCursor: page.cursor } : {}),
    });
  },
});
