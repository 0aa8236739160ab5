/**
 * A stream's delivery filter — event types and a time window (the last hour, day or week, or a custom range) —
 * as the user picks it, as the node shows it, and as the deliveries query and the bulk redelivery send it
 * (RFC 3339 whole seconds; `date_to` exclusive). A relative window is turned into dates when it is used.
 */
import * as vscode from 'vscode';
import { EVENT_STREAM_EVENT_TYPES, RFC3339_WHOLE_SECONDS, type EventStream, type EventStreamEventType } from './api';
import type { PickItem, Prompts } from '../../ui/prompts';

export type RelativeWindow = 'hour' | 'day' | 'week';
export type DeliveryWindow = { last: RelativeWindow } | { from: string; to: string };

export interface StreamDeliveryFilter {
  /** Only these event types; none or undefined: every type. */
  eventTypes?: EventStreamEventType[];
  window?: DeliveryWindow;
}

const HOURS: Record<RelativeWindow, number> = { hour: 1, day: 24, week: 24 * 7 };

/** `2025-11-20T10:00:00Z` for a time in ms (whole seconds). */
export const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function isEmptyFilter(filter: StreamDeliveryFilter | undefined): boolean {
  return !filter || ((filter.eventTypes?.length ?? 0) === 0 && !filter.window);
}

/** The query parameters of the filter at `now`: `event_types`, `date_from` (inclusive), `date_to` (exclusive). */
export function filterQuery(filter: StreamDeliveryFilter | undefined, now = Date.now()): { event_types?: EventStreamEventType[]; date_from?: string; date_to?: string } {
  const out: { event_types?: EventStreamEventType[]; date_from?: string; date_to?: string } = {};
  if (filter?.eventTypes?.length) out.event_types = [...filter.eventTypes];
  const window = filter?.window;
  if (window && 'last' in window) {
    const to = Math.floor(now / 1000) * 1000 + 1000; // exclusive: this very second is in
    out.date_from = wholeSeconds(to - HOURS[window.last] * 3_600_000);
    out.date_to = wholeSeconds(to);
  } else if (window) {
    out.date_from = window.from;
    out.date_to = window.to;
  }
  return out;
}

/** "user.created, user.deleted · last day" — what the stream's row shows; "" for no filter. */
export function describeFilter(filter: StreamDeliveryFilter | undefined): string {
  if (!filter || isEmptyFilter(filter)) return '';
  const types = filter.eventTypes?.length ? (filter.eventTypes.length > 2 ? vscode.l10n.t('{0} event types', filter.eventTypes.length) : filter.eventTypes.join(', ')) : '';
  const w = filter.window;
  const when = !w ? '' : 'last' in w ? { hour: vscode.l10n.t('last hour'), day: vscode.l10n.t('last day'), week: vscode.l10n.t('last week') }[w.last] : `${w.from} – ${w.to}`;
  return [types, when].filter(Boolean).join(' · ');
}

/** A typed date: RFC 3339 in UTC with whole seconds, and a real date. */
export function validateDate(value: string): string | undefined {
  const text = value.trim();
  if (!RFC3339_WHOLE_SECONDS.test(text)) return vscode.l10n.t('Use an RFC 3339 time in UTC with whole seconds, e.g. {0}', wholeSeconds(Date.now()));
  if (wholeSeconds(Date.parse(text)) !== text) return vscode.l10n.t('Not a real date.');
  return undefined;
}

/** The event types to offer: the stream's subscriptions first (marked), then every other type. */
export function eventTypeItems(stream: EventStream): PickItem<EventStreamEventType>[] {
  const subscribed = new Set((stream.subscriptions ?? []).map((s) => s.event_type));
  const known = (t: string | undefined): t is EventStreamEventType => (EVENT_STREAM_EVENT_TYPES as readonly string[]).includes(String(t));
  const first = [...subscribed].filter(known);
  const rest = EVENT_STREAM_EVENT_TYPES.filter((t) => !subscribed.has(t));
  return [
    ...first.map((t) => ({ label: t, description: vscode.l10n.t('subscribed'), value: t })),
    ...rest.map((t) => ({ label: t, value: t })),
  ];
}

type WindowChoice = RelativeWindow | 'any' | 'custom';

/**
 * Asks for a filter: the event types (the stream's subscriptions first; none ticked: every type), then the time window. `current` is preselected.
 * `title` heads both questions ("Filter Deliveries of X", "Redeliver Failed Events of X").
 */
export async function pickDeliveryFilter(prompts: Prompts, title: string, stream: EventStream, current?: StreamDeliveryFilter): Promise<StreamDeliveryFilter> {
  const chosen = new Set<string>(current?.eventTypes ?? []);
  const eventTypes = await prompts.pickMany(
    eventTypeItems(stream).map((item) => ({ ...item, picked: chosen.has(item.value) })),
    { title, placeHolder: vscode.l10n.t('Event types, the stream\'s subscriptions first (tick none for every type)') },
  );
  const w = current?.window;
  const now: WindowChoice = !w ? 'any' : 'last' in w ? w.last : 'custom';
  const choices: { label: string; value: WindowChoice }[] = [
    { label: vscode.l10n.t('Any time'), value: 'any' },
    { label: vscode.l10n.t('Last hour'), value: 'hour' },
    { label: vscode.l10n.t('Last day'), value: 'day' },
    { label: vscode.l10n.t('Last week'), value: 'week' },
    { label: vscode.l10n.t('Custom range…'), value: 'custom' },
  ];
  // `back: false`: a one-step pick, whose active item is the `picked` one (showQuickPick ignores `picked` there).
  const choice = await prompts.pick(choices.map((c) => ({ ...c, picked: c.value === now })), { title, placeHolder: vscode.l10n.t('Time of the deliveries'), back: false });
  const filter: StreamDeliveryFilter = eventTypes.length > 0 ? { eventTypes } : {};
  if (choice === 'hour' || choice === 'day' || choice === 'week') filter.window = { last: choice };
  if (choice === 'custom') {
    const range = w && !('last' in w) ? w : undefined;
    const from = (await prompts.input({ title, prompt: vscode.l10n.t('From (inclusive), RFC 3339 UTC'), value: range?.from ?? wholeSeconds(Date.now() - 86_400_000), validateInput: validateDate })).trim();
    const to = (await prompts.input({
      title,
      prompt: vscode.l10n.t('To (exclusive), RFC 3339 UTC'),
      value: range?.to ?? wholeSeconds(Date.now() + 1000),
      validateInput: (v) => validateDate(v) ?? (Date.parse(v.trim()) <= Date.parse(from) ? vscode.l10n.t('Must be after {0}.', from) : undefined),
    })).trim();
    filter.window = { from, to };
  }
  return filter;
}
