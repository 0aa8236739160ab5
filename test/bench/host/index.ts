/**
 * Benchmark entry inside a real VS Code extension host (extensionTestsPath), run by scripts/bench.mjs through
 * test/harness/run.mjs once per fresh extension host. Not a test: it measures and writes one JSON object to
 * $AUTH_TENANTS_BENCH_OUT. The extension under test is the production bundle (out/bench/extension).
 * $AUTH_TENANTS_BENCH_MODE picks what follows activation:
 *   round-trips (default; emulator with --latency): activation.ts once the host is idle, then roundTrips.ts;
 *   free-tier (emulator at 2 requests/s, burst 2, 500 templates): freeTier.ts;
 *   heap (emulator with 10,000 templates): heap.ts;
 *   compare-tenants (two emulators at 2 requests/s, burst 2, a few hundred resources each): compareTenants.ts.
 */
import { writeFileSync } from 'node:fs';
import { activate, type ActivationFigures } from './activation';
import { compareTenants, type CompareTenantsFigures } from './compareTenants';
import { freeTier, type FreeTierFigures } from './freeTier';
import { heap, type HeapFigures } from './heap';
import { roundTrips, type RoundTripFigures } from './roundTrips';

export interface HostResult {
  mode: string;
  activation?: ActivationFigures;
  roundTrips?: RoundTripFigures;
  freeTier?: FreeTierFigures;
  heap?: HeapFigures;
  compareTenants?: CompareTenantsFigures;
  error?: string;
}

async function measure(result: HostResult): Promise<void> {
  const { services, figures } = await activate({ settle: result.mode === 'round-trips' });
  result.activation = figures;
  if (result.mode === 'round-trips') result.roundTrips = await roundTrips(services);
  else if (result.mode === 'free-tier') result.freeTier = await freeTier(services);
  else if (result.mode === 'heap') result.heap = await heap(services);
  else if (result.mode === 'compare-tenants') result.compareTenants = await compareTenants(services);
  else throw new Error(`unknown AUTH_TENANTS_BENCH_MODE "${result.mode}"`);
}

export async function run(): Promise<void> {
  const out = process.env.AUTH_TENANTS_BENCH_OUT;
  if (!out) throw new Error('AUTH_TENANTS_BENCH_OUT is not set: run through scripts/bench.mjs');
  const result: HostResult = { mode: process.env.AUTH_TENANTS_BENCH_MODE ?? 'round-trips' };
  try {
    await measure(result);
    console.log(`bench: ${result.mode} done`);
  } catch (err) {
    result.error = (err as Error).stack ?? String(err);
    console.error(`bench: ${result.error}`);
  } finally {
    writeFileSync(out, JSON.stringify(result));
  }
}
