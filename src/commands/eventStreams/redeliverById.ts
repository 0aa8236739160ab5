import * as vscode from 'vscode';
import { eventIdSchema, listEventStreams, redeliverEvent } from '../../api/eventStreams';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../pickTenant';
import { explainRedeliveryConflict } from './redeliver';

export function validateEventId(value: string): string | undefined {
  const id = value.trim();
  if (id.length !== 26) return vscode.l10n.t('An event id has exactly 26 characters (this one has {0}).', id.length);
  // Event ids are letters, digits and "_" (evt_ + 22): anything else would only reach the tenant to be refused.
  if (!/^[A-Za-z0-9_]+$/.test(id) || !eventIdSchema.safeParse(id).success) return vscode.l10n.t('Not a valid event id: use only letters, digits and _ (e.g. evt_…).');
  return undefined;
}

/** Redeliver Event… (palette): asks for the stream and the event id, validated as it is typed. */
export async function redeliverById(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const client = await tenant.client();
  const prompts = services.prompts.current;
  const streams = listEventStreams(client, { take: 100 }).then((page) =>
    page.items.map((s) => ({ label: String(s.name ?? s.id), description: String(s.id), value: String(s.id) })));
  const streamId = await prompts.pick(streams, { title: vscode.l10n.t('Redeliver Event (1/2)'), placeHolder: vscode.l10n.t('Event stream') });
  const eventId = (await prompts.input({
    title: vscode.l10n.t('Redeliver Event (2/2)'),
    prompt: vscode.l10n.t('Id of the failed event (26 characters, e.g. evt_…)'),
    validateInput: validateEventId,
  })).trim();
  await redeliverEvent(client, streamId, eventId).catch(explainRedeliveryConflict);
  void prompts.info(vscode.l10n.t('Redelivery of {0} requested.', eventId));
  const streamsGroup = tenant.group('event-streams');
  if (streamsGroup) services.tree.refresh(streamsGroup);
}
