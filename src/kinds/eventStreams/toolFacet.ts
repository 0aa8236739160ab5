/** Event streams in the agent tools (pure, no `vscode`): the short row of listResources and the inputs of their own tools. */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { Resource } from '../kind';
import { pageInput, type ToolFacet } from '../facets/tool';

const deliveryFilter = () => ({
  tenant: z.string(),
  stream: z.string().check(z.minLength(1)),
  eventTypes: z.optional(z.array(z.string())),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

export const { LIST_FAILED_DELIVERIES_INPUT } = lazySchemas(() => ({ LIST_FAILED_DELIVERIES_INPUT: z.strictObject({ ...deliveryFilter(), ...pageInput() }) }));
export const { REDELIVER_INPUT } = lazySchemas(() => ({ REDELIVER_INPUT: z.strictObject({ ...deliveryFilter(), eventIds: z.optional(z.array(z.string()).check(z.minLength(1))) }) }));
export const { SET_EVENT_STREAM_STATUS_INPUT } = lazySchemas(() => ({ SET_EVENT_STREAM_STATUS_INPUT: z.strictObject({ tenant: z.string(), stream: z.string().check(z.minLength(1)), status: z.enum(['enabled', 'disabled']) }) }));
export const { DELETE_EVENT_STREAM_INPUT } = lazySchemas(() => ({ DELETE_EVENT_STREAM_INPUT: z.strictObject({ tenant: z.string(), stream: z.string().check(z.minLength(1)) }) }));

export const eventStreamsTool: ToolFacet = {
  rank: 2,
  // The destination's type only: its configuration holds the webhook's URL and credentials.
  row: (s) => ({
    id: s.id,
    name: s.name,
    status: s.status,
    destination: (s.destination as Resource | undefined)?.type,
    event_types: Array.isArray(s.subscriptions) ? s.subscriptions.map((x) => (x as Resource).event_type) : undefined,
  }),
  own: [
    { name: 'authTenants_listFailedDeliveries', at: 4, input: LIST_FAILED_DELIVERIES_INPUT },
    { name: 'authTenants_redeliver', at: 8, input: REDELIVER_INPUT },
    { name: 'authTenants_setEventStreamStatus', at: 9, input: SET_EVENT_STREAM_STATUS_INPUT },
    { name: 'authTenants_deleteEventStream', at: 10, input: DELETE_EVENT_STREAM_INPUT },
  ],
  specs: () => import('./toolSpecs').then((m) => m.eventStreamTools),
};
