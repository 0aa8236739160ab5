/** deleteEventStream: deletes an event stream (the destination stops receiving events; cannot be undone). */
import * as vscode from 'vscode';
import { deleteEventStream, EVENT_STREAM_SCOPES } from './api';
import { refreshGroup } from '../../tree/refresh';
import { eventStreams } from './index';
import { namedStream } from './toolStreamRef';
import { DELETE_EVENT_STREAM_INPUT } from './toolFacet';
import { defineWriteTool, onTenant } from '../../tools/writeTool';

export const deleteEventStreamTool = defineWriteTool({
  name: 'authTenants_deleteEventStream',
  input: DELETE_EVENT_STREAM_INPUT,
  scopes: [EVENT_STREAM_SCOPES.delete],
  async plan(services, tenant, input) {
    const { client, stream, name } = await namedStream(tenant, input.stream);
    return {
      title: vscode.l10n.t('Delete the event stream "{0}" {1}', name, onTenant(tenant)),
      lines: [
        vscode.l10n.t('Event stream: {0} ({1}, {2}, {3})', name, stream.id, String(stream.destination?.type ?? '?'), String(stream.status ?? 'enabled')),
        vscode.l10n.t('Deleted: its destination stops receiving events at once. This cannot be undone.'),
      ],
      async send() {
        await deleteEventStream(client, stream.id);
        services.log.info(`Agent tool: deleted event stream ${stream.id} on ${tenant.profile.label}`);
        refreshGroup(services, tenant, eventStreams.id);
        return vscode.l10n.t('Deleted the event stream {0} ({1}) on {2}.', name, stream.id, tenant.profile.label);
      },
    };
  },
});
