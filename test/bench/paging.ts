/**
 * Paging throughput: every one of the emulator's 10,000 verification templates (take=100, rate limiter off),
 * read three ways in the same process, interleaved round by round (the order rotates):
 *  - ours: `iterateVerificationTemplates` through `createApiClient` (ky, auth hook, limiter, retry policy,
 *    zod parsing of every page);
 *  - the floor: a bare `fetch` loop (JSON.parse, follow `next`);
 *  - the platform's official Node SDK (`auth0` npm package, devDependency for benchmarks only): its
 *    verification templates client, pointed at the http emulator with its own `baseUrl` option.
 * All three use the same bearer token (fetched once). Ratios are taken pair by pair (one round = one pair)
 * and the figure is their median; the times are medians too.
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
const PATH = '/api/v2/verifiable-credentials/verification/templates';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export async function benchPaging(origin: string, opts: { rounds?: number; log?: (line: string) => void } = {}): Promise<PagingFigures> {
  const rounds = opts.rounds ?? 11;
  const log = opts.log ?? (() => {});
  const tokenProvider = createClientSecretProvider({ domain: origin, clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret' });
  const { token } = await tokenProvider.getToken();
  const client = createApiClient({ domain: origin, tokenProvider });
  const sdk = new TemplatesClient({ baseUrl: `${origin}/api/v2`, token, maxRetries: 0 });

  const ways: Record<'ours' | 'fetch' | 'sdk', () => Promise<number>> = {
    async ours() {
      let n = 0;
      for await (const template of iterateVerificationTemplates(client, { take: TAKE })) if (template.id) n++;
      return n;
    },
    async fetch() {
      let n = 0;
      let from: string | undefined;
      do {
        const url = new URL(PATH, origin);
        url.searchParams.set('take', String(TAKE));
        if (from) url.searchParams.set('from', from);
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        if (!res.ok) throw new Error(`bare fetch: ${res.status}`);
        const body = (await res.json()) as { templates: { id: string }[]; next?: string };
        for (const template of body.templates) if (template.id) n++;
        from = body.next;
      } while (from);
      return n;
    },
    async sdk() {
      let n = 0;
      const page = await sdk.list({ take: TAKE });
      for await (const template of page) if (template.id) n++;
      return n;
    },
  };
  const names = Object.keys(ways) as (keyof typeof ways)[];
  const times: Record<string, number[]> = { ours: [], fetch: [], sdk: [] };
  let items = 0;
  // Round 0 warms up every way (JIT, connection pools) and is not counted.
  for (let round = 0; round <= rounds; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    const t: Record<string, number> = {};
    for (const name of order) {
      const t0 = performance.now();
      const n = await ways[name]();
      t[name] = performance.now() - t0;
      if (items === 0) items = n;
      if (n !== items || n === 0) throw new Error(`${name} read ${n} templates, expected ${items}`);
    }
    if (round === 0) continue;
    for (const name of names) times[name]!.push(t[name]!);
    log(`round ${round}: ours ${t.ours!.toFixed(0)} ms, fetch ${t.fetch!.toFixed(0)} ms, sdk ${t.sdk!.toFixed(0)} ms (${order.join(' → ')})`);
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
