/**
 * Redelivers a list of failed events one request each (POST /event-streams/{id}/redeliver/{event_id}), as a
 * selection of failed deliveries asks, on one tenant's client.
 *
 * The pace is the client's own: its limiter (limiter.ts) holds each request until the tenant's bucket has room,
 * at the refill rate it learns from the rate-limit headers. This loop adds no pacing of its own; it only keeps
 * REDELIVERY_WINDOW events handed to the client at once, so the limiter always has the next request ready the
 * moment the bucket allows it, while a stop takes effect within that window: the requests already handed over
 * finish (their outcome is known and reported), the rest are never sent. Handing every event over at once
 * would go no faster (the limiter queues them) but would leave nothing to stop.
 */
import type { ApiClient } from '../../api/client';
import { redeliverEvent } from './deliveries';

/** Events handed to the client at once: the limiter's next request is always queued behind the one in flight. */
export const REDELIVERY_WINDOW = 2;

export interface EventRef {
  streamId: string;
  eventId: string;
}

/** One event's answer: accepted (202) when `error` is undefined. */
export interface RedeliveryOutcome {
  event: EventRef;
  error?: unknown;
}

export interface RedeliveryRun {
  /** The events sent, in the order given, each with its answer. */
  outcomes: RedeliveryOutcome[];
  /** The events never sent because `stop` was raised first. */
  notSent: EventRef[];
}

export interface RedeliverEventsOptions {
  /** Raised: no further event is handed to the client (those already handed over finish). */
  stop?: AbortSignal;
  /** Called as each answer arrives, with the number answered so far. */
  onSettled?: (outcome: RedeliveryOutcome, settled: number) => void;
  window?: number;
}

export async function redeliverEvents(client: ApiClient, events: readonly EventRef[], opts: RedeliverEventsOptions = {}): Promise<RedeliveryRun> {
  const results: (RedeliveryOutcome | undefined)[] = new Array(events.length);
  let next = 0;
  let settled = 0;
  const worker = async (): Promise<void> => {
    while (next < events.length && !opts.stop?.aborted) {
      const i = next++;
      const event = events[i];
      let outcome: RedeliveryOutcome;
      try {
        await redeliverEvent(client, event.streamId, event.eventId);
        outcome = { event };
      } catch (error) {
        outcome = { event, error };
      }
      results[i] = outcome;
      opts.onSettled?.(outcome, ++settled);
    }
  };
  const width = Math.max(1, Math.min(opts.window ?? REDELIVERY_WINDOW, events.length));
  await Promise.all(Array.from({ length: width }, worker));
  const outcomes = results.filter((r): r is RedeliveryOutcome => r !== undefined);
  return { outcomes, notSent: events.slice(next) };
}
