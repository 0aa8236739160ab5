/**
 * redeliver: one failed event, several, or every failed event matching a filter (event types, from/to), on one
 * stream. Ids must be failed deliveries of the stream and a filter must pass the API's checks (known event types,
 * RFC 3339 whole seconds, from before to), else nothing is sent; the confirmation says which events and how many.
 */
import * as vscode from 'vscode';
import { collect } from '../../api/paging';
import { EVENT_STREAM_SCOPES, eventIdSchema, iterateDeliveries, redeliver, redeliverFilterSchema, type EventStreamEventType, type RedeliverFilter } from './api';
import { redeliverEvents } from './redeliverEvents';
import { validateInput } from '../../api/request';
import { toUserMessage } from '../../api/errors';
import { refreshDeliveries } from './streamRow';
import { namedStream } from './toolStreamRef';
import { ToolRefusal } from '../../tools/toolKit';
import { REDELIVER_INPUT } from './toolFacet';
import { defineWriteTool, onTenant } from '../../tools/writeTool';

/** Most failed deliveries read to check ids or count a filter's events. */
const MAX_LISTED = 1000;
const SHOWN = 10;

const idList = (ids: readonly string[]) => ids.slice(0, SHOWN).join(', ') + (ids.length > SHOWN ? vscode.l10n.t(' …and {0} more', ids.length - SHOWN) : '');

export const redeliverTool = defineWriteTool({
  name: 'authTenants_redeliver',
  input: REDELIVER_INPUT,
  scopes: [EVENT_STREAM_SCOPES.redeliver],
  async plan(services, tenant, input, signal) {
    const byIds = input.eventIds !== undefined;
    if (byIds && (input.eventTypes?.length || input.from || input.to)) {
      throw new ToolRefusal(vscode.l10n.t('Give either eventIds or a filter (eventTypes, from, to), not both. Nothing was sent.'));
    }
    const match = {
      ...(input.eventTypes?.length ? { event_types: input.eventTypes as EventStreamEventType[] } : {}),
      ...(input.from ? { date_from: input.from } : {}),
      ...(input.to ? { date_to: input.to } : {}),
    };
    const filter: RedeliverFilter = { statuses: ['failed'], ...match };
    // The API's own checks, before any request (InvalidInputError names each problem).
    if (byIds) for (const id of input.eventIds!) validateInput(eventIdSchema, id, 'event id');
    else validateInput(redeliverFilterSchema, filter, 'redelivery filter');
    const { client, stream, name } = await namedStream(tenant, input.stream);
    const failed = await collect(iterateDeliveries(client, stream.id, { statuses: ['failed'], ...(byIds ? {} : match) }, { signal }), MAX_LISTED);
    const failedIds = failed.map((d) => d.id);
    const complete = failed.length < MAX_LISTED;
    const head = vscode.l10n.t('Event stream: {0} ({1})', name, stream.id);
    const refresh = () => refreshDeliveries(services, tenant, stream.id);

    if (byIds) {
      const ids = [...new Set(input.eventIds!)];
      const unknown = complete ? ids.filter((id) => !failedIds.includes(id)) : [];
      if (unknown.length) {
        throw new ToolRefusal(vscode.l10n.t('The stream "{0}" has no failed delivery with the id {1}: nothing was sent. Pick its failed deliveries with listFailedDeliveries, or check that the event belongs to this stream.', name, unknown.join(', ')));
      }
      return {
        title: vscode.l10n.t('Redeliver {0} failed event(s) of "{1}" {2}', ids.length, name, onTenant(tenant)),
        written: ids,
        lines: [head, vscode.l10n.t('Events redelivered: {0}', idList(ids))],
        async send() {
          const run = await redeliverEvents(client, ids.map((eventId) => ({ streamId: stream.id, eventId })));
          const refused = run.outcomes.filter((o) => o.error !== undefined);
          services.log.info(`Agent tool: redelivery of ${ids.length - refused.length} event(s) of ${stream.id} on ${tenant.profile.label} requested`);
          await refresh();
          const lines = [vscode.l10n.t('Redelivery requested for {0} of {1} event(s) of {2} on {3}.', ids.length - refused.length, ids.length, name, tenant.profile.label)];
          for (const o of refused) lines.push(vscode.l10n.t('{0} was refused: {1}', o.event.eventId, toUserMessage(o.error)));
          return lines.join('\n');
        },
      };
    }
    if (failedIds.length === 0) {
      throw new ToolRefusal(vscode.l10n.t('No failed delivery of "{0}" matches this filter. Nothing was sent.', name));
    }
    const filterLine = [
      input.eventTypes?.length ? vscode.l10n.t('event types {0}', input.eventTypes.join(', ')) : vscode.l10n.t('every event type'),
      input.from ? vscode.l10n.t('from {0}', input.from) : undefined,
      input.to ? vscode.l10n.t('before {0}', input.to) : undefined,
    ].filter(Boolean).join(', ');
    return {
      title: vscode.l10n.t('Redeliver the failed events of "{0}" matching a filter {1}', name, onTenant(tenant)),
      written: match,
      lines: [
        head,
        vscode.l10n.t('Filter: failed deliveries, {0}', filterLine),
        complete
          ? vscode.l10n.t('Matching now: {0} event(s): {1}', failedIds.length, idList(failedIds))
          : vscode.l10n.t('Matching now: more than {0} events', MAX_LISTED),
      ],
      async send() {
        await redeliver(client, stream.id, filter);
        services.log.info(`Agent tool: redelivery of the failed events of ${stream.id} on ${tenant.profile.label} matching a filter requested`);
        await refresh();
        return vscode.l10n.t('Redelivery requested for the failed events of {0} on {1} matching: {2} ({3} at the time of the request).', name, tenant.profile.label, filterLine, complete ? String(failedIds.length) : `>${MAX_LISTED}`);
      },
    };
  },
});
