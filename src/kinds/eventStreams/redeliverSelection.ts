/**
 * Redeliver on several selected failed deliveries (of one or more streams, on one or more tenants): one
 * confirmation naming them, then one request per event through each tenant's client (which paces them to the
 * tenant's rate limit) in a progress notification whose Cancel stops sending the rest, then one report.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { redeliverEvents, type RedeliveryOutcome } from './redeliverEvents';
import type { Services } from '../../services';
import { EventStreamNode } from './tree';
import type { TreeNode } from '../../tree/node';
import { ResourceNode } from '../../tree/nodes/resourceNode';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { tenantNodeOf } from '../../commands/pickTenant';
import { requireScopes } from '../../commands/tenants/requireScopes';
import { refreshDeliveries, streamName } from './streamRow';

/** A selected failed delivery: its row's tenant and stream, and the event's id. */
export interface SelectedDelivery {
  tenant: TenantNode;
  stream: EventStreamNode;
  eventId: string;
  eventType?: string;
}

/** Refusals named one by one in the report; the rest are counted (every one is in the log). */
const NAMED_REFUSALS = 5;

/** The failed-delivery rows among `nodes` (a row whose parent is a stream's row), each event once. */
export function selectedDeliveries(nodes: readonly TreeNode[]): SelectedDelivery[] {
  const seen = new Set<string>();
  const out: SelectedDelivery[] = [];
  for (const node of nodes) {
    const stream = node.parent;
    const tenant = tenantNodeOf(node);
    if (!(node instanceof ResourceNode) || !(stream instanceof EventStreamNode) || !tenant) continue;
    const data = node.data as { id?: unknown; event_type?: unknown };
    const eventId = String(data.id ?? '');
    const key = `${tenant.profile.id}/${String(stream.stream.id)}/${eventId}`;
    if (!eventId || seen.has(key)) continue;
    seen.add(key);
    out.push({ tenant, stream, eventId, ...(typeof data.event_type === 'string' ? { eventType: data.event_type } : {}) });
  }
  return out;
}

/** The tenants of the selection, each with its selected deliveries and their streams (in selection order). */
function byTenant(selected: readonly SelectedDelivery[]): { tenant: TenantNode; items: SelectedDelivery[]; streams: EventStreamNode[] }[] {
  const groups = new Map<TenantNode, SelectedDelivery[]>();
  for (const s of selected) groups.set(s.tenant, [...(groups.get(s.tenant) ?? []), s]);
  return [...groups].map(([tenant, items]) => ({ tenant, items, streams: [...new Set(items.map((i) => i.stream))] }));
}

/** Names listed in the confirmation; more are counted. */
const NAMED = 3;

/** `"a", "b", "c" and 2 more` */
function names(list: readonly string[]): string {
  const shown = list.slice(0, NAMED).join(', ');
  return list.length > NAMED ? vscode.l10n.t('{0} and {1} more', shown, list.length - NAMED) : shown;
}

const quoted = (streams: readonly EventStreamNode[]) => names(streams.map((s) => `"${streamName(s.stream)}"`));

/** "no longer failed" for a 409 (the event was redelivered or delivered since), else the error's own message. */
export function refusalReason(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? vscode.l10n.t('no longer failed') : toUserMessage(error);
}

/** "Redelivered 38 of 40; 2 refused: evt_… (no longer failed), evt_… (…)[; 5 not sent (cancelled)]." */
export function redeliveryReport(total: number, outcomes: readonly RedeliveryOutcome[], notSent: number): string {
  const refused = outcomes.filter((o) => o.error !== undefined);
  const parts = [vscode.l10n.t('Redelivered {0} of {1}', outcomes.length - refused.length, total)];
  if (refused.length) {
    const named = refused.slice(0, NAMED_REFUSALS).map((o) => `${o.event.eventId} (${refusalReason(o.error)})`);
    if (refused.length > NAMED_REFUSALS) named.push(vscode.l10n.t('{0} more (see the log)', refused.length - NAMED_REFUSALS));
    parts.push(vscode.l10n.t('{0} refused: {1}', refused.length, named.join(', ')));
  }
  if (notSent) parts.push(vscode.l10n.t('{0} not sent (cancelled)', notSent));
  return `${parts.join('; ')}.`;
}

