// `npm test`: sets up what the tests need (idempotent), builds, then runs every test stage and ends with
// one line "N passed, N failed" (unit + integration [+ e2e] tests). Setup and build failures stop the run;
// a failing test stage does not stop the later ones. Exit code 0 only if everything passed.
//
//   node scripts/test.mjs [--skip typecheck,unit,integration,e2e] [--timeout <seconds>] [--grep <pattern>]
//
// A stage that fails without reporting a failing test (typecheck, a crash, a timeout) counts as 1 failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDeps } from './ensure-deps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = process.execPath;
const { values: opts } = parseArgs({
  options: {
    skip: { type: 'string', default: '' },
    timeout: { type: 'string' },
    grep: { type: 'string' },
  },
});
const skip = new Set(opts.skip.split(',').filter(Boolean));
const tmp = mkdtempSync(join(tmpdir(), 'auth-tenants-test-'));

let current; // the running child process
let interrupted;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    interrupted = sig;
    current?.kill(sig); // the harness stops its servers and exits; then we print the summary
  });
}

/** Runs a command, streaming its output, and resolves { code, output }. */
function runStreaming(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    current = child;
    let output = '';
    child.stdout.on('data', (d) => { output += d; process.stdout.write(d); });
    child.stderr.on('data', (d) => { output += d; process.stderr.write(d); });
    child.on('error', (e) => { output += String(e); });
    child.on('close', (code, signal) => { current = undefined; resolve({ code: code ?? (signal ? 128 : 1), output }); });
  });
}

/** The last "<prefix>: N passed, N failed[, N skipped]" in the output. */
function countsFromOutput(prefix) {
  return (output) => {
    const all = [...output.matchAll(new RegExp(`${prefix}: (\\d+) passed, (\\d+) failed(?:, (\\d+) skipped)?`, 'g'))];
    const m = all.at(-1);
    return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: Number(m[3] ?? 0) } : undefined;
  };
}

const unitCounts = join(tmp, 'unit-counts.json');
const harnessArgs = ['--no-setup', ...(opts.timeout ? ['--timeout', opts.timeout] : []), ...(opts.grep ? ['--grep', opts.grep] : [])];

const stages = [
  // Setup: a failure stops the run.
  { name: 'npm packages', setup: true, fn: () => ensureDeps(root) },
  {
    name: 'system packages', setup: true,
    fn: async () => {
      const { setupSystem } = await import('./setup-system.mjs');
      const { isInstalled } = await import('./code-server.mjs');
      setupSystem({ chromium: !skip.has('integration'), buildTools: !isInstalled() });
    },
  },
  { name: 'code-server', setup: true, skipIf: () => skip.has('integration'), fn: async () => (await import('./code-server.mjs')).ensureCodeServer() },
  { name: 'build', setup: true, cmd: [node, 'esbuild.mjs'] },
  // The .vsix users install: the integration stage runs it unpacked, the e2e stage installs it.
  { name: 'package', setup: true, cmd: [node, 'scripts/package.mjs'] },
  // Tests: every stage runs.
  { name: 'typecheck', cmd: [node, 'node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] },
  {
    name: 'unit',
    cmd: [node, 'node_modules/mocha/bin/mocha.js', '--reporter', './test/harness/spec-counts-reporter.cjs'],
    env: { MOCHA_COUNTS_FILE: unitCounts },
    counts: () => (existsSync(unitCounts) ? JSON.parse(readFileSync(unitCounts, 'utf8')) : undefined),
  },
  { name: 'integration', cmd: [node, 'test/harness/run.mjs', ...harnessArgs], counts: countsFromOutput('integration') },
  // e2e hook: Playwright tests driving the workbench run here once test/harness/e2e.mjs exists. Contract:
  // same options as run.mjs, prints "e2e: N passed, N failed", exits non-zero on failure.
  {
    name: 'e2e', skipIf: () => !existsSync(join(root, 'test/harness/e2e.mjs')),
    cmd: [node, 'test/harness/e2e.mjs', ...harnessArgs], counts: countsFromOutput('e2e'),
  },
];

const results = [];
let setupFailed = false;
const t0 = Date.now();
for (const stage of stages) {
  if (interrupted) break;
  if (skip.has(stage.name) || stage.skipIf?.()) {
    results.push({ name: stage.name, status: 'skipped' });
    continue;
  }
  console.log(`\n▶ ${stage.name}`);
  const started = Date.now();
  let ok;
  let output = '';
  if (stage.fn) {
    try {
      await stage.fn();
      ok = true;
    } catch (e) {
      console.error(e.message ?? e);
      ok = false;
    }
  } else {
    const r = await runStreaming(stage.cmd[0], stage.cmd.slice(1), stage.env);
    ok = r.code === 0;
    output = r.output;
  }
  const counts = stage.counts?.(output);
  const result = { name: stage.name, status: ok ? 'ok' : 'failed', counts, seconds: (Date.now() - started) / 1000 };
  results.push(result);
  console.log(`${ok ? '✔' : '✘'} ${stage.name}${counts ? `: ${counts.passed} passed, ${counts.failed} failed` : ''} (${result.seconds.toFixed(1)} s)`);
  if (!ok && stage.setup) {
    setupFailed = true;
    break;
  }
}
rmSync(tmp, { recursive: true, force: true });

let passed = 0;
let failed = 0;
console.log(`\n── results (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  if (r.status === 'failed' && !(c?.failed > 0)) failed += 1;
  const detail = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : r.status === 'skipped' ? '' : r.status;
  console.log(`  ${r.status === 'ok' ? '✔' : r.status === 'skipped' ? '-' : '✘'} ${r.name.padEnd(16)} ${r.status === 'skipped' ? 'skipped' : `${detail}  ${r.seconds.toFixed(1)} s`}`);
}
if (setupFailed) console.log('  (setup failed: later stages did not run)');
if (interrupted) {
  console.log(`  (interrupted by ${interrupted})`);
  if (failed === 0) failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || setupFailed || interrupted ? 1 : 0);
