/** An event delivery's read-only view (pure, no `vscode`): the event streams' own document of the read-only view. */
import type { ApiClient } from '../../api/client';
import type { ViewDocument, ViewFacet } from '../facets/view';
import { getDelivery, getEventStream } from './api';
import { renderDelivery, type DeliveryView } from './deliveryView';

/** The view of a delivery by `<stream id>/<event id>`: the delivery as GET answers it, and its stream's name if it can be read. */
export async function fetchDeliveryView(client: ApiClient, id: string, options: { signal?: AbortSignal } = {}): Promise<DeliveryView> {
  const [streamId = '', eventId = ''] = id.split('/');
  const [delivery, stream] = await Promise.all([
    getDelivery(client, streamId, eventId, options),
    getEventStream(client, streamId, options).catch(() => undefined),
  ]);
  return { delivery, stream: { id: streamId, name: stream?.name } };
}

/** `auth-tenants-view:/<tenant>/event-deliveries/<stream id>/<event id>/…`: the data is a DeliveryView. */
export const DELIVERIES_VIEW: ViewDocument = {
  id: 'event-deliveries',
  fetch: (client, id, options) => fetchDeliveryView(client, id, options),
  render: (data, t) => renderDelivery(data as DeliveryView, t),
};

export const eventStreamsView: ViewFacet = { documents: [DELIVERIES_VIEW] };
