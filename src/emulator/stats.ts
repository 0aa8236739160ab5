// Request counters for tests: total requests, per route pattern ("GET /api/v2/connections/:id"), and the
// requests the rate limiter refused with 429 (benchmarks check a paced client gets none).

export interface StatsSnapshot {
  requests: number;
  byRoute: Record<string, number>;
  rateLimited: number;
}

export class Stats {
  private requests = 0;
  private byRoute: Record<string, number> = {};
  private rateLimited = 0;

  record(key: string): void {
    this.requests++;
    this.byRoute[key] = (this.byRoute[key] ?? 0) + 1;
  }

  /** A request refused by the rate limiter (429). */
  limited(): void {
    this.rateLimited++;
  }

  snapshot(): StatsSnapshot {
    return { requests: this.requests, byRoute: { ...this.byRoute }, rateLimited: this.rateLimited };
  }

  reset(): void {
    this.requests = 0;
    this.byRoute = {};
    this.rateLimited = 0;
  }
}
