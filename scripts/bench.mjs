// `npm run bench`: the performance figures of the extension against the physical limit a user meets — round
// trips (an emulator that answers --latency MS late) and the tenant's rate limit — measured in one run,
// printed with their budgets and, as the very last line, one JSON object holding every key. Not part of
// `npm test` (tests are never timed).
//
//   node scripts/bench.mjs [--no-setup] [--runs N] [--only bundle,diagnostics,paging,emulator,host,free-tier,redeliver,heap,compare-tenants]
//
// It starts and stops everything it needs (emulators, code-server, Chromium) and leaves nothing running.
// Figures are medians of repeated runs. The exit code is non-zero only when a budget is missed (the failing
// budgets are printed) or a measurement could not be made.
// Build output: out/bench/; logs of the extension-host runs: .test-artifacts/bench/.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { killGroup, onShutdown, spawnGroup, track, waitForLog } from '../test/harness/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const { values: opts } = parseArgs({
  options: {
    'no-setup': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(opts.runs) || 5);
const SECTIONS = ['bundle', 'diagnostics', 'paging', 'emulator', 'host', 'free-tier', 'redeliver', 'heap', 'compare-tenants'];
const only = new Set((opts.only ?? SECTIONS.join(',')).split(',').filter(Boolean));
for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section "${s}" (${SECTIONS.join(', ')})`);

/** Round trip of the first-page measurements (the emulator's --latency) and of the paging one. */
const FIRST_PAGE_LATENCY_MS = 200;
const PAGING_LATENCY_MS = 50;
const FREE_TIER = { rate: 2, burst: 2, templates: 500 };
/** Compare Tenants: two free-tier tenants, each with a few hundred resources across every kind. */
const COMPARE_TENANTS = { templates: 200, connections: 60, applications: 100 };

export const BUDGETS = {
  activationMs: { max: 25, unit: 'ms' },
  activationRequests: { max: 0, unit: 'requests' },
  coldFirstPageRatio: { max: 2.3, unit: '× round trip (limit 2)' },
  warmFirstPageRatio: { max: 1.2, unit: '× round trip (limit 1)' },
  freeTierRatio: { max: 1.15, unit: '× rate limit (limit 1)' },
  rateLimited429s: { max: 0, unit: '429s' },
  compareTenantsRatio: { max: 1.15, unit: '× the slower tenant\'s rate limit (limit 1)' },
  compareTenants429s: { max: 0, unit: '429s' },
  redeliverSelectedRatio: { max: 1.15, unit: '× rate limit (limit 1)' },
  redeliverSelected429s: { max: 0, unit: '429s' },
  pagingLatencyRatio: { max: 1.1, unit: '× round trips (limit 1)' },
  diagnosticsRatio1MB: { max: 2, unit: '× parseTree' },
  treeHeapRatio10k: { max: 4, unit: '× JSON bytes' },
  bundleBytes: { max: 400 * 1024, unit: 'B loaded at activation (400 KB)' },
};

const out = join(root, 'out', 'bench');
const artifacts = join(root, '.test-artifacts', 'bench');
const extensionDir = join(out, 'extension');

/** Emulators and other children of this run, stopped on exit and on Ctrl+C. */
const running = new Set();
onShutdown(async () => {
  console.error('\nbench: interrupted, stopping what it started…');
  await Promise.all([...running].map((c) => killGroup(c)));
});

function log(line) {
  process.stderr.write(`bench: ${line}\n`);
}

/** The bench's one median/spread helper (test/bench/stats.ts), built by build() into out/bench/stats.cjs. */
let median;
let spread;

// ── setup and build ────────────────────────────────────────────────────────────────────────────────────

async function setup() {
  const { ensureDeps } = await import('./ensure-deps.mjs');
  ensureDeps(root);
  if (only.has('host') || only.has('free-tier') || only.has('heap') || only.has('compare-tenants')) {
    const { setupSystem } = await import('./setup-system.mjs');
    const { ensureCodeServer, isInstalled } = await import('./code-server.mjs');
    setupSystem({ chromium: true, buildTools: !isInstalled() });
    await ensureCodeServer();
  }
}

async function build() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(extensionDir, 'dist'), { recursive: true });
  // The production bundle, exactly as `npm run package` builds it, into a copy of the extension folder.
  const report = execFileSync(node, ['esbuild.mjs', '--production', '--only=extension,schemas', `--outdir=${join(extensionDir, 'dist')}`], { cwd: root, encoding: 'utf8' });
  execFileSync(node, ['esbuild.mjs', '--only=emulator'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const esbuild = await import('esbuild');
  const common = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'warning', sourcemap: 'inline', mainFields: ['module', 'main'] };
  await esbuild.build({ ...common, entryPoints: [join(root, 'test/bench/host/index.ts')], outfile: join(out, 'host.js'), external: ['vscode'] });
  await esbuild.build({ ...common, entryPoints: [join(root, 'test/bench/node.ts')], outfile: join(out, 'node.js') });
  await esbuild.build({ ...common, entryPoints: [join(root, 'test/bench/stats.ts')], outfile: join(out, 'stats.cjs'), sourcemap: false });
  ({ median, spread } = createRequire(import.meta.url)(join(out, 'stats.cjs')));
  return report;
}

/**
 * The extension folder the extension host loads: the manifest and assets of this checkout with the
 * production bundle, plus a timing shim as `main` that loads dist/extension.js and calls its activate().
 */
function prepareExtensionFolder() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const f of ['package.nls.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'media', 'l10n']) {
    if (existsSync(join(root, f))) cpSync(join(root, f), join(extensionDir, f), { recursive: true });
  }
  const bundle = pkg.main.replace(/^\.\//, '');
  writeFileSync(join(extensionDir, 'bench-main.js'), `// Timing shim of the benchmarks: the time to load ${bundle} and run its activate().
