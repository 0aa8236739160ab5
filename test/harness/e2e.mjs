// Browser-level end-to-end tests: the extension installed in code-server (a real VS Code 1.139 workbench,
// started WITHOUT the smoke-test driver, so notification toasts show as for a user), the local tenant
// emulator with its demo data (and a second one with its production twin), and Debian's headless Chromium driven by playwright-core. The tests
// (test/e2e/*.e2e.ts, Mocha) click through the workbench like a person and save the README pictures.
//
//   node test/harness/e2e.mjs [--no-setup] [--timeout <seconds>] [--grep <pattern>] [--update-screenshots]
//        [--vsix FILE]
//
// The extension under test is the .vsix users install (auth-tenants-<version>.vsix, built by `npm run package`;
// npm test builds it first), installed with code-server's `--install-extension`: a missing file, a wrong
// `main` or a stray .vscodeignore line fails here. Every run gets a fresh profile (user data, extensions
// folder with the package installed, workspace, browser profile) in a temp folder; everything listens on 127.0.0.1 only and is
// stopped at the end, also on failure, timeout or Ctrl+C. Artifacts go to .test-artifacts/e2e/<time>-<pid>/:
// logs (code-server, emulator, browser console, Mocha, VS Code logs), a screenshot per failed test and the
// screenshots the tests take. With --update-screenshots (or AUTH_TENANTS_UPDATE_SCREENSHOTS=1) those are
// also written to media/screenshots/, the pictures the README shows.
//
// Last line: "e2e: N passed, N failed[, N skipped]" (read by scripts/test.mjs). Exit code 0 only if all passed.
// Env: AUTH_TENANTS_E2E_TIMEOUT (seconds for the whole stage, default 900: each story opens its own window), CHROMIUM_PATH, AUTH_TENANTS_CACHE.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator } from './emulator.mjs';
import { freePort, killGroup, onShutdown, spawnGroup, track, waitForHttp } from './processes.mjs';
import { vsixPath } from '../../scripts/package.mjs';
import { CHROMIUM_ARGS, installVsix, keepLogsAndRemove, QUIET_SETTINGS, runArtifacts, setupWorkbench } from './workbenchRun.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({
  options: {
    'no-setup': { type: 'boolean', default: false },
    timeout: { type: 'string', default: process.env.AUTH_TENANTS_E2E_TIMEOUT || '900' },
    grep: { type: 'string' },
    vsix: { type: 'string' },
    'update-screenshots': { type: 'boolean', default: process.env.AUTH_TENANTS_UPDATE_SCREENSHOTS === '1' },
  },
});
const timeoutMs = Number(opts.timeout) * 1000;
if (!(timeoutMs > 0)) throw new Error(`bad --timeout ${opts.timeout}`);

const artifacts = runArtifacts(root, 'e2e');
const log = {
  server: join(artifacts, 'code-server.log'),
  emulator: join(artifacts, 'emulator.log'),
  production: join(artifacts, 'emulator-production.log'),
  mocha: join(artifacts, 'mocha.log'),
};
const SCREENSHOTS = join(root, 'media', 'screenshots');

const state = { tmp: undefined, emulator: undefined, production: undefined, server: undefined, browser: undefined, mocha: undefined, interrupted: false, keepLogs: false };

async function cleanup() {
  await killGroup(state.mocha);
  await state.browser?.close().catch(() => {});
  await Promise.all([killGroup(state.server), killGroup(state.emulator?.child), killGroup(state.production?.child)]);
  keepLogsAndRemove(state.tmp, artifacts);
}

onShutdown(async (sig) => {
  state.interrupted = true;
  console.error(`\ne2e: interrupted (${sig}), stopping the tests, the browser, code-server and the emulator…`);
  await cleanup();
});

/** Runs Mocha on test/e2e in a child process (its own process group), streaming its output. */
function runMocha(env) {
  const args = [
    '--import', 'tsx',
    join(root, 'node_modules', 'mocha', 'bin', 'mocha.js'),
    '--no-config', '--no-package',
    '--reporter', join(root, 'test', 'harness', 'spec-counts-reporter.cjs'),
    '--timeout', '60000', '--slow', '15000',
    ...(opts.grep ? ['--grep', opts.grep] : []),
    'test/e2e/**/*.e2e.ts',
  ];
  const child = spawn(process.execPath, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (d) => {
      appendFileSync(log.mocha, d);
      (stream === child.stdout ? process.stdout : process.stderr).write(d);
    });
  }
  return child;
}

