/**
 * Per-client request limiter: bounds concurrency and paces requests from the tenant's rate-limit headers, so a
 * free tenant (2 requests/s, burst 2) sees no 429 in normal use and still gets its 2 requests a second.
 *
 * Model: the tenant's bucket is estimated as `remaining` (from `X-RateLimit-Remaining`, minus requests started
 * since). While the estimate is > 0 requests start freely (up to `maxConcurrency`). Once it reaches 0 the next
 * request waits until one request has refilled: at the refill rate learnt from the headers (refillRate.ts, a
 * lower bound), `(1 − estimate) ÷ rate` after the last response, or else until `X-RateLimit-Reset`, whichever
 * comes first. The reset has whole-second resolution, so waiting for it alone wastes up to a second each time
 * the bucket runs dry; the rate paces at the refill rate itself. Past the reset with no rate known the estimate
 * is unknown and one request at a time probes until a response reports the bucket again. Before the first
 * response the estimate is unknown too, so the very first request goes alone. A tenant that sends no
 * rate-limit headers is limited by concurrency only. A 429 blocks every request until its `Retry-After` /
 * `X-RateLimit-Reset` and turns the learnt rate off (refillRate.ts says why).
 */
import { abortReason } from './abort';
import { parseRateLimit, serverWaitMs, type RateLimitState } from './rateLimit';
import { RefillRate } from './refillRate';

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

export interface LimiterOptions {
  maxConcurrency: number;
  now?: () => number;
}

export class RequestLimiter {
  private readonly max: number;
  private readonly now: () => number;
  private readonly queue: Waiter[] = [];
  private inFlight = 0;
  /** Estimated requests left in the tenant's bucket; undefined = unknown (probe one at a time). */
  private remaining: number | undefined;
  private resetAt = 0;
  private blockedUntil = 0;
  /** undefined until a response tells whether the tenant sends rate-limit headers. */
  private paced: boolean | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastState: RateLimitState | undefined;
  /** When the last rate-limit headers arrived (the `remaining` estimate holds from then on). */
  private seenAt = 0;
  private readonly refill = new RefillRate();
  /** Start times of the requests in flight, oldest first: a release ends one started no earlier than the first. */
  private readonly starts: number[] = [];

  constructor(opts: LimiterOptions) {
    this.max = Math.max(1, Math.floor(opts.maxConcurrency));
    this.now = opts.now ?? Date.now;
  }

  /** The last rate-limit headers seen. */
  get rateLimit(): RateLimitState | undefined {
    return this.lastState;
  }

  get stats(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight, queued: this.queue.length };
  }

  /** Waits for a slot. Rejects with the abort reason as soon as `signal` aborts. Pair with `release`. */
  acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    // Nothing queued and a slot free now: start at once (no waiter, no abort listener to add and remove).
    if (this.queue.length === 0 && this.delay(this.now()) === 0) {
      this.start();
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const i = this.queue.indexOf(waiter);
          if (i >= 0) this.queue.splice(i, 1);
          reject(abortReason(signal as AbortSignal));
          this.pump();
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.queue.push(waiter);
      this.pump();
    });
  }

  /**
   * Frees the slot and learns from the response headers. Pass no headers when the request failed without a
   * response (network error, timeout, abort).
   */
  release(headers?: Headers, status?: number): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    const startedAt = this.starts.shift() ?? 0;
    if (headers) this.observe(headers, status, startedAt);
    this.pump();
  }

  private observe(headers: Headers, status: number | undefined, startedAt: number): void {
    const now = this.now();
    const state = parseRateLimit(headers, now);
    if (state) {
      this.lastState = state;
      this.paced = true;
      if (state.remaining !== undefined) {
        // Requests still in flight may not be counted by the server yet: assume they are not (conservative).
        this.remaining = state.remaining - this.inFlight;
        this.seenAt = now;
        if (state.limit !== undefined && status !== 429) this.refill.observe(state.limit, state.remaining, startedAt, now);
      }
      if (state.resetAt !== undefined) this.resetAt = state.resetAt;
    } else if (this.paced === undefined && status !== undefined) {
      this.paced = false;
    }
    if (status === 429) {
      this.refill.stop();
      this.remaining = 0;
      const wait = serverWaitMs(headers, now);
      this.blockedUntil = Math.max(this.blockedUntil, now + (wait ?? 1000));
      if (this.resetAt < this.blockedUntil) this.resetAt = this.blockedUntil;
    }
  }

  /** 0 when a request may start now, else how long to wait (Infinity: wait for a release). */
  private delay(now: number): number {
    if (this.inFlight >= this.max) return Infinity;
    if (now < this.blockedUntil) return this.blockedUntil - now;
    if (this.paced === false) return 0;
    if (this.remaining !== undefined && this.remaining <= 0) {
      const rate = this.refill.perMs;
      const refilledAt = rate > 0 ? this.seenAt + (1 - this.remaining) / rate : Infinity;
      if (now >= refilledAt) return 0;
      if (now < this.resetAt) return Math.min(refilledAt, this.resetAt) - now;
      this.remaining = undefined; // the bucket has refilled by an unknown amount: probe
    }
    if (this.remaining === undefined) return this.inFlight === 0 ? 0 : Infinity;
    return 0;
  }

  private pump(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.queue.length) {
      const wait = this.delay(this.now());
      if (wait > 0) {
        if (wait !== Infinity) this.timer = setTimeout(() => this.pump(), Math.min(wait, 2_147_483_647));
        return;
      }
      const waiter = this.queue.shift() as Waiter;
      waiter.signal?.removeEventListener('abort', waiter.onAbort);
      this.start();
      waiter.resolve();
    }
  }

  private start(): void {
    this.inFlight++;
    this.starts.push(this.now());
    if (this.remaining !== undefined) this.remaining--;
  }
}
