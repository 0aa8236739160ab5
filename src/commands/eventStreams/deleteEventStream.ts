import * as vscode from 'vscode';
import { deleteEventStream as deleteStream } from '../../api/eventStreams';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { confirmDelete } from '../resources/confirmDelete';
import { refreshStreams, streamName, streamTarget } from './streamTarget';

/** Delete Event Stream… (row or palette): a modal naming the stream and the tenant; on production the user types the name. */
export async function deleteEventStream(services: Services, node?: TreeNode): Promise<void> {
  const { tenant, stream } = await streamTarget(services, node, vscode.l10n.t('Delete Event Stream'));
  const name = streamName(stream);
  await confirmDelete(services, tenant, {
    singular: vscode.l10n.t('event stream'),
    name,
    detail: vscode.l10n.t('Its destination stops receiving events at once. This cannot be undone.'),
    typePrompt: vscode.l10n.t('Type the stream name "{0}" to delete it', name),
  });
  await deleteStream(await tenant.client(), String(stream.id));
  services.log.info(`Deleted event stream ${stream.id} on ${tenant.profile.label}`);
  void services.prompts.current.info(vscode.l10n.t('Deleted the event stream {0}.', name));
  refreshStreams(services, tenant);
}
