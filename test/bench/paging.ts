/**
 * Paging throughput: every one of the emulator's 10,000 verification templates (take=100, rate limiter off),
 * read three ways in the same process, interleaved page by page (the order rotates):
 *  - ours: `iterateVerificationTemplates` through `createApiClient` (ky, auth hook, limiter, retry policy,
 *    zod parsing of every page);
 *  - the floor: a bare `fetch` loop (JSON.parse, follow `next`);
 *  - the platform's official Node SDK (`auth0` npm package, devDependency for benchmarks only): its
 *    verification templates client, pointed at the http emulator with its own `baseUrl` option.
 * All three use the same bearer token (fetched once). Ratios are taken pair by pair (one round = one pair)
 * and the figure is their median; the times are medians too. The first rounds (warm-up) are not counted.
 */
import { TemplatesClient } from 'auth0/verifiableCredentials/verification/templates';
import { performance } from 'node:perf_hooks';
import { createApiClient, iterateVerificationTemplates } from '../../src/api';
import { createClientSecretProvider } from '../../src/auth';

export interface PagingFigures {
  pagingRatioVsFetch: number;
  pagingRatioVsSdk: number;
  pagingOursMs: number;
  pagingFetchMs: number;
  pagingSdkMs: number;
  pagingItems: number;
  pagingRounds: number;
}

const TAKE = 100;
/**
 * Rounds not counted: the first rounds run partly in the interpreter (times still fall by half over the first
 * rounds), and a throughput figure is about the steady state.
 */
const WARMUP_ROUNDS = 5;
const PATH = '/api/v2/verifiable-credentials/verification/templates';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** One page's worth (TAKE) of items from an item iterator; returns how many it got (0 at the end). */
async function readPage(it: AsyncIterator<{ id?: string }>): Promise<number> {
  let n = 0;
  while (n < TAKE) {
    const next = await it.next();
    if (next.done) break;
    if (next.value.id) n++;
  }
  return n;
}

export async function benchPaging(origin: string, opts: { rounds?: number; log?: (line: string) => void } = {}): Promise<PagingFigures> {
  const rounds = opts.rounds ?? 15;
  const log = opts.log ?? (() => {});
  const tokenProvider = createClientSecretProvider({ domain: origin, clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret' });
  const { token } = await tokenProvider.getToken();
  const client = createApiClient({ domain: origin, tokenProvider });
  const sdk = new TemplatesClient({ baseUrl: `${origin}/api/v2`, token, maxRetries: 0 });

  /**
   * Each way reads the templates page by page: a step reads one page (100 templates) and returns how many
   * it got (0 at the end). A round runs the three ways in lockstep, one page of each in turn (the order
   * rotates from page to page), so other work on the machine slows the three alike; its time per way is
   * the sum of that way's steps.
   */
  const ways: Record<'ours' | 'fetch' | 'sdk', () => () => Promise<number>> = {
    ours() {
      const it = iterateVerificationTemplates(client, { take: TAKE })[Symbol.asyncIterator]();
      return () => readPage(it);
    },
    fetch() {
      let from: string | undefined;
      let done = false;
      return async () => {
        if (done) return 0;
        const url = new URL(PATH, origin);
        url.searchParams.set('take', String(TAKE));
        if (from) url.searchParams.set('from', from);
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`bare fetch: ${res.status}`);
        const body = (await res.json()) as { templates: { id: string }[]; next?: string };
        let n = 0;
        for (const template of body.templates) if (template.id) n++;
        from = body.next;
        done = !from;
        return n;
      };
    },
    sdk() {
      let it: AsyncIterator<{ id?: string }> | undefined;
      return async () => readPage((it ??= (await sdk.list({ take: TAKE }))[Symbol.asyncIterator]()));
    },
  };
  const names = Object.keys(ways) as (keyof typeof ways)[];
  const times: Record<string, number[]> = { ours: [], fetch: [], sdk: [] };
  let items = 0;
  for (let round = -WARMUP_ROUNDS; round < rounds; round++) {
    const steps = Object.fromEntries(names.map((name) => [name, ways[name]()])) as Record<string, () => Promise<number>>;
    const t: Record<string, number> = { ours: 0, fetch: 0, sdk: 0 };
    const n: Record<string, number> = { ours: 0, fetch: 0, sdk: 0 };
    const running = new Set<string>(names);
    for (let page = 0; running.size > 0; page++) {
      for (let i = 0; i < names.length; i++) {
        const name = names[(i + page) % names.length]!;
        if (!running.has(name)) continue;
        const t0 = performance.now();
        const got = await steps[name]!();
        t[name] += performance.now() - t0;
        n[name] += got;
        if (got === 0) running.delete(name);
      }
    }
    if (items === 0) items = n.ours!;
    for (const name of names) if (n[name] !== items || items === 0) throw new Error(`${name} read ${n[name]} templates, expected ${items}`);
    if (round < 0) continue; // warm-up (JIT, connection pools)
    for (const name of names) times[name]!.push(t[name]!);
    log(`round ${round + 1}: ours ${t.ours!.toFixed(0)} ms, fetch ${t.fetch!.toFixed(0)} ms, sdk ${t.sdk!.toFixed(0)} ms (${(t.ours! / t.fetch!).toFixed(2)}, ${(t.ours! / t.sdk!).toFixed(2)})`);
  }
  const ratio = (other: string) => median(times.ours!.map((ours, i) => ours / times[other]![i]!));
  return {
    pagingRatioVsFetch: ratio('fetch'),
    pagingRatioVsSdk: ratio('sdk'),
    pagingOursMs: median(times.ours!),
    pagingFetchMs: median(times.fetch!),
    pagingSdkMs: median(times.sdk!),
    pagingItems: items,
    pagingRounds: rounds,
  };
}
