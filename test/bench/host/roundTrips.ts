/**
 * First pages against round trips, through the extension's real tree data provider (getChildren of the group
 * node plus a TreeItem for each row, as the view asks), against an emulator that answers `latencyMs` late:
 * - chain: a fresh host (no token): expanding the tenant (its token) and then Connections (its first page);
 * - cold: Token Exchange Profiles with no token held (the tenant's session dropped, as after the token expired
 *   or the tenant was edited): token + page;
 * - warm: Verification Templates with the token cached: one page.
 * Each is a list's first load; the requests each needed are counted at the emulator.
 */
import { performance } from 'node:perf_hooks';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';
import { emulatorTenant, expand, group, itemRows, resetStats, stats } from './tree';

export interface Timed {
  ms: number;
  /** CPU time of the extension host meanwhile: the part of `ms` over the round trips that is our own work. */
  cpuMs: number;
  requests: number;
  rows: number;
}

export interface RoundTripFigures {
  chain: Timed;
  cold: Timed;
  warm: Timed;
}

async function timed(steps: () => Promise<TreeNode[]>): Promise<Timed> {
  await resetStats();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const rows = await steps();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  const st = await stats();
  if (itemRows(rows) === 0) throw new Error(`no rows: ${rows.map((r) => r.id).join(', ')}`);
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, requests: st.requests, rows: itemRows(rows) };
}

export async function roundTrips(s: Services): Promise<RoundTripFigures> {
  const tenant = await emulatorTenant(s);
  let groups: TreeNode[] = [];
  const chain = await timed(async () => {
    groups = await expand(s, tenant);
    return expand(s, group(groups, 'connections'));
  });
  s.sessions.forget(tenant.profile.id);
  const cold = await timed(() => expand(s, group(groups, 'token-exchange-profiles')));
  const warm = await timed(() => expand(s, group(groups, 'verification-templates')));
  return { chain, cold, warm };
}
