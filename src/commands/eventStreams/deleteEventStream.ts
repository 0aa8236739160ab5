import * as vscode from 'vscode';
import { deleteEventStream as deleteStream } from '../../api/eventStreams';
import type { Services } from '../../services';
import type { EventStreamNode } from '../../tree/kinds/eventStreams';
import type { PagedListNode } from '../../tree/nodes/pagedListNode';
import { tenantNodeOf } from '../pickTenant';

/** Delete Event Stream: a modal naming the stream and the tenant; on production the user types the name. */
export async function deleteEventStream(services: Services, node: EventStreamNode): Promise<void> {
  const tenant = tenantNodeOf(node);
  if (!tenant) return;
  const prompts = services.prompts.current;
  const name = String(node.stream.name ?? node.stream.id);
  const del = vscode.l10n.t('Delete');
  await prompts.confirm(
    vscode.l10n.t('Delete the event stream "{0}" from {1}?', name, tenant.profile.label),
    { modal: true, detail: vscode.l10n.t('Its destination stops receiving events at once. This cannot be undone.') },
    del,
  );
  if (tenant.production) {
    await prompts.input({
      title: vscode.l10n.t('{0} is a production tenant', tenant.profile.label),
      prompt: vscode.l10n.t('Type the stream name "{0}" to delete it', name),
      validateInput: (v) => (v === name ? undefined : vscode.l10n.t('Type exactly: {0}', name)),
    });
  }
  await deleteStream(await tenant.client(), String(node.stream.id));
  services.log.info(`Deleted event stream ${node.stream.id} on ${tenant.profile.label}`);
  void prompts.info(vscode.l10n.t('Deleted the event stream {0}.', name));
  const group = node.parent as PagedListNode<unknown>;
  group.reset();
  services.tree.refresh(group);
}
