// A token bucket for the whole tenant: `burst` requests at once, refilled at `rate` per second.
// Reports the state in the X-RateLimit-* headers (Reset in epoch seconds) and Retry-After on 429.
import type { Clock } from './clock';

export interface RateLimitConfig {
  rate: number;
  burst: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { rate: 1000, burst: 1000 };

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

export class RateLimiter {
  private config: RateLimitConfig | undefined;
  private tokens = 0;
  private last = 0;

  constructor(
    private readonly clock: Clock,
    config: RateLimitConfig | undefined,
  ) {
    this.configure(config);
  }

  /** `undefined` (or a rate ≤ 0) turns the limiter off. */
  configure(config: RateLimitConfig | undefined): void {
    this.config = config && config.rate > 0 && config.burst > 0 ? { ...config } : undefined;
    this.tokens = this.config?.burst ?? 0;
    this.last = this.clock.now();
  }

  get current(): RateLimitConfig | undefined {
    return this.config;
  }

  /** Takes one token; `undefined` when the limiter is off. */
  take(): RateDecision | undefined {
    const cfg = this.config;
    if (!cfg) return undefined;
    const now = this.clock.now();
    this.tokens = Math.min(cfg.burst, this.tokens + (Math.max(0, now - this.last) / 1000) * cfg.rate);
    this.last = now;
    const allowed = this.tokens >= 1;
    if (allowed) this.tokens -= 1;
    const remaining = Math.floor(this.tokens);
    const secondsToNext = remaining >= cfg.burst ? 0 : (remaining + 1 - this.tokens) / cfg.rate;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(cfg.burst),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(Math.ceil((now + secondsToNext * 1000) / 1000)),
    };
    if (!allowed) headers['retry-after'] = String(Math.max(1, Math.ceil(secondsToNext)));
    return { allowed, headers };
  }
}
