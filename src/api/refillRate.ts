/**
 * A lower bound of the rate at which the tenant's bucket refills, learnt from its rate-limit headers.
 *
 * The headers give the bucket's size (`limit`) and its content after each request (`remaining`, a whole number:
 * the true content is in [remaining, remaining + 1)), but not the refill rate, and `X-RateLimit-Reset` is in
 * whole seconds. The rate follows from counting: take one response as the anchor; for a later response,
 *
 *   refilled = content(later) − content(anchor) + requests the server took in between (the later one included)
 *            > remaining(later) − bound(anchor) + counted
 *
 * where bound(anchor) = min(remaining + 1, limit − 1) is the most the bucket can hold right after a request
 * (exact when the anchor found it full), and `counted` only counts requests started after the anchor's
 * response arrived (an undercount). The time between the two takes is at most (later response − anchor's
 * start), so refilled ÷ that time is below the true rate. A bucket that overflowed meanwhile refilled less than
 * its rate allows, which lowers the figure further: every estimate is a lower bound, the best one is kept, and
 * a response that found the bucket full becomes the new anchor (it is exact and follows any overflow).
 *
 * This assumes the documented token bucket: a steady refill (management-api-research.md §1.3). A bucket that
 * refilled in steps (a fixed window) or that other clients also drain could make the pace too fast, and the
 * first 429 would show it: a 429 turns the estimate off for good (the limiter then waits for
 * `X-RateLimit-Reset` as before). A different `limit` (another bucket) starts the estimate over.
 */

interface Anchor {
  /** When the anchor's request started, or earlier. */
  startedAt: number;
  /** When its response arrived: requests started from then on are counted. */
  seenAt: number;
  limit: number;
  /** The most the bucket held right after the anchor's request. */
  bound: number;
  counted: number;
}

export class RefillRate {
  private anchor: Anchor | undefined;
  private best = 0;
  private off = false;

  /** Requests per millisecond, 0 while unknown. Never above the true rate while the bucket stays the same. */
  get perMs(): number {
    return this.best;
  }

  /**
   * Learns from one response carrying `limit` and `remaining`. `startedAt` is no later than when its request
   * started; `now` is when the response arrived.
   */
  observe(limit: number, remaining: number, startedAt: number, now: number): void {
    if (this.off) return;
    const a = this.anchor;
    if (!a || a.limit !== limit) {
      this.best = 0;
      this.anchor = anchorAt(limit, remaining, startedAt, now);
      return;
    }
    if (startedAt >= a.seenAt) {
      a.counted++;
      const refilled = remaining - a.bound + a.counted;
      const elapsed = now - a.startedAt;
      if (refilled > 0 && elapsed > 0) this.best = Math.max(this.best, refilled / elapsed);
    }
    if (remaining >= limit - 1) this.anchor = anchorAt(limit, remaining, startedAt, now);
  }

  /** A 429: the bucket does not refill as this estimate assumes (or is shared); stop estimating. */
  stop(): void {
    this.off = true;
    this.anchor = undefined;
    this.best = 0;
  }
}

function anchorAt(limit: number, remaining: number, startedAt: number, now: number): Anchor {
  // Right after a request the bucket holds less than remaining + 1, and at most limit − 1 (it held at most
  // `limit`); a server reporting more than that is taken at its word.
  const bound = remaining < limit ? Math.min(remaining + 1, limit - 1) : remaining + 1;
  return { startedAt, seenAt: now, limit, bound, counted: 0 };
}