const { performance } = require('node:perf_hooks');
const cpuMs = (since) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000; };
// AUTH_TENANTS_BENCH_PROFILE=<dir>: a CPU profile of the load and activate() (<dir>/activation-<pid>.cpuprofile).
const profileDir = process.env.AUTH_TENANTS_BENCH_PROFILE;
const session = profileDir && new (require('node:inspector').Session)();
if (session) { session.connect(); session.post('Profiler.enable'); session.post('Profiler.setSamplingInterval', { interval: 50 }); session.post('Profiler.start'); }
const c0 = process.cpuUsage();
const t0 = performance.now();
const extension = require('./${bundle}');
const loadMs = performance.now() - t0;
const loadCpuMs = cpuMs(c0);
exports.activate = async function (context) {
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  const api = await extension.activate(context);
  globalThis.__authTenantsBench = { loadMs, activateMs: performance.now() - t1, loadCpuMs, activateCpuMs: cpuMs(c1) };
  if (session) session.post('Profiler.stop', (err, r) => { if (!err) require('node:fs').writeFileSync(require('node:path').join(profileDir, 'activation-' + process.pid + '.cpuprofile'), JSON.stringify(r.profile)); });
  return api;
};
exports.deactivate = function () {
  return extension.deactivate && extension.deactivate();
};
`);
  writeFileSync(join(extensionDir, 'package.json'), JSON.stringify({ ...pkg, main: './bench-main.js', scripts: {}, devDependencies: {} }, null, 2));
}

// ── emulator and child processes ───────────────────────────────────────────────────────────────────────

async function withEmulator(args, fn) {
  mkdirSync(artifacts, { recursive: true });
  const logFile = join(artifacts, `emulator-${Date.now()}.log`);
  const child = spawnGroup(node, [join(root, 'dist', 'emulator.js'), '--port', '0', ...args], { cwd: root, env: process.env, logFile });
  running.add(child);
  try {
    const m = await waitForLog(child, logFile, /listening on (http:\/\/127\.0\.0\.1:\d+)/, 30_000, 'emulator');
    return await fn(m[1]);
  } finally {
    await killGroup(child);
    running.delete(child);
    rmSync(logFile, { force: true });
  }
}

/** Runs `node out/bench/node.js <section> …` and returns the JSON object on its last line. */
function runNodeSection(section, extra = []) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(node, [join(out, 'node.js'), section, ...extra], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] }));
    running.add(child);
    let stdout = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.on('close', (code) => {
      running.delete(child);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      try {
        if (code !== 0) throw new Error(`exit code ${code}`);
        resolve(JSON.parse(last));
      } catch (err) {
        reject(new Error(`${section}: ${err.message}\n${stdout}`));
      }
    });
  });
}

/** One fresh extension host through the integration harness (code-server + headless Chromium). */
function runHost(emulatorUrl, env, label) {
  mkdirSync(artifacts, { recursive: true });
  const result = join(artifacts, `host-${label}.json`);
  const logFile = join(artifacts, `host-${label}.log`);
  rmSync(result, { force: true });
  return new Promise((resolve, reject) => {
    const child = track(spawn(node, [
      join(root, 'test/harness/run.mjs'), '--no-setup', '--timeout', '180',
      '--extension-development-path', extensionDir,
      '--extension-tests-path', join(out, 'host.js'),
      '--emulator-url', emulatorUrl,
    ], { cwd: root, env: { ...process.env, ...env, AUTH_TENANTS_BENCH_OUT: result }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
    running.add(child);
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('close', (code) => {
      running.delete(child);
      writeFileSync(logFile, output);
      let data;
      try {
        data = JSON.parse(readFileSync(result, 'utf8'));
      } catch {
        return reject(new Error(`extension host run ${label} wrote no result (exit ${code}); log: ${logFile}`));
      }
      if (data.error) return reject(new Error(`extension host run ${label}: ${data.error.split('\n')[0]}; log: ${logFile}`));
      resolve(data);
    });
  });
}

/** A harness run that fails for a reason of its own (a start-up hiccup) is retried once. */
async function runHostRetrying(emulatorUrl, env, label) {
  try {
    return await runHost(emulatorUrl, env, label);
  } catch (err) {
    log(`${err.message} — retrying once`);
    return runHost(emulatorUrl, env, `${label}-retry`);
  }
}

// ── sections ───────────────────────────────────────────────────────────────────────────────────────────

/** What activation loads: extension.js and the chunks it requires at load (esbuild.mjs writes the list), not those of first use. */
async function benchBundle() {
  const dist = join(extensionDir, 'dist');
  const { atStart } = JSON.parse(readFileSync(`${dist}.loaded.json`, 'utf8'));
  const files = atStart.map((f) => join(dist, f));
  const bytes = (f) => statSync(f).size;
  return {
    bundleBytes: files.reduce((n, f) => n + bytes(f), 0),
    bundleGzipBytes: files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0),
    bundleFiles: files.length,
  };
}

async function benchHost() {
  log(`extension host: 1 + ${RUNS} fresh starts (code-server, production bundle, emulator answering ${FIRST_PAGE_LATENCY_MS} ms late)…`);
  // The extension's entry turns on Node's compile cache (src/main.ts), kept by Node in NODE_COMPILE_CACHE or
  // <tmp>/node-compile-cache. Emptied first, so run 0 is the first activation after an install or update: printed on
  // its own (activationFirstMs). The figures are the medians of the RUNS hosts after it, as every later start is.
  rmSync(process.env.NODE_COMPILE_CACHE || join(tmpdir(), 'node-compile-cache'), { recursive: true, force: true });
  return withEmulator(['--latency', String(FIRST_PAGE_LATENCY_MS)], async (url) => {
    const runs = [];
    let first;
    for (let i = 0; i <= RUNS; i++) {
      const r = await runHostRetrying(url, { AUTH_TENANTS_BENCH_MODE: 'round-trips' }, `run${i}`);
      const a = r.activation;
      const t = r.roundTrips;
      log(`  run ${i}: load ${a.loadMs.toFixed(1)} + activate ${a.activateMs.toFixed(1)} ms (CPU ${a.cpuMs.toFixed(1)} ms; idle after ${(a.settleMs / 1000).toFixed(1)} s${a.settled ? '' : ', NOT idle'}), ${a.activationRequests} request(s); ` +
        `cold ${t.cold.ms.toFixed(0)} ms (${t.cold.requests} req, CPU ${t.cold.cpuMs.toFixed(0)} ms), warm ${t.warm.ms.toFixed(0)} ms (${t.warm.requests} req, CPU ${t.warm.cpuMs.toFixed(0)} ms), ` +
        `tenant+list ${t.chain.ms.toFixed(0)} ms (${t.chain.requests} req, CPU ${t.chain.cpuMs.toFixed(0)} ms)`);
      if (i === 0) first = r.activation;
      else runs.push(r);
    }
    const act = runs.map((r) => r.activation);
    const ratio = (key) => runs.map((r) => r.roundTrips[key].ms / FIRST_PAGE_LATENCY_MS);
    const activation = act.map((a) => a.loadMs + a.activateMs);
    return {
      activationMs: median(activation),
      activationMsRuns: activation.map((v) => Math.round(v * 10) / 10),
      activationFirstMs: first.loadMs + first.activateMs,
      activationMsRange: spread(activation),
      activationLoadMs: median(act.map((a) => a.loadMs)),
      activationActivateMs: median(act.map((a) => a.activateMs)),
      activationCpuMs: median(act.map((a) => a.cpuMs)),
      activationCallMs: median(act.map((a) => a.activateCallMs)),
      activationIdleHosts: act.filter((a) => a.settled).length,
      activationRequests: Math.max(...act.map((a) => a.activationRequests)),
      coldFirstPageRatio: median(ratio('cold')),
      coldFirstPageRatioRange: spread(ratio('cold')),
      coldFirstPageRequests: Math.max(...runs.map((r) => r.roundTrips.cold.requests)),
      coldFirstPageCpuMs: median(runs.map((r) => r.roundTrips.cold.cpuMs)),
      warmFirstPageRatio: median(ratio('warm')),
      warmFirstPageRatioRange: spread(ratio('warm')),
      warmFirstPageRequests: Math.max(...runs.map((r) => r.roundTrips.warm.requests)),
      warmFirstPageCpuMs: median(runs.map((r) => r.roundTrips.warm.cpuMs)),
      tenantAndListRatio: median(ratio('chain')),
      tenantAndListRequests: Math.max(...runs.map((r) => r.roundTrips.chain.requests)),
      firstPageLatencyMs: FIRST_PAGE_LATENCY_MS,
      hostRuns: runs.length,
    };
  });
}

async function benchFreeTier() {
  const { rate, burst, templates } = FREE_TIER;
  log(`free tier: emulator at ${rate} requests/s, burst ${burst}, ${templates} templates; the whole tree in a fresh extension host…`);
  return withEmulator(['--rate-limit', String(rate), '--burst', String(burst), '--templates', String(templates)], async (url) => {
    const f = (await runHostRetrying(url, { AUTH_TENANTS_BENCH_MODE: 'free-tier' }, 'free-tier')).freeTier;
    if (f.templates !== templates) throw new Error(`free tier: ${f.templates} templates shown instead of ${templates}`);
    // The fastest any client can go: the burst at once, then one request per 1/rate seconds.
    const limitMs = ((f.requests - burst) / rate) * 1000;
    return {
      freeTierRatio: f.ms / limitMs,
      rateLimited429s: f.rateLimited,
      freeTierRequests: f.requests,
      freeTierSeconds: f.ms / 1000,
      freeTierLimitSeconds: limitMs / 1000,
      freeTierLoadMore: f.loadMoreClicks,
    };
  });
}

async function benchCompareTenants() {
  const { rate, burst } = FREE_TIER;
  const { templates, connections, applications } = COMPARE_TENANTS;
  log(`compare tenants: two emulators at ${rate} requests/s, burst ${burst}, each with ${templates} templates, ${connections} connections and ${applications} more applications…`);
  const args = (seed) => ['--seed', seed, '--rate-limit', String(rate), '--burst', String(burst), '--templates', String(templates), '--connections', String(connections)];
  const seed = async (url) => {
    const res = await fetch(`${url}/__emulator/applications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: applications }) });
    if (!res.ok) throw new Error(`compare tenants: seeding applications on ${url}: ${res.status}`);
  };
  return withEmulator(args('demo'), (first) => withEmulator(args('demo-production'), async (second) => {
    await Promise.all([seed(first), seed(second)]);
    const c = (await runHostRetrying(first, { AUTH_TENANTS_BENCH_MODE: 'compare-tenants', AUTH_TENANTS_BENCH_SECOND_URL: second }, 'compare-tenants')).compareTenants;
    // Each tenant's client is paced by its own bucket: the fastest any client can go is the slower tenant's
    // burst at once, then one request per 1/rate seconds.
    const limitMs = (Math.max(...c.requests) - burst) / rate * 1000;
    return {
      compareTenantsRatio: c.ms / limitMs,
      compareTenants429s: c.rateLimited[0] + c.rateLimited[1],
      compareTenantsRequests: c.requests,
      compareTenantsSeconds: c.ms / 1000,
      compareTenantsReadSeconds: c.readMs / 1000,
      compareTenantsReportSeconds: c.reportMs / 1000,
      compareTenantsLimitSeconds: limitMs / 1000,
      compareTenantsEntries: c.entries,
      compareTenantsRoutes: c.routes,
    };
  }));
}

