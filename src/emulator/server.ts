// The programmatic entry point: startEmulator() → a running local tenant on loopback.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { AssertionVerifier } from './auth/assertion';
import { DEFAULT_TOKEN_TTL_SECONDS, TokenService } from './auth/tokens';
import { createClock } from './clock';
import type { EmulatorContext } from './context';
import { FaultPlan } from './faults';
import { isLoopbackHost, urlHost } from './net';
import { Cursors } from './paging';
import type { Pipeline } from './pipeline';
import { DEFAULT_RATE_LIMIT, RateLimiter } from './rateLimit';
import type { SeedName, SeedSize } from './seed';
import { Store } from './state/store';
import { Stats } from './stats';

export interface EmulatorOptions {
  port?: number;
  host?: string;
  allowRemote?: boolean;
  seed?: SeedName;
  statePath?: string;
  /** Pads the seeded lists to at least this many items (benchmarks: `--templates N`, `--connections N`). */
  size?: SeedSize;
  /** Token bucket; default 1000/s with burst 1000. A rate or burst ≤ 0 turns limiting off. */
  rateLimit?: { rate: number; burst: number };
  /** Fault spec, see faults.ts. */
  faults?: string;
  /** Milliseconds every answer waits before it is sent, as a network round trip would (`--latency MS`). */
  latencyMs?: number;
  verbose?: boolean;
  log?: (line: string) => void;
  tokenTtlSeconds?: number;
  /** Event stream deliveries: ms before the first attempt and unit of the retry backoff (`--delivery-delay MS`, default 1000). */
  deliveryDelayMs?: number;
  /** Clock source (ms since epoch) for tests; defaults to Date.now. */
  now?: () => number;
}

export interface RunningEmulator {
  /** Origin, e.g. http://127.0.0.1:PORT, no trailing slash. */
  url: string;
  port: number;
  close(): Promise<void>;
  stats(): { requests: number; byRoute: Record<string, number>; rateLimited: number };
  resetStats(): void;
  /** A request without a socket (Fastify's `inject`): tests use it to come from another address (`remoteAddress`). */
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
}

export const DEFAULT_DELIVERY_DELAY_MS = 1000;

/** Thrown for options that can never work (non-loopback host without allowRemote, bad fault spec). */
export class EmulatorConfigError extends Error {}

export async function startEmulator(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !opts.allowRemote) {
    throw new EmulatorConfigError(`Refusing to listen on non-loopback host "${host}": the emulator has well-known credentials. Pass --allow-remote (allowRemote: true) to do it anyway.`);
  }
  let plan: FaultPlan;
  try {
    plan = FaultPlan.parse(opts.faults ?? '');
  } catch (err) {
    throw new EmulatorConfigError((err as Error).message);
  }
  const clock = createClock(opts.now);
  const ctx: EmulatorContext = {
    clock,
    store: Store.open(opts.seed ?? 'demo', opts.statePath, opts.size),
    tokens: await TokenService.create(clock, opts.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS),
    assertions: new AssertionVerifier(clock),
    cursors: new Cursors(clock),
    deliveryDelayMs: opts.deliveryDelayMs ?? DEFAULT_DELIVERY_DELAY_MS,
    origin: '',
  };
  const log = opts.verbose ? (opts.log ?? ((line: string) => console.log(line))) : undefined;
  const pipeline: Pipeline = {
    stats: new Stats(),
    limiter: new RateLimiter(clock, opts.rateLimit ?? DEFAULT_RATE_LIMIT),
    faults: { plan },
    latencyMs: opts.latencyMs ?? 0,
    log,
    allowRemote: opts.allowRemote ?? false,
  };
  const app = await buildApp(ctx, pipeline);
  await app.listen({ port: opts.port ?? 0, host });
  const port = (app.server.address() as AddressInfo).port;
  ctx.origin = `http://${urlHost(host)}:${port}`;
  return {
    url: ctx.origin,
    port,
    close: () => app.close(),
    stats: () => pipeline.stats.snapshot(),
    resetStats: () => pipeline.stats.reset(),
    inject: (request) => app.inject(request),
  };
}
