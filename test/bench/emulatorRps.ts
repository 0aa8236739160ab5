/**
 * Emulator throughput: requests per second for a simple authenticated GET (one connection) at concurrency 16,
 * over keep-alive connections, with the rate limiter off. Median of a few timed runs after a warm-up.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { median } from './stats';

export interface EmulatorFigures {
  emulatorRps: number;
  emulatorRpsRuns: number[];
  emulatorConcurrency: number;
}

const CONCURRENCY = 16;
const PATH = '/api/v2/connections/con_demoDatabase0001';

export async function benchEmulatorRps(origin: string, opts: { runs?: number; seconds?: number; log?: (line: string) => void } = {}): Promise<EmulatorFigures> {
  const runs = opts.runs ?? 3;
  const seconds = opts.seconds ?? 3;
  const log = opts.log ?? (() => {});
  const tokenRes = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${origin}/api/v2/` }),
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const one = () =>
    new Promise<boolean>((resolve) => {
      const req = request({ hostname, port, path: PATH, agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 200));
      });
      req.on('error', () => resolve(false));
      req.end();
    });
  const load = async (ms: number) => {
    let ok = 0;
    let failed = 0;
    const end = performance.now() + ms;
    const worker = async () => {
      while (performance.now() < end) {
        if (await one()) ok++;
        else failed++;
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const elapsed = (performance.now() - t0) / 1000;
    if (failed > 0) throw new Error(`${failed} of ${ok + failed} requests failed`);
    return ok / elapsed;
  };
  try {
    await load(1000); // warm-up
    const results: number[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await load(seconds * 1000));
      log(`run ${i + 1}: ${Math.round(results[i]!)} requests/s`);
    }
    return { emulatorRps: Math.round(median(results)), emulatorRpsRuns: results.map(Math.round), emulatorConcurrency: CONCURRENCY };
  } finally {
    agent.destroy();
  }
}
