// `npm run bench`: the performance figures of the extension, measured side by side in one run, printed as a
// table and, as the very last line, one JSON object. Not part of `npm test` (tests are never timed).
//
//   node scripts/bench.mjs [--no-setup] [--runs N] [--only bundle,diagnostics,paging,emulator,host,free-tier]
//
// It starts and stops everything it needs (emulators, code-server, Chromium) and leaves nothing running.
// Figures are medians of repeated runs; ratios are medians of per-pair ratios. The exit code is non-zero
// only when a budget is missed (the failing budgets are printed) or a measurement could not be made.
// Build output: out/bench/; logs of the extension-host runs: .test-artifacts/bench/.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
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
const SECTIONS = ['bundle', 'diagnostics', 'paging', 'emulator', 'host', 'free-tier'];
const only = new Set((opts.only ?? SECTIONS.join(',')).split(',').filter(Boolean));
for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only: unknown section "${s}" (${SECTIONS.join(', ')})`);

export const BUDGETS = {
  bundleBytes: { max: 150 * 1024, unit: 'bytes' },
  activationMs: { max: 20, unit: 'ms' },
  activationRequests: { max: 0, unit: 'requests' },
  pagingRatioVsFetch: { max: 1.15, unit: '×' },
  pagingRatioVsSdk: { max: 1.0, unit: '×' },
  diagnosticsRatio1MB: { max: 3, unit: '×' },
  treeFirstPageRequests: { max: 1, min: 1, unit: 'requests' },
  rateLimited429s: { max: 0, unit: '429s' },
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

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// ── setup and build ────────────────────────────────────────────────────────────────────────────────────

async function setup() {
  const { ensureDeps } = await import('./ensure-deps.mjs');
  ensureDeps(root);
  if (only.has('host') || only.has('free-tier')) {
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
  await esbuild.build({ ...common, entryPoints: [join(root, 'test/bench/node.ts')], outfile: join(out, 'node.js'), external: ['auth0'] });
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

async function benchBundle() {
  const file = join(extensionDir, 'dist', 'extension.js');
  const bytes = statSync(file).size;
  const gzip = gzipSync(readFileSync(file)).length;
  // Files the extension loads on first use (esbuild.mjs: dist/lazy/), not at activation.
  const lazyDir = join(extensionDir, 'dist', 'lazy');
  const lazy = existsSync(lazyDir) ? readdirSync(lazyDir).filter((f) => f.endsWith('.js')).map((f) => [f, statSync(join(lazyDir, f)).size]) : [];
  return { bundleBytes: bytes, bundleGzipBytes: gzip, bundleLazyBytes: lazy.reduce((a, [, b]) => a + b, 0), bundleLazyFiles: Object.fromEntries(lazy) };
}

async function benchHost() {
  log(`extension host: ${RUNS} fresh starts (code-server, production bundle, emulator with 5,000 connections)…`);
  return withEmulator(['--connections', '5000'], async (url) => {
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const r = await runHostRetrying(url, {}, `run${i}`);
      log(`  run ${i}: load ${r.loadMs.toFixed(1)} + activate ${r.activateMs.toFixed(1)} ms (CPU ${(r.loadCpuMs + r.activateCpuMs).toFixed(1)} ms), activate() call ${r.activateCallMs.toFixed(1)} ms, ${r.activationRequests} request(s); Connections expand ${r.connectionsExpandMs.toFixed(1)} ms`);
      runs.push(r);
    }
    const lists = runs[0].lists.map((l) => ({ key: l.key, label: l.label, requests: Math.max(...runs.map((r) => r.lists.find((x) => x.key === l.key)?.requests ?? Infinity)) }));
    return {
      activationMs: median(runs.map((r) => r.loadMs + r.activateMs)),
      activationLoadMs: median(runs.map((r) => r.loadMs)),
      activationActivateMs: median(runs.map((r) => r.activateMs)),
      activationCallMs: median(runs.map((r) => r.activateCallMs)),
      activationCpuMs: median(runs.map((r) => r.loadCpuMs + r.activateCpuMs)),
      activationRequests: Math.max(...runs.map((r) => r.activationRequests)),
      treeFirstPageRequests: Math.max(...lists.map((l) => l.requests)),
      treeFirstPageRequestsMin: Math.min(...lists.map((l) => l.requests)),
      treeLists: Object.fromEntries(lists.map((l) => [l.key, l.requests])),
      connections5kExpandMs: median(runs.map((r) => r.connectionsExpandMs)),
      connections5kExpandWarmMs: median(runs.flatMap((r) => r.connectionsExpandWarmMs)),
      hostRuns: runs.length,
    };
  });
}

async function benchFreeTier() {
  log('free tier: emulator at 2 requests/s, burst 2, 500 templates; the whole tree in a fresh extension host…');
  return withEmulator(['--rate-limit', '2', '--burst', '2', '--templates', '500'], async (url) => {
    const r = await runHostRetrying(url, { AUTH_TENANTS_BENCH_MODE: 'free-tier' }, 'free-tier');
    const f = r.freeTier;
    if (f.templates !== 500) throw new Error(`free tier: ${f.templates} templates shown instead of 500`);
    return { rateLimited429s: f.rateLimited, freeTierRequests: f.requests, freeTierSeconds: f.ms / 1000, freeTierLoadMore: f.loadMoreClicks };
  });
}

async function benchPaging() {
  log('paging: 10,000 verification templates (take=100), ours / bare fetch / auth0 SDK, interleaved…');
  return withEmulator(['--rate-limit', 'off', '--templates', '10000'], (url) => runNodeSection('paging', ['--emulator', url]));
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
    if (!(key in r)) continue;
    const v = r[key];
    if (!Number.isFinite(v) || v > b.max || (b.min !== undefined && v < b.min)) {
      missed.push(`${key} = ${v} (budget ${b.min !== undefined && b.min === b.max ? `= ${b.max}` : `≤ ${b.max}`} ${b.unit})`);
    }
  }
  return missed;
}

const fmt = (v, digits = 0) => (typeof v === 'number' ? (Number.isFinite(v) ? v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : String(v)) : String(v ?? '—'));

/** "each of the 7 lists: 1", or every list with its count when they differ. */
function listsText(lists) {
  const counts = Object.values(lists);
  if (counts.every((c) => c === counts[0])) return `each of the ${counts.length} lists: ${counts[0]}`;
  return Object.entries(lists).map(([k, v]) => `${k} ${v}`).join(', ');
}

function table(r) {
  const rows = [
    ['Bundle (production dist/extension.js)', 'bundleBytes', `${fmt(r.bundleBytes)} B (${fmt(r.bundleGzipBytes)} B gzip; + ${fmt(r.bundleLazyBytes)} B loaded on first use)`],
    ['Activation: load + activate(), median', 'activationMs', `${fmt(r.activationMs, 1)} ms (load ${fmt(r.activationLoadMs, 1)} + activate ${fmt(r.activationActivateMs, 1)}; CPU ${fmt(r.activationCpuMs, 1)}; extension.activate() call ${fmt(r.activationCallMs, 1)})`],
    ['Activation: HTTP requests', 'activationRequests', fmt(r.activationRequests)],
    ['Paging 10k templates: ours / bare fetch', 'pagingRatioVsFetch', `${fmt(r.pagingRatioVsFetch, 2)} × (ours ${fmt(r.pagingOursMs)} ms, fetch ${fmt(r.pagingFetchMs)} ms)`],
    ['Paging 10k templates: ours / auth0 SDK', 'pagingRatioVsSdk', `${fmt(r.pagingRatioVsSdk, 2)} × (SDK ${fmt(r.pagingSdkMs)} ms)`],
    ['Diagnostics 1 MB: validate / parseTree', 'diagnosticsRatio1MB', `${fmt(r.diagnosticsRatio1MB, 2)} × (validate p50 ${fmt(r.diagnosticsP50Ms1MB, 1)} ms; 100 keys ${fmt(r.diagnosticsP50Ms100Keys, 3)} ms)`],
    ['Tree: requests for a list\'s first page (max)', 'treeFirstPageRequests', `${fmt(r.treeFirstPageRequests)}${r.treeLists ? ` (${listsText(r.treeLists)})` : ''}`],
    ['Tree: expand Connections (5,000), median', 'connections5kExpandMs', `${fmt(r.connections5kExpandMs, 1)} ms (warm ${fmt(r.connections5kExpandWarmMs, 1)} ms)`],
    ['Free tier (2/s, burst 2): 429s', 'rateLimited429s', `${fmt(r.rateLimited429s)} (${fmt(r.freeTierRequests)} requests in ${fmt(r.freeTierSeconds, 1)} s)`],
    ['Emulator: GET at concurrency 16', 'emulatorRps', `${fmt(r.emulatorRps)} requests/s`],
  ].filter(([, key]) => key in r);
  const budget = (key) => {
    const b = BUDGETS[key];
    if (!b) return '';
    return b.min !== undefined && b.min === b.max ? `= ${fmt(b.max)}` : `≤ ${fmt(b.max, b.max % 1 ? 2 : 0)}`;
  };
  const status = (key) => (BUDGETS[key] ? (checkBudgets({ [key]: r[key] }).length ? 'MISSED' : 'ok') : '');
  const lines = [['Measure', 'Figure', 'Budget', ''], ...rows.map(([name, key, text]) => [name, text, budget(key), status(key)])];
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((l) => l[i].length)));
  return lines.map((l, i) => {
    const line = l.map((c, j) => (j < 3 ? c.padEnd(widths[j]) : c)).join('  ').trimEnd();
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
  const missed = checkBudgets(results);
  console.log('');
  for (const m of missed) console.log(`BUDGET MISSED: ${m}`);
  for (const f of failures) console.log(`NOT MEASURED: ${f}`);
  if (!missed.length && !failures.length) console.log(`Every budget met (${results.seconds} s).`);
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
