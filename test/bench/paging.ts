/**
 * Paging against round trips: every one of the emulator's 10,000 verification templates with take=100 through
 * the public `iterateVerificationTemplates` (ky client, limiter, retry policy, response checks), against an
 * emulator started with `--latency 50 --rate-limit off`. The physical limit is 100 pages one after the other,
 * each one round trip: 100 × 50 ms. The token is fetched before the clock starts (it is not a page).
 * `pagingLatencyRatio` is the median over the rounds of time ÷ (pages × latency).
 *
 * Each round also reads the same pages with a bare `fetch` loop (same token, same emulator, no checks):
 * `pagingFloorRatio` is what any client reaches on this machine against this emulator, the floor under
 * `pagingLatencyRatio` (a loopback round trip after 50 ms idle costs more than 50 ms here).
 */
import { performance } from 'node:perf_hooks';
import { createApiClient } from '../../src/api';
import { iterateVerificationTemplates } from '../../src/kinds/verificationTemplates/api';
import { createClientSecretProvider } from '../../src/auth';
import { median, spread } from './stats';

export interface PagingFigures {
  pagingLatencyRatio: number;
  pagingLatencyMs: number;
  pagingLatencyRatioRange: [number, number];
  /** The same pages by a bare `fetch` loop, time ÷ (pages × latency): the floor of this machine and emulator. */
  pagingFloorRatio: number;
  pagingItems: number;
  pagingPages: number;
  pagingRounds: number;
  /** Requests the emulator counted in one round (the limit assumes one per page). */
  pagingRequests: number;
}

async function control(origin: string, method: string, path: string): Promise<{ requests?: number }> {
  const res = await fetch(`${origin}/__emulator/${path}`, { method });
  if (!res.ok) throw new Error(`emulator ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? (JSON.parse(text) as { requests?: number }) : {};
}

const TAKE = 100;
const PATH = '/api/v2/verifiable-credentials/verification/templates';

/** Every page with a plain fetch loop and JSON.parse: no client, no checks. Returns the number of pages. */
async function bareLoop(origin: string, token: string): Promise<number> {
  let pages = 0;
  let from: string | undefined;
  do {
    const url = new URL(PATH, origin);
    url.searchParams.set('take', String(TAKE));
    if (from) url.searchParams.set('from', from);
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`bare loop: ${res.status} ${await res.text()}`);
    const body = JSON.parse(await res.text()) as { next?: string };
    pages++;
    from = body.next;
  } while (from);
  return pages;
}

export async function benchPaging(origin: string, opts: { latencyMs: number; rounds?: number; log?: (line: string) => void }): Promise<PagingFigures> {
  const rounds = opts.rounds ?? 3;
  const log = opts.log ?? (() => {});
  const tokenProvider = createClientSecretProvider({ domain: origin, clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret' });
  const { token } = await tokenProvider.getToken();
  const client = createApiClient({ domain: origin, tokenProvider });
  const times: number[] = [];
  const ratios: number[] = [];
  const floors: number[] = [];
  let items = 0;
  let requests = 0;
  for (let round = 0; round < rounds; round++) {
    const ids = new Set<string>();
    await control(origin, 'POST', 'stats/reset');
    const t0 = performance.now();
    for await (const template of iterateVerificationTemplates(client, { take: TAKE })) ids.add(template.id);
    const ms = performance.now() - t0;
    requests = (await control(origin, 'GET', 'stats')).requests ?? NaN;
    if (ids.size === 0 || (items && ids.size !== items)) throw new Error(`round ${round + 1} read ${ids.size} templates, expected ${items || 'some'}`);
    items = ids.size;
    const limit = Math.ceil(items / TAKE) * opts.latencyMs;
    times.push(ms);
    ratios.push(ms / limit);
    const b0 = performance.now();
    const pages = await bareLoop(origin, token);
    if (pages !== Math.ceil(items / TAKE)) throw new Error(`the bare loop read ${pages} pages, the client ${Math.ceil(items / TAKE)}`);
    floors.push((performance.now() - b0) / (pages * opts.latencyMs));
    log(`round ${round + 1}: ${items} templates in ${ms.toFixed(0)} ms, limit ${limit} ms → ${(ms / limit).toFixed(3)} (${requests} requests); bare fetch loop → ${floors.at(-1)!.toFixed(3)}`);
  }
  return {
    pagingLatencyRatio: median(ratios),
    pagingLatencyMs: median(times),
    pagingLatencyRatioRange: spread(ratios),
    pagingFloorRatio: median(floors),
    pagingItems: items,
    pagingPages: Math.ceil(items / TAKE),
    pagingRounds: rounds,
    pagingRequests: requests,
  };
}
