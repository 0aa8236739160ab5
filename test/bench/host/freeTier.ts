/**
 * Free tier (an emulator at 2 requests/s, burst 2, with 500 templates): the whole tree loaded as the view
 * does — the tenant, then every list at once, then every event stream's failed deliveries — then "Load more…"
 * on Verification Templates until all 500 are shown. The emulator counts the requests and the 429s.
 */
import { performance } from 'node:perf_hooks';
import * as vscode from 'vscode';
import type { Services } from '../../../src/services';
import { emulatorTenant, expand, group, resetStats, stats } from './tree';

export interface FreeTierFigures {
  requests: number;
  rateLimited: number;
  templates: number;
  loadMoreClicks: number;
  ms: number;
  routes: Record<string, number>;
}

export async function freeTier(s: Services): Promise<FreeTierFigures> {
  const tenant = await emulatorTenant(s);
  await resetStats();
  const t0 = performance.now();
  const groups = await expand(s, tenant);
  const lists = await Promise.all(groups.map((g) => expand(s, g)));
  const streams = lists[groups.findIndex((g) => g.id.endsWith('/event-streams'))] ?? [];
  await Promise.all(streams.filter((n) => n.getChildren).map((n) => expand(s, n)));
  const templates = group(groups, 'verification-templates');
  let clicks = 0;
  for (; templates.hasMore && clicks < 1000; clicks++) {
    await vscode.commands.executeCommand('authTenants.loadMore', templates);
    await expand(s, templates);
  }
  const ms = performance.now() - t0;
  const st = await stats();
  return { requests: st.requests, rateLimited: st.rateLimited, templates: templates.items.length, loadMoreClicks: clicks, ms, routes: st.byRoute };
}
