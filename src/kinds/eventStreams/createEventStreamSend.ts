import * as vscode from 'vscode';
import { createEventStream, listEventStreams, type CreateEventStream, type EventStream } from './api';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { createOnce, type CreateOnceResult } from '../../commands/createOnce';
import { eventStreamConflict } from './draftFacet';

/**
 * Sends the create of a stream once (guided flow and draft alike), with a progress notification. When the answer is
 * lost, the stream is looked up by its name (unique per tenant) before anything is sent again.
 */
export async function sendCreate(services: Services, tenant: TenantNode, body: CreateEventStream): Promise<CreateOnceResult<EventStream>> {
  const client = await tenant.client();
  const label = tenant.profile.label;
  return createOnce(services, {
    what: body.name ? vscode.l10n.t('the event stream "{0}"', body.name) : vscode.l10n.t('the event stream'),
    tenantLabel: label,
    send: () => Promise.resolve(vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Creating the event stream {0} on {1}…', body.name ?? '', label) },
      () => createEventStream(client, body),
    )),
    // Without a name a lost answer cannot be told from another stream: none is found, the create is not repeated blindly.
    find: async () => (body.name ? (await listEventStreams(client, { take: 100 })).items.find((s) => s.name === body.name) : undefined),
  });
}

/** What a 409 (or a name found taken while typing) says. */
export const nameTaken = (tenantLabel: string, name: string): string =>
  vscode.l10n.t('{0} already has an event stream named "{1}". Choose another name.', tenantLabel, name);

/** What a 409 on create says (name taken or limit reached: the service does not say which). */
export const createConflict = eventStreamConflict;
