import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { collect } from '../../api/paging';
import { iterateDeliveries, type Delivery, type DeliveryFilter } from './api';
import { deliverySummary } from './tree';
import type { PickItem } from '../../ui/prompts';
import { cleanLabel } from '../../util/text';

/** More failed deliveries than this are not listed one by one (the tenant keeps them for days, not forever). */
export const FAILED_LIST_CAP = 1000;

export interface FailedDeliveries {
  items: Delivery[];
  /** False when the stream has more failed deliveries than were read (FAILED_LIST_CAP). */
  complete: boolean;
}

/** Every failed delivery of a stream (all pages, up to the cap), or those matching `filter` (event types, dates). */
export async function failedDeliveries(client: ApiClient, streamId: string, filter: Pick<DeliveryFilter, 'event_types' | 'date_from' | 'date_to'> = {}): Promise<FailedDeliveries> {
  const items = await collect(iterateDeliveries(client, streamId, { ...filter, statuses: ['failed'], take: 100 }), FAILED_LIST_CAP + 1);
  return { items: items.slice(0, FAILED_LIST_CAP), complete: items.length <= FAILED_LIST_CAP };
}

/** "3 failed events" / "1 failed event" / "more than 1000 failed events". */
export function failedCount(list: FailedDeliveries): string {
  if (!list.complete) return vscode.l10n.t('more than {0} failed events', FAILED_LIST_CAP);
  return list.items.length === 1 ? vscode.l10n.t('1 failed event') : vscode.l10n.t('{0} failed events', list.items.length);
}

/** A quick-pick row per failed delivery: event type, time of the last attempt, its error. */
export function deliveryItem(d: Delivery): PickItem<string> {
  const { last, description } = deliverySummary(d);
  return {
    label: cleanLabel(d.event_type ?? d.id, 80),
    description,
    detail: cleanLabel(last?.error_message ? `${d.id} · ${last.error_message}` : d.id, 200),
    value: d.id,
  };
}
