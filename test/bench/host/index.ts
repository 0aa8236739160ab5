/**
 * Benchmark entry inside a real VS Code extension host (extensionTestsPath), run by scripts/bench.mjs through
 * test/harness/run.mjs once per fresh extension host. Not a test: it measures and writes one JSON object to
 * $AUTH_TENANTS_BENCH_OUT. The extension under test is the production bundle (out/bench/extension).
 *
 * 1. Activation: `await extension.activate()` from a not-yet-activated state (checked), timed around the call;
 *    the extension's own timing shim (out/bench/extension/bench-main.js, see scripts/bench.mjs) reports the
 *    time to load dist/extension.js and run its activate(). Requests counted at the emulator meanwhile.
 * 2. Tree: through the real TreeDataProvider (getChildren + getTreeItem of every child, as the view does):
 *    the requests each list needs for its first page (token already fetched), and the time to expand the
 *    Connections node of a tenant with 5,000 connections (first expansion; then warm re-expansions).
 * With AUTH_TENANTS_BENCH_MODE=free-tier (an emulator at 2 requests/s, burst 2, with 500 templates) instead:
 * 3. Free tier: the whole tree loaded as the view does (tenant, then every list at once, then every event
 *    stream's deliveries), then "Load more…" on Verification Templates until all 500 are shown; the 429s
 *    are counted at the emulator.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../../src/extension';
import type { Services } from '../../../src/services';
import type { TreeNode } from '../../../src/tree/node';

const EXTENSION_ID = 'auth-tenants.auth-tenants';
const EMULATOR_TENANT_NODE = 'tenant:local-emulator';
const WARM_EXPANSIONS = 5;

interface Stats {
  requests: number;
  byRoute: Record<string, number>;
  rateLimited: number;
}

export interface HostResult {
  wasActive: boolean;
  /** Around `await extension.activate()` in this test entry (includes VS Code's own activation work). */
  activateCallMs: number;
  /** From the shim: require('./dist/extension.js') and its activate(), inside the extension host. */
  loadMs?: number;
  activateMs?: number;
  /** CPU time of this process during load and activate() (less than the time when the machine is busy). */
  loadCpuMs?: number;
  activateCpuMs?: number;
  activationRequests: number;
  activationRoutes: Record<string, number>;
  lists: { key: string; label: string; requests: number; routes: Record<string, number>; items: number; ms: number }[];
  connectionsExpandMs: number;
  connectionsExpandWarmMs: number[];
  connectionsExpandRequests: number;
  freeTier?: { requests: number; rateLimited: number; templates: number; loadMoreClicks: number; ms: number; routes: Record<string, number> };
  error?: string;
}

const emulatorUrl = () => (process.env.AUTH_TENANTS_EMULATOR_URL ?? '').replace(/\/$/, '');