async function main() {
  if (!opts['no-setup']) await setupWorkbench(root);
  const { codeServerPaths, isInstalled, codeServerCommand, vscodeVersion, CODE_SERVER_VERSION } = await import('../../scripts/code-server.mjs');
  const { CHROMIUM } = await import('../../scripts/setup-system.mjs');
  const p = codeServerPaths();
  if (!isInstalled(p)) throw new Error(`code-server not installed in ${p.dir}: run "node scripts/code-server.mjs" (or npm test)`);
  const vsix = opts.vsix ?? vsixPath();
  if (!existsSync(vsix)) throw new Error(`${vsix} missing: run "npm run package" (npm test builds it)`);
  console.log(`e2e: VS Code ${vscodeVersion(p)} (code-server ${CODE_SERVER_VERSION}, installed mode), headless ${CHROMIUM} via playwright-core`);

  const started = Date.now();
  state.tmp = mkdtempSync(join(tmpdir(), 'auth-tenants-e2e-'));
  const userDataDir = join(state.tmp, 'user-data');
  const extensionsDir = join(state.tmp, 'extensions');
  const workspace = join(state.tmp, 'workspace');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  cpSync(join(root, 'test', 'fixtures', 'workspace'), workspace, { recursive: true });
  const extensionId = installVsix(p, vsix, { extensionsDir, userDataDir });
  // A quiet, predictable workbench. No authTenants.emulator.url: the tests add the tenant through the UI.
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify({
    ...QUIET_SETTINGS,
    'workbench.tips.enabled': false,
    'workbench.colorTheme': 'Default Light Modern',
    'extensions.ignoreRecommendations': true,
    'remote.autoForwardPorts': false,
    'editor.minimap.enabled': false,
    'editor.hover.delay': 150,
    // Desktop VS Code's default. The web workbench defaults to afterDelay, and a connection document refuses
    // auto-saves (they would apply without the review): each pause in typing then shows "Failed to save".
    'files.autoSave': 'off',
  }, null, 2));

  // The second tenant of the compare and copy step: the demo's production twin (src/emulator/seed/production.ts).
  [state.emulator, state.production] = await Promise.all([
    startEmulator(root, { logFile: log.emulator }),
    startEmulator(root, { seed: 'demo-production', logFile: log.production }),
  ]);
  console.log(`e2e: emulators at ${state.emulator.url} (seed demo) and ${state.production.url} (seed demo-production)`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Fixed time zone and language, so dates in the tree (and the screenshots) do not depend on the machine.
  const cmd = codeServerCommand(p, { port, userDataDir, extensionsDir, configFile: join(state.tmp, 'config.yaml'), env: { TZ: 'UTC', LANG: 'en_US.UTF-8' } });
  state.server = spawnGroup(cmd.cmd, cmd.args, { cwd: root, env: cmd.env, logFile: log.server });
  await waitForHttp(state.server, `${base}/healthz`, 60_000, 'code-server', log.server);

  const { chromium } = await import('playwright-core');
  state.browser = await chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    host: '127.0.0.1',
    args: CHROMIUM_ARGS,
  });
  const screenshots = opts['update-screenshots'] ? SCREENSHOTS : join(artifacts, 'screenshots');
  mkdirSync(screenshots, { recursive: true });
  console.log(`e2e: code-server at ${base}, screenshots to ${relative(root, screenshots)}`);

  const countsFile = join(state.tmp, 'counts.json');
  state.mocha = runMocha({
    ...process.env,
    E2E_WORKBENCH_URL: `${base}/?folder=${encodeURIComponent(workspace)}`,
    E2E_EMULATOR_URL: state.emulator.url,
    E2E_PRODUCTION_URL: state.production.url,
    E2E_BROWSER_WS: state.browser.wsEndpoint(),
    E2E_ARTIFACTS: artifacts,
    E2E_SCREENSHOTS: screenshots,
    E2E_EXTENSION_ID: extensionId,
    E2E_USER_SETTINGS: join(userDataDir, 'User', 'settings.json'),
    MOCHA_COUNTS_FILE: countsFile,
  });

  let timer;
  const exited = new Promise((resolve) => state.mocha.once('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0) })));
  const timedOut = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), Math.max(1000, timeoutMs - (Date.now() - started))); });
  const serverDied = new Promise((resolve) => state.server.once('exit', (c, s) => resolve(`code-server exited (${c ?? s})`)));
  const emulatorDied = new Promise((resolve) => state.emulator.child.once('exit', (c, s) => resolve(`the emulator exited (${c ?? s})`)));
  const productionDied = new Promise((resolve) => state.production.child.once('exit', (c, s) => resolve(`the second emulator exited (${c ?? s})`)));
  const outcome = await Promise.race([exited, timedOut, serverDied, emulatorDied, productionDied]);
  clearTimeout(timer);
  if (state.interrupted) return new Promise(() => {}); // the shutdown handler stops everything and exits
  await killGroup(state.mocha); // after a timeout or a dead server: stop the tests first

  let counts;
  try { counts = JSON.parse(readFileSync(countsFile, 'utf8')); } catch { counts = undefined; }
  if (typeof outcome !== 'object') {
    console.error(outcome === 'timeout'
      ? `e2e: timed out after ${timeoutMs / 1000} s (a test hangs?): stopped. AUTH_TENANTS_E2E_TIMEOUT or --timeout changes the limit.`
      : `e2e: ${outcome} during the tests`);
  }
  const ok = typeof outcome === 'object' && outcome.code === 0 && counts && counts.failed === 0;
  if (!counts) counts = { passed: 0, failed: 1, skipped: 0 };
  else if (!ok && counts.failed === 0) counts.failed = 1; // the stage failed without a failing test
  console.log(`e2e: took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  return ok ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  if (state.interrupted) await new Promise(() => {});
  console.error(`e2e: ${e.stack ?? e}`);
  console.log('e2e: 0 passed, 1 failed');
  code = 1;
} finally {
  await cleanup();
}
if (code !== 0) console.error(`e2e: failed; logs and screenshots in ${relative(root, artifacts)}`);
process.exit(code);
