/**
 * Asks which delivery of a stream: its failed deliveries (event type, time, last error) to pick from, or an event
 * id typed in, checked as it is typed. Shared by Redeliver Event… and Open Event Delivery….
 */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { eventIdSchema } from './api';
import type { Services } from '../../services';
import { deliveryItem, failedDeliveries, type FailedDeliveries } from './failedDeliveries';

export function validateEventId(value: string): string | undefined {
  const id = value.trim();
  if (id.length !== 26) return vscode.l10n.t('An event id has exactly 26 characters (this one has {0}).', id.length);
  // Event ids are letters, digits and "_" (evt_ + 22): anything else would only reach the tenant to be refused.
  if (!/^[A-Za-z0-9_]+$/.test(id) || !eventIdSchema.safeParse(id).success) return vscode.l10n.t('Not a valid event id: use only letters, digits and _ (e.g. evt_…).');
  return undefined;
}

const TYPE_ID = '\u0000type-an-id';

export interface PickedDelivery {
  eventId: string;
  /** Whether the id was typed rather than picked from the list. */
  typed: boolean;
  /** The stream's failed deliveries, as listed. */
  failed: FailedDeliveries;
}

/** The failed delivery picked, or an id typed (`typedHint` says what such an id may be). */
export async function pickFailedDelivery(services: Services, client: ApiClient, streamId: string, streamName: string, title: string, typedHint: string): Promise<PickedDelivery> {
  const prompts = services.prompts.current;
  const failed = failedDeliveries(client, streamId);
  const typeId = { label: vscode.l10n.t('$(edit) Enter an event id…'), description: typedHint, value: TYPE_ID, alwaysShow: true };
  const picked = await prompts.pick(failed.then((list) => [...list.items.map(deliveryItem), typeId]), {
    title,
    placeHolder: vscode.l10n.t('Failed delivery of {0}', streamName),
    matchOnDescription: true,
    matchOnDetail: true,
  });
  if (picked !== TYPE_ID) return { eventId: picked, typed: false, failed: await failed };
  const eventId = (await prompts.input({ title, prompt: vscode.l10n.t('Id of the event (26 characters, e.g. evt_…)'), validateInput: validateEventId })).trim();
  return { eventId, typed: true, failed: await failed };
}
