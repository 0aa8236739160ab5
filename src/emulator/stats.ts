// Request counters for tests: total requests and per route pattern ("GET /api/v2/connections/:id").

export interface StatsSnapshot {
  requests: number;
  byRoute: Record<string, number>;
}

export class Stats {
  private requests = 0;
  private byRoute: Record<string, number> = {};

  record(key: string): void {
    this.requests++;
    this.byRoute[key] = (this.byRoute[key] ?? 0) + 1;
  }

  snapshot(): StatsSnapshot {
    return { requests: this.requests, byRoute: { ...this.byRoute } };
  }

  reset(): void {
    this.requests = 0;
    this.byRoute = {};
  }
}