/** Confirms, and on a production tenant asks for the stream's name (the tenant's label when several streams). */
async function confirm(services: Services, groups: ReturnType<typeof byTenant>, count: number): Promise<void> {
  const prompts = services.prompts.current;
  const streams = groups.flatMap((g) => g.streams);
  const go = vscode.l10n.t('Redeliver');
  await prompts.confirm(
    vscode.l10n.t('Redeliver {0} selected failed deliveries of {1} on {2}?', count, quoted(streams), names(groups.map((g) => g.tenant.profile.label))),
    { modal: true, detail: vscode.l10n.t('The destination receives each event again. The requests are paced to the tenant\'s rate limit; Cancel stops sending the rest.') },
    go,
  );
  for (const { tenant, streams: own } of groups.filter((g) => g.tenant.production)) {
    const name = own.length === 1 ? streamName(own[0].stream) : tenant.profile.label;
    await prompts.input({
      title: vscode.l10n.t('{0} is a production tenant', tenant.profile.label),
      prompt: own.length === 1
        ? vscode.l10n.t('Type the stream name "{0}" to redeliver its {1} selected failed deliveries', name, count)
        : vscode.l10n.t('Type the tenant name "{0}" to redeliver the selected failed deliveries of {1}', name, quoted(own)),
      validateInput: (v) => (v === name ? undefined : vscode.l10n.t('Type exactly: {0}', name)),
    });
  }
}

/** Redelivers several selected failed deliveries (see the module comment). */
export async function redeliverSelection(services: Services, selected: readonly SelectedDelivery[]): Promise<void> {
  const groups = byTenant(selected);
  // The command wrapper checked the clicked row's tenant; the selection may span others.
  const needed = services.scopesNeeded;
  if (needed) for (const { tenant } of groups) await requireScopes(services, tenant, needed);
  const total = selected.length;
  await confirm(services, groups, total);
  const prompts = services.prompts.current;
  const clients = await Promise.all(groups.map((g) => g.tenant.client()));
  let settled = 0;
  const runs = await prompts.progress(vscode.l10n.t('Redelivering failed events'), (report, stop) => {
    report(vscode.l10n.t('Redelivering {0} of {1}…', 1, total));
    // Each tenant has its own bucket: their requests go side by side.
    return Promise.all(groups.map(({ tenant, items }, g) =>
      redeliverEvents(clients[g], items.map((i) => ({ streamId: String(i.stream.stream.id), eventId: i.eventId })), {
        stop,
        onSettled: (outcome) => {
          settled++;
          if (outcome.error === undefined) services.log.info(`Redelivery requested for ${outcome.event.eventId} on stream ${outcome.event.streamId} of ${tenant.profile.label}`);
          else services.log.warn(`Redelivery of ${outcome.event.eventId} on stream ${outcome.event.streamId} of ${tenant.profile.label} refused: ${refusalReason(outcome.error)}`);
          if (settled < total && !stop.aborted) report(vscode.l10n.t('Redelivering {0} of {1}…', settled + 1, total));
        },
      })));
  });
  const outcomes = runs.flatMap((r) => r.outcomes);
  const notSent = runs.reduce((n, r) => n + r.notSent.length, 0);
  const message = redeliveryReport(total, outcomes, notSent);
  const complete = notSent === 0 && outcomes.every((o) => o.error === undefined);
  void (complete ? prompts.info(message) : prompts.warn(message));
  for (const { tenant, streams } of groups) for (const stream of streams) await refreshDeliveries(services, tenant, String(stream.stream.id));
}
