/** setEventStreamStatus: enables or disables an event stream; a stream already in that state is refused. */
import * as vscode from 'vscode';
import { EVENT_STREAM_SCOPES, setEventStreamStatus } from './api';
import { refreshGroup } from '../../tree/refresh';
import { eventStreams } from './index';
import { namedStream } from './toolStreamRef';
import { ToolRefusal } from '../../tools/toolKit';
import { SET_EVENT_STREAM_STATUS_INPUT } from './toolFacet';
import { defineWriteTool, onTenant } from '../../tools/writeTool';

export const setEventStreamStatusTool = defineWriteTool({
  name: 'authTenants_setEventStreamStatus',
  input: SET_EVENT_STREAM_STATUS_INPUT,
  scopes: [EVENT_STREAM_SCOPES.update],
  async plan(services, tenant, input) {
    const { client, stream, name } = await namedStream(tenant, input.stream);
    const current = stream.status ?? 'enabled';
    if (current === input.status) {
      throw new ToolRefusal(vscode.l10n.t('The event stream {0} on {1} is already {2}. Nothing was sent.', name, tenant.profile.label, input.status));
    }
    const enable = input.status === 'enabled';
    return {
      title: enable
        ? vscode.l10n.t('Enable the event stream "{0}" {1}', name, onTenant(tenant))
        : vscode.l10n.t('Disable the event stream "{0}" {1}', name, onTenant(tenant)),
      lines: [
        vscode.l10n.t('Event stream: {0} ({1}, {2})', name, stream.id, String(stream.destination?.type ?? '?')),
        vscode.l10n.t('status: {0} → {1}', current, input.status),
        ...(enable ? [] : [vscode.l10n.t('Its destination stops receiving events until the stream is enabled again.')]),
      ],
      async send() {
        const updated = await setEventStreamStatus(client, stream.id, input.status);
        services.log.info(`Agent tool: event stream ${stream.id} on ${tenant.profile.label}: ${String(updated.status ?? input.status)}`);
        refreshGroup(services, tenant, eventStreams.id);
        return vscode.l10n.t('The event stream {0} on {1} is now {2}.', name, tenant.profile.label, String(updated.status ?? input.status));
      },
    };
  },
});
