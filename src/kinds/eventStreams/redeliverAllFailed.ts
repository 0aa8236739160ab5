import * as vscode from 'vscode';
import { redeliver, type EventStream } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { describeFilter, filterQuery, isEmptyFilter, pickDeliveryFilter, type StreamDeliveryFilter } from './deliveryFilter';
import { failedCount, failedDeliveries } from './failedDeliveries';
import { explainRedeliveryConflict } from './redeliver';
import { confirmOnStream } from './confirmOnStream';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { eventStreams } from './index';
import { refreshDeliveries, streamName } from './streamRow';
import { EventStreamNode } from './tree';

type Scope = 'all' | 'row' | 'choose';

/** All failed events, those matching the row's filter (when it has one), or a filter chosen now. */
async function chooseFilter(services: Services, title: string, stream: EventStream, rowFilter: StreamDeliveryFilter | undefined): Promise<StreamDeliveryFilter | undefined> {
  const prompts = services.prompts.current;
  const items: { label: string; description?: string; value: Scope }[] = [{ label: vscode.l10n.t('All failed events'), value: 'all' }];
  if (!isEmptyFilter(rowFilter)) items.push({ label: vscode.l10n.t('Those matching the row\'s filter'), description: describeFilter(rowFilter), value: 'row' });
  items.push({ label: vscode.l10n.t('Choose event types and time range…'), value: 'choose' });
  const scope = await prompts.pick(items, { title, placeHolder: vscode.l10n.t('Which failed events to redeliver') });
  if (scope === 'row') return rowFilter;
  if (scope === 'choose') return pickDeliveryFilter(prompts, title, stream, rowFilter);
  return undefined;
}

/**
 * Redeliver Failed Events… (on a stream's row, or from the palette: tenant and stream picked): which failed
 * events, how many match (counted first), a confirmation with that number — on a production tenant the stream's
 * name typed — then one bulk request with that very filter.
 */
export async function redeliverAllFailed(services: Services, node?: TreeNode | IdsArg): Promise<void> {
  const { tenant, resource: stream, row } = await resourceTarget<EventStream>(services, eventStreams, node, vscode.l10n.t('Redeliver Failed Events'));
  const name = streamName(stream);
  const id = String(stream.id);
  const prompts = services.prompts.current;
  const filter = await chooseFilter(services, vscode.l10n.t('Redeliver Failed Events of {0}', name), stream, row instanceof EventStreamNode ? row.filter : undefined);
  const described = describeFilter(filter);
  // One query for the count and the request: a relative window ("last hour") is fixed once, here.
  const query = filterQuery(filter);
  const client = await tenant.client();
  const failed = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Counting the failed events of {0}…', name) },
    () => failedDeliveries(client, id, query),
  );
  if (failed.items.length === 0) {
    void prompts.info(described ? vscode.l10n.t('"{0}" has no failed events matching {1}.', name, described) : vscode.l10n.t('"{0}" has no failed events to redeliver.', name));
    await refreshDeliveries(services, tenant, id);
    return;
  }
  await confirmOnStream(services, tenant, {
    message: described
      ? vscode.l10n.t('Redeliver the {0} of "{1}" matching {2} on {3}?', failedCount(failed), name, described, tenant.profile.label)
      : vscode.l10n.t('Redeliver the {0} of "{1}" on {2}?', failedCount(failed), name, tenant.profile.label),
    detail: vscode.l10n.t('The destination receives each failed event again.'),
    button: vscode.l10n.t('Redeliver'),
    name,
    typePrompt: vscode.l10n.t('Type the stream name "{0}" to redeliver its {1}', name, failedCount(failed)),
  });
  await redeliver(client, id, { statuses: ['failed'], ...query }).catch(explainRedeliveryConflict);
  services.log.info(`Bulk redelivery requested on stream ${id} of ${tenant.profile.label}${described ? ` (${described})` : ''}`);
  void prompts.info(described
    ? vscode.l10n.t('Redelivery of the {0} of {1} matching {2} requested.', failedCount(failed), name, described)
    : vscode.l10n.t('Redelivery of all failed events of {0} requested ({1}).', name, failedCount(failed)));
  await refreshDeliveries(services, tenant, id);
}