async function control(method: string, path: string): Promise<unknown> {
  const res = await fetch(`${emulatorUrl()}/__emulator/${path}`, { method });
  if (!res.ok) throw new Error(`emulator ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}
const stats = () => control('GET', 'stats') as Promise<Stats>;
const resetStats = () => control('POST', 'stats/reset');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function label(s: Services, node: TreeNode): string {
  const l = s.tree.getTreeItem(node).label;
  return typeof l === 'string' ? l : (l?.label ?? '');
}

/** What the view does on expand: children, then a TreeItem for each. */
async function expand(s: Services, node?: TreeNode): Promise<TreeNode[]> {
  const children = await s.tree.getChildren(node);
  for (const child of children) s.tree.getTreeItem(child);
  return children;
}

async function timedExpand(s: Services, node: TreeNode): Promise<{ children: TreeNode[]; ms: number; stats: Stats }> {
  await resetStats();
  const t0 = performance.now();
  const children = await expand(s, node);
  const ms = performance.now() - t0;
  return { children, ms, stats: await stats() };
}

async function emulatorTenant(s: Services): Promise<TreeNode> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await s.tree.getChildren()).find((n) => n.id === EMULATOR_TENANT_NODE);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('the emulator tenant did not appear in the tree');
    await sleep(50);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN;

type ListNode = TreeNode & { reset(): void; loadNext(): Promise<void>; readonly hasMore: boolean; readonly items: unknown[] };

async function freeTier(s: Services, tenant: TreeNode): Promise<NonNullable<HostResult['freeTier']>> {
  const t0 = performance.now();
  await resetStats();
  const groups = await expand(s, tenant);
  const lists = await Promise.all(groups.map((g) => expand(s, g)));
  const streams = lists[groups.findIndex((g) => g.id.endsWith('/event-streams'))] ?? [];
  await Promise.all(streams.filter((n) => n.getChildren).map((n) => expand(s, n)));
  const templates = groups.find((g) => g.id.endsWith('/verification-templates')) as ListNode | undefined;
  if (!templates) throw new Error('no Verification Templates list under the emulator tenant');
  let clicks = 0;
  for (; templates.hasMore && clicks < 100; clicks++) {
    await vscode.commands.executeCommand('authTenants.loadMore', templates);
    await expand(s, templates);
  }
  const st = await stats();
  return { requests: st.requests, rateLimited: st.rateLimited, templates: templates.items.length, loadMoreClicks: clicks, ms: performance.now() - t0, routes: st.byRoute };
}

async function measure(result: HostResult): Promise<void> {
  const ext = vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID);
  if (!ext) throw new Error(`${EXTENSION_ID} is not loaded in the extension host`);
  result.wasActive = ext.isActive;
  if (ext.isActive) throw new Error('the extension was already active before the measurement (an activation event fired)');
  // The emulator tenant is added by activate() from this setting (storage only, no request).
  await vscode.workspace.getConfiguration('authTenants').update('emulator.url', emulatorUrl(), vscode.ConfigurationTarget.Global);

  await resetStats();
  const t0 = performance.now();
  const api = await ext.activate();
  result.activateCallMs = performance.now() - t0;
  const shim = (globalThis as { __authTenantsBench?: { loadMs: number; activateMs: number; loadCpuMs: number; activateCpuMs: number } }).__authTenantsBench;
  if (shim) Object.assign(result, shim);
  await sleep(1000); // fire-and-forget work started by activate() lands
  const afterActivation = await stats();
  result.activationRequests = afterActivation.requests;
  result.activationRoutes = afterActivation.byRoute;

  const s = api.testing;
  if (!s) throw new Error('the test seam is off: AUTH_TENANTS_TEST=1 must reach the extension host');
  const tenant = await emulatorTenant(s);
  if (process.env.AUTH_TENANTS_BENCH_MODE === 'free-tier') {
    result.freeTier = await freeTier(s, tenant);
    return;
  }
  const groups = await expand(s, tenant); // gets the token: not counted for the lists
  for (const group of groups) {
    const key = group.id.slice(tenant.id.length + 1);
    const { children, ms, stats: st } = await timedExpand(s, group);
    result.lists.push({ key, label: label(s, group), requests: st.requests, routes: st.byRoute, items: children.length, ms });
    if (key === 'connections') {
      result.connectionsExpandMs = ms;
      result.connectionsExpandRequests = st.requests;
    }
    if (key === 'event-streams' && children[0]?.getChildren) {
      // A stream's failed deliveries are a list of their own.
      const first = await timedExpand(s, children[0]);
      result.lists.push({ key: 'event-streams/deliveries', label: `${label(s, children[0])} (failed deliveries)`, requests: first.stats.requests, routes: first.stats.byRoute, items: first.children.length, ms: first.ms });
    }
  }
  const connections = groups.find((g) => g.id.endsWith('/connections')) as ListNode | undefined;
  if (!connections) throw new Error('no Connections list node under the emulator tenant');
  for (let i = 0; i < WARM_EXPANSIONS; i++) {
    connections.reset();
    result.connectionsExpandWarmMs.push((await timedExpand(s, connections)).ms);
  }
}

export async function run(): Promise<void> {
  const out = process.env.AUTH_TENANTS_BENCH_OUT;
  if (!out) throw new Error('AUTH_TENANTS_BENCH_OUT is not set: run through scripts/bench.mjs');
  const result: HostResult = {
    wasActive: false, activateCallMs: NaN, activationRequests: NaN, activationRoutes: {}, lists: [],
    connectionsExpandMs: NaN, connectionsExpandWarmMs: [], connectionsExpandRequests: NaN,
  };
  try {
    await measure(result);
    console.log(`bench: activate() ${result.activateCallMs.toFixed(1)} ms` + (result.freeTier
      ? `, free tier: ${result.freeTier.requests} requests, ${result.freeTier.rateLimited} × 429, ${result.freeTier.templates} templates in ${(result.freeTier.ms / 1000).toFixed(1)} s`
      : `, Connections expand ${result.connectionsExpandMs.toFixed(1)} ms (warm median ${median(result.connectionsExpandWarmMs).toFixed(1)} ms)`));
  } catch (err) {
    result.error = (err as Error).stack ?? String(err);
    console.error(`bench: ${result.error}`);
  } finally {
    writeFileSync(out, JSON.stringify(result));
  }
}
