/**
 * Following a delivery until it settles: the service answers a test event (or a redelivery) with a pending
 * delivery and then tries the destination, retrying after 1, 2 and 4 s. This reads the delivery again until its
 * status is neither pending nor retrying, or the time runs out, or the user stops it. No `vscode` import.
 */
import { sleep } from '../../api/abort';
import type { ApiClient } from '../../api/client';
import { getDelivery, type Delivery } from './api';

/** The statuses of a delivery still in flight. */
export const IN_FLIGHT_STATUSES: readonly string[] = ['pending', 'retrying'];

export const isSettled = (d: Delivery): boolean => !IN_FLIGHT_STATUSES.includes(String(d.status ?? 'pending'));

export interface FollowOptions {
  /** Stops following (the last delivery read is answered): a cancelled progress notification. */
  signal?: AbortSignal;
  /** How long to follow before giving up (the delivery keeps going on the tenant). Default 30 s. */
  timeoutMs?: number;
  /** The wait before each read; the last value repeats. Default 0.5 s, then 1 s (at most one read a second). */
  intervalsMs?: readonly number[];
  /** Told of each read (the progress notification shows the status). */
  onRead?: (d: Delivery) => void;
  now?: () => number;
}

export interface Followed {
  delivery: Delivery;
  /** False when the time ran out or the user stopped following before the delivery settled. */
  settled: boolean;
}

/** Reads the delivery until it settles (see the module comment); `first` is the answer of the request that made it. */
export async function followDelivery(client: ApiClient, streamId: string, first: Delivery, options: FollowOptions = {}): Promise<Followed> {
  const { signal, timeoutMs = 30_000, intervalsMs = [500, 1000], onRead, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  let delivery = first;
  for (let i = 0; !isSettled(delivery); i++) {
    const wait = intervalsMs[Math.min(i, intervalsMs.length - 1)] ?? 1000;
    if (signal?.aborted || now() + wait > deadline) return { delivery, settled: false };
    try {
      await sleep(wait, signal);
      delivery = await getDelivery(client, streamId, first.id, { signal });
    } catch (err) {
      if (signal?.aborted) return { delivery, settled: false };
      throw err;
    }
    onRead?.(delivery);
  }
  return { delivery, settled: true };
}

/** The last attempt of a delivery (its error, its duration), if it was tried. */
export function lastAttempt(d: Delivery): NonNullable<Delivery['attempts']>[number] | undefined {
  return d.attempts?.at(-1);
}