async function benchRedeliver() {
  const { rate, burst } = FREE_TIER;
  log(`redeliver a selection: 40 failed deliveries redelivered one by one, emulator at ${rate} requests/s, burst ${burst}…`);
  return withEmulator(['--rate-limit', String(rate), '--burst', String(burst)],
    (url) => runNodeSection('redeliver', ['--emulator', url, '--rate', String(rate), '--burst', String(burst)]));
}

async function benchHeap() {
  log('tree memory: 10,000 templates shown in the tree of a fresh extension host…');
  return withEmulator(['--rate-limit', 'off', '--templates', '10000'], async (url) => {
    const h = (await runHostRetrying(url, { AUTH_TENANTS_BENCH_MODE: 'heap' }, 'heap')).heap;
    if (h.templates !== 10_000 || h.rows !== 10_000) throw new Error(`tree memory: ${h.templates} templates loaded, ${h.rows} rows shown instead of 10,000`);
    const growth = h.heapAfterBytes - h.heapBeforeBytes;
    return { treeHeapRatio10k: growth / h.jsonBytes, treeHeapGrowthBytes: growth, treeHeapJsonBytes: h.jsonBytes };
  });
}

async function benchPaging() {
  log(`paging: 10,000 verification templates (take=100) from an emulator answering ${PAGING_LATENCY_MS} ms late…`);
  return withEmulator(['--rate-limit', 'off', '--templates', '10000', '--latency', String(PAGING_LATENCY_MS)],
    (url) => runNodeSection('paging', ['--emulator', url, '--latency', String(PAGING_LATENCY_MS)]));
}

