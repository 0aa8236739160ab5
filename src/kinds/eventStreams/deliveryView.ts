/**
 * One event delivery as a read-only JSONC document (pure, no `vscode`): a header of `//` lines that says at a
 * glance which stream, which event type, the status and every attempt (time · status · duration · error), then the
 * delivery as JSON with the event (CloudEvent) and the attempts last. Server text in the header goes through
 * `commentLine`, so a line break or a control character in an error message cannot end a comment line.
 */
import type { Delivery, DeliveryAttempt } from './schemas';
import { commentLine, jsonText } from '../../util/jsonText';

/** `vscode.l10n.t` in the extension; placeholders `{0}`, `{1}`… */
export type Translate = (message: string, ...args: (string | number)[]) => string;

const english: Translate = (message, ...args) => message.replace(/\{(\d+)\}/g, (whole, i: string) => (args[Number(i)] === undefined ? whole : String(args[Number(i)])));

/** The stream a delivery belongs to, as the header names it (the name when known). */
export interface StreamLabel {
  id: string;
  name?: string;
}

/** What the document is made from: the delivery as GET …/deliveries/{event_id} answered, and its stream. */
export interface DeliveryView {
  delivery: Delivery;
  stream?: StreamLabel;
}

/** An error message longer than this is cut in the header (the JSON below has it whole). */
const ERROR_MAX = 300;

const text = (value: unknown): string => (value === undefined || value === null || value === '' ? '?' : String(value));

function attemptLine(a: DeliveryAttempt, n: number, t: Translate): string {
  const error = a.error_message ? String(a.error_message) : '';
  const parts = [
    text(a.timestamp),
    text(a.status),
    typeof a.duration === 'number' ? t('{0} ms', a.duration) : t('duration unknown'),
    ...(error ? [error.length > ERROR_MAX ? `${error.slice(0, ERROR_MAX - 1)}…` : error] : []),
  ];
  return `  ${n}. ${parts.join(' · ')}`;
}

/** The header lines, each a `//` comment line whatever the server sent. */
export function deliveryHeader({ delivery, stream }: DeliveryView, t: Translate = english): string[] {
  const attempts = Array.isArray(delivery.attempts) ? delivery.attempts : [];
  const streamId = stream?.id ?? delivery.event_stream_id;
  const streamText = stream?.name ? `${stream.name} (${text(streamId)})` : text(streamId);
  return [
    t('Event delivery {0} (read-only)', text(delivery.id)),
    t('Stream: {0}', streamText),
    t('Event type: {0}', text(delivery.event_type)),
    t('Status: {0}', text(delivery.status)),
    attempts.length ? t('Attempts ({0}): time · status · duration · error', attempts.length) : t('No delivery attempt yet.'),
    ...attempts.map((a, i) => attemptLine(a, i + 1, t)),
  ].map(commentLine);
}

/** The delivery's own fields first, then the event and the attempts. */
function ordered(delivery: Delivery): Record<string, unknown> {
  const { event, attempts, ...rest } = delivery;
  return { ...rest, event, attempts };
}

/** The whole document: header, then the delivery as JSON. */
export function renderDelivery(view: DeliveryView, t: Translate = english): string {
  return [...deliveryHeader(view, t), jsonText(ordered(view.delivery))].join('\n');
}
