/**
 * Enable Event Stream / Disable Event Stream (inline on a stream's row, or from the palette: tenant, then
 * stream). Enabling asks on a production tenant only, naming the stream and the tenant. Disabling confirms on
 * every tenant (typed name on production). A stream already in the wanted state is said so, and nothing is sent.
 */
import * as vscode from 'vscode';
import { setEventStreamStatus, type EventStream } from './api';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import { confirmOnStream } from './confirmOnStream';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { refreshGroup } from '../../tree/refresh';
import { eventStreams } from './index';
import { streamName } from './streamRow';

type Status = 'enabled' | 'disabled';

async function setStatus(services: Services, node: TreeNode | IdsArg | undefined, status: Status): Promise<void> {
  const enable = status === 'enabled';
  const title = enable ? vscode.l10n.t('Enable Event Stream') : vscode.l10n.t('Disable Event Stream');
  const { tenant, resource: stream } = await resourceTarget<EventStream>(services, eventStreams, node, title);
  const name = streamName(stream);
  const prompts = services.prompts.current;
  if ((stream.status ?? 'enabled') === status) {
    void prompts.info(enable
      ? vscode.l10n.t('The event stream {0} on {1} is already enabled.', name, tenant.profile.label)
      : vscode.l10n.t('The event stream {0} on {1} is already disabled.', name, tenant.profile.label));
    refreshGroup(services, tenant, eventStreams.id);
    return;
  }
  if (enable) {
    await confirmOnProduction(services, tenant, {
      message: vscode.l10n.t('Enable the event stream "{0}" on {1}?', name, tenant.profile.label),
      detail: vscode.l10n.t('{0} is a PRODUCTION tenant: its destination starts receiving the tenant\'s events at once.', tenant.profile.label),
      button: vscode.l10n.t('Enable'),
    });
  } else {
    await confirmOnStream(services, tenant, {
      message: vscode.l10n.t('Disable the event stream "{0}" on {1}?', name, tenant.profile.label),
      detail: vscode.l10n.t('Its destination stops receiving events until the stream is enabled again.'),
      button: vscode.l10n.t('Disable'),
      name,
    });
  }
  const updated = await setEventStreamStatus(await tenant.client(), String(stream.id), status);
  services.log.info(`Event stream ${stream.id} on ${tenant.profile.label}: ${String(updated.status ?? status)}`);
  void prompts.info(enable
    ? vscode.l10n.t('Enabled the event stream {0} on {1}.', name, tenant.profile.label)
    : vscode.l10n.t('Disabled the event stream {0} on {1}.', name, tenant.profile.label));
  refreshGroup(services, tenant, eventStreams.id);
}

export const enableEventStream = (services: Services, node?: TreeNode | IdsArg) => setStatus(services, node, 'enabled');
export const disableEventStream = (services: Services, node?: TreeNode | IdsArg) => setStatus(services, node, 'disabled');