async function benchEmulator() {
  log('emulator: requests per second, simple GET at concurrency 16…');
  return withEmulator(['--rate-limit', 'off'], (url) => runNodeSection('emulator', ['--emulator', url]));
}

async function benchDiagnostics() {
  log('diagnostics: validate() vs jsonc-parser parseTree on a 1 MB and a 100-key connection document…');
  return runNodeSection('diagnostics');
}

// ── report ─────────────────────────────────────────────────────────────────────────────────────────────

function machine() {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model?.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, ${process.platform}`;
}

function checkBudgets(r) {
  const missed = [];
  for (const [key, b] of Object.entries(BUDGETS)) {
    if (r[key] === null || r[key] === undefined) continue;
    const v = r[key];
    if (!Number.isFinite(v) || v > b.max) missed.push(`${key} = ${fmt(v, 3)} (budget ≤ ${b.max} ${b.unit})`);
  }
  return missed;
}

const fmt = (v, digits = 0) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : String(v)) : String(v ?? '—'));
const range = (xs, digits) => (Array.isArray(xs) ? `${fmt(xs[0], digits)}–${fmt(xs[1], digits)}` : '—');

function table(r) {
  const L = FIRST_PAGE_LATENCY_MS;
  const rows = [
    ['Activation: load + activate(), idle host, median', 'activationMs', `${fmt(r.activationMs, 1)} ms (runs ${r.activationMsRuns?.join(', ')}; before them the first start, compile cache empty: ${fmt(r.activationFirstMs, 1)}; load ${fmt(r.activationLoadMs, 1)} + activate ${fmt(r.activationActivateMs, 1)}; CPU ${fmt(r.activationCpuMs, 1)}; ${r.activationIdleHosts}/${r.hostRuns} hosts idle)`],
    ['Activation: HTTP requests', 'activationRequests', fmt(r.activationRequests)],
    [`Cold first page ÷ ${L} ms (token + page)`, 'coldFirstPageRatio', `${fmt(r.coldFirstPageRatio, 2)} (${range(r.coldFirstPageRatioRange, 2)}; ${fmt(r.coldFirstPageRequests)} requests; host CPU ${fmt(r.coldFirstPageCpuMs)} ms)`],
    [`Warm first page ÷ ${L} ms (page)`, 'warmFirstPageRatio', `${fmt(r.warmFirstPageRatio, 2)} (${range(r.warmFirstPageRatioRange, 2)}; ${fmt(r.warmFirstPageRequests)} request; host CPU ${fmt(r.warmFirstPageCpuMs)} ms)`],
    [`Fresh host: tenant + list ÷ ${L} ms`, 'tenantAndListRatio', `${fmt(r.tenantAndListRatio, 2)} (${fmt(r.tenantAndListRequests)} requests)`],
    ['Free tier: wall ÷ ((requests − burst) ÷ 2/s)', 'freeTierRatio', `${fmt(r.freeTierRatio, 3)} (${fmt(r.freeTierRequests)} requests in ${fmt(r.freeTierSeconds, 1)} s, limit ${fmt(r.freeTierLimitSeconds, 1)} s)`],
    ['Free tier: 429s', 'rateLimited429s', fmt(r.rateLimited429s)],
    ['Compare Tenants, 2 free-tier tenants: wall ÷ ((requests − burst) ÷ 2/s)', 'compareTenantsRatio', `${fmt(r.compareTenantsRatio, 3)} (${r.compareTenantsRequests?.join(' + ')} requests in ${fmt(r.compareTenantsSeconds, 1)} s, reading ${fmt(r.compareTenantsReadSeconds, 1)} s, report open ${fmt(r.compareTenantsReportSeconds, 1)} s; limit ${fmt(r.compareTenantsLimitSeconds, 1)} s; ${fmt(r.compareTenantsEntries)} list entries)`],
    ['Compare Tenants: 429s', 'compareTenants429s', fmt(r.compareTenants429s)],
    ['Redeliver 40 selected: wall ÷ ((40 − burst) ÷ 2/s)', 'redeliverSelectedRatio', `${fmt(r.redeliverSelectedRatio, 3)} (${range(r.redeliverSelectedRatioRange, 3)}; ${fmt(r.redeliverSelectedSeconds, 1)} s, limit ${fmt(r.redeliverSelectedLimitSeconds, 1)} s; ${fmt(r.redeliverSelectedRounds)} rounds)`],
    ['Redeliver 40 selected: 429s', 'redeliverSelected429s', fmt(r.redeliverSelected429s)],
    [`Paging 10k templates ÷ (pages × ${PAGING_LATENCY_MS} ms)`, 'pagingLatencyRatio', `${fmt(r.pagingLatencyRatio, 3)} (${fmt(r.pagingLatencyMs)} ms, ${fmt(r.pagingRequests)} requests; ${range(r.pagingLatencyRatioRange, 3)})`],
    ['Paging: the same pages by a bare fetch loop (floor)', 'pagingFloorRatio', fmt(r.pagingFloorRatio, 3)],
    ['Diagnostics 1 MB: validate ÷ parseTree', 'diagnosticsRatio1MB', `${fmt(r.diagnosticsRatio1MB, 2)} (validate p50 ${fmt(r.diagnosticsP50Ms1MB, 1)} ms; 100 keys ${fmt(r.diagnosticsP50Ms100Keys, 3)} ms)`],
    ['Tree heap, 10k templates ÷ their JSON', 'treeHeapRatio10k', `${fmt(r.treeHeapRatio10k, 2)} (${fmt(r.treeHeapGrowthBytes / 2 ** 20, 1)} MB for ${fmt(r.treeHeapJsonBytes / 2 ** 20, 1)} MB of JSON)`],
    ['Loaded at activation (extension.js and its chunks)', 'bundleBytes', `${fmt(r.bundleBytes)} B in ${fmt(r.bundleFiles)} files (${fmt(r.bundleGzipBytes)} B gzip)`],
    ['Emulator: GET at concurrency 16', 'emulatorRps', `${fmt(r.emulatorRps)} requests/s`],
  ].filter(([, key]) => r[key] !== undefined && r[key] !== null);
  const budget = (key) => (BUDGETS[key] ? `≤ ${BUDGETS[key].max}` : '');
  const status = (key) => (BUDGETS[key] ? (checkBudgets({ [key]: r[key] }).length ? 'MISSED' : 'ok') : '');
  const lines = [['Measure', 'Key', 'Figure', 'Budget', ''], ...rows.map(([name, key, text]) => [name, key, text, budget(key), status(key)])];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l, i) => {
    const line = l.map((c, j) => (j < 4 ? c.padEnd(widths[j]) : c)).join('  ').trimEnd();
    return i === 0 ? `${line}\n${'─'.repeat(line.length)}` : line;
  }).join('\n');
}

// ── main ───────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const started = Date.now();
  const loadStart = loadavg()[0];
  if (!opts['no-setup']) await setup();
  log('building (production bundle into out/bench/extension, emulator, bench entries)…');
  const report = await build();
  prepareExtensionFolder();
  const results = { machine: machine() };
  const sections = [
    ['bundle', benchBundle],
    ['diagnostics', benchDiagnostics],
    ['paging', benchPaging],
    ['emulator', benchEmulator],
    ['host', benchHost],
    ['free-tier', benchFreeTier],
    ['redeliver', benchRedeliver],
    ['heap', benchHeap],
    ['compare-tenants', benchCompareTenants],
  ];
  const failures = [];
  for (const [name, fn] of sections) {
    if (!only.has(name)) continue;
    try {
      Object.assign(results, await fn());
    } catch (err) {
      failures.push(`${name}: ${err.message}`);
      log(`${name} FAILED: ${err.message}`);
    }
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  // Other work on the machine slows every figure down: the 1-minute load average before and after.
  results.loadAverage = [loadStart, loadavg()[0]].map((l) => Math.round(l * 10) / 10);
  console.log(`\n${report.trim()}`);
  console.log(`\nAuth Tenants benchmarks — ${results.machine}; load average ${results.loadAverage.join(' → ')}\n`);
  console.log(table(results));
  // Every budget key is on the last line; one that could not be measured is null (and reported below).
  for (const key of Object.keys(BUDGETS)) results[key] ??= null;
  const missed = checkBudgets(results);
  console.log('');
  for (const m of missed) console.log(`BUDGET MISSED: ${m}`);
  for (const f of failures) console.log(`NOT MEASURED: ${f}`);
  const skipped = Object.keys(BUDGETS).filter((key) => results[key] === null);
  if (!missed.length && !failures.length) {
    console.log(skipped.length ? `Every measured budget met; not measured (--only): ${skipped.join(', ')} (${results.seconds} s).` : `Every budget met (${results.seconds} s).`);
  }
  console.log(JSON.stringify(results));
  return missed.length || failures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`bench: ${err.stack ?? err}`);
} finally {
  await Promise.all([...running].map((c) => killGroup(c)));
}
process.exit(code);
