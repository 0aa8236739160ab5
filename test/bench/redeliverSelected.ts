/**
 * Redelivering a selection against a free tenant's rate limit: 40 selected failed deliveries of one stream
 * redelivered through `redeliverEvents` — the loop the Redeliver command runs on a multi-selection (ky client,
 * limiter, retry policy) — against an emulator at 2 requests/s, burst 2. No client can do better than the burst
 * at once and then one request per half second: the limit is (40 − 2) ÷ 2 s. Each round the stream gets 40 new
 * failed deliveries (rate limit off meanwhile), the limit is set again (a full bucket), the token is fetched and
 * the bucket left to refill before the clock starts. `redeliverSelectedRatio` is the median over the rounds of
 * time ÷ limit; `redeliverSelected429s` the 429s the emulator sent in every round together.
 */
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../../src/api';
import { redeliverEvents } from '../../src/kinds/eventStreams/redeliverEvents';
import { createClientSecretProvider } from '../../src/auth';
import { makeFailedDeliveries } from '../helpers/failedDeliveries';
import { median, spread } from './stats';

export interface RedeliverFigures {
  redeliverSelectedRatio: number;
  redeliverSelectedRatioRange: [number, number];
  redeliverSelectedSeconds: number;
  redeliverSelectedLimitSeconds: number;
  redeliverSelected429s: number;
  redeliverSelectedEvents: number;
  redeliverSelectedRounds: number;
}

const STREAM = 'est_demoUserLifecycle00001';
const EVENTS = 40;

async function control(origin: string, method: string, path: string, body?: unknown): Promise<{ rateLimited?: number; byRoute?: Record<string, number> }> {
  const res = await fetch(`${origin}/__emulator/${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`emulator ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as { rateLimited?: number }) : {};
}

export async function benchRedeliverSelected(origin: string, opts: { rate: number; burst: number; rounds?: number; log?: (line: string) => void }): Promise<RedeliverFigures> {
  const rounds = opts.rounds ?? 3;
  const log = opts.log ?? (() => {});
  const limitMs = ((EVENTS - opts.burst) / opts.rate) * 1000;
  const ratios: number[] = [];
  const times: number[] = [];
  let rateLimited = 0;
  for (let round = 1; round <= rounds; round++) {
    await control(origin, 'POST', 'reset');
    await control(origin, 'PUT', 'rate-limit', { off: true });
    const ids = await makeFailedDeliveries(origin, STREAM, EVENTS);
    await control(origin, 'PUT', 'rate-limit', { rate: opts.rate, burst: opts.burst });
    const tokenProvider = createClientSecretProvider({ domain: origin, clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret' });
    await tokenProvider.getToken();
    await new Promise((r) => setTimeout(r, (opts.burst / opts.rate) * 1000 + 100));
    const client = createApiClient({ domain: origin, tokenProvider });
    await control(origin, 'POST', 'stats/reset');
    const t0 = performance.now();
    const run = await redeliverEvents(client, ids.map((eventId) => ({ streamId: STREAM, eventId })));
    const ms = performance.now() - t0;
    const stats = await control(origin, 'GET', 'stats');
    const refused = run.outcomes.filter((o) => o.error !== undefined).length;
    if (run.outcomes.length !== EVENTS || refused) throw new Error(`round ${round}: ${run.outcomes.length} of ${EVENTS} sent, ${refused} refused`);
    rateLimited += stats.rateLimited ?? NaN;
    ratios.push(ms / limitMs);
    times.push(ms);
    log(`round ${round}: ${EVENTS} redeliveries in ${ms.toFixed(0)} ms, limit ${limitMs} ms → ${(ms / limitMs).toFixed(3)} (${stats.rateLimited} × 429)`);
  }
  return {
    redeliverSelectedRatio: median(ratios),
    redeliverSelectedRatioRange: spread(ratios),
    redeliverSelectedSeconds: median(times) / 1000,
    redeliverSelectedLimitSeconds: limitMs / 1000,
    redeliverSelected429s: rateLimited,
    redeliverSelectedEvents: EVENTS,
    redeliverSelectedRounds: rounds,
  };
}
