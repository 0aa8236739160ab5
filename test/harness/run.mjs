// Integration tests inside a real VS Code extension host, offline: code-server (VS Code server + web
// workbench) started with the smoke-test driver, the workbench opened in headless Chromium through
// playwright-core, the extension loaded as a development extension from the .vsix users install (unpacked
// into the run's temp folder; `npm run package` builds it, npm test first) and Mocha run by
// out/test/integration/index.js. The extension host's console is streamed here ("[Extension Host] …").
//
//   node test/harness/run.mjs [--no-setup] [--timeout <seconds>] [--grep <pattern>]
//        [--vsix FILE] [--extension-development-path DIR --extension-tests-path FILE --folder DIR --emulator-url URL]
//
// Env: AUTH_TENANTS_TEST_TIMEOUT (seconds, default 600), CHROMIUM_PATH, AUTH_TENANTS_CACHE.
// Artifacts (always: logs; on failure: screenshot.png) go to .test-artifacts/integration/<time>-<pid>/
// (one folder per run, so concurrent runs in one checkout do not clobber each other; the last 5 are kept).
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, parseArgs } from 'node:util';
import { vsixPath } from '../../scripts/package.mjs';
import { unzip } from '../../scripts/zip.mjs';
import { emulatorPath, startEmulator } from './emulator.mjs';
import { secretScan } from './secretScan.mjs';
import { freePort, killGroup, onShutdown, sleep, spawnGroup, waitForHttp } from './processes.mjs';
import { CHROMIUM_ARGS, keepLogsAndRemove, QUIET_SETTINGS, runArtifacts, setupWorkbench } from './workbenchRun.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({
  options: {
    'no-setup': { type: 'boolean', default: false },
    timeout: { type: 'string', default: process.env.AUTH_TENANTS_TEST_TIMEOUT || '600' },
    grep: { type: 'string' },
    vsix: { type: 'string' },
    // Used by code-cli.mjs (the desktop-CLI shim); default: the unpacked .vsix and this project's test fixtures.
    'extension-development-path': { type: 'string' },
    'extension-tests-path': { type: 'string', default: join(root, 'out', 'test', 'integration', 'index') },
    folder: { type: 'string', default: join(root, 'test', 'fixtures', 'workspace') },
    'emulator-url': { type: 'string' },
  },
});
const timeoutMs = Number(opts.timeout) * 1000;
if (!(timeoutMs > 0)) throw new Error(`bad --timeout ${opts.timeout}`);

const artifacts = runArtifacts(root, 'integration');
const log = {
  server: join(artifacts, 'code-server.log'),
  emulator: join(artifacts, 'emulator.log'),
  page: join(artifacts, 'page-console.log'),
};

const state = { tmp: undefined, emulator: undefined, server: undefined, browser: undefined, page: undefined, console: Promise.resolve() };

async function cleanup() {
  await state.browser?.close().catch(() => {});
  await Promise.all([killGroup(state.server), killGroup(state.emulator?.child)]);
  keepLogsAndRemove(state.tmp, artifacts);
}

onShutdown(async (sig) => {
  state.interrupted = true;
  console.error(`\nintegration: interrupted (${sig}), stopping code-server and the emulator…`);
  await cleanup();
});

const EXT_HOST = '[Extension Host]';

/**
 * The workbench echoes the extension host's console as console.log('%c[Extension Host] %c' + fmt, css,
 * css, ...args): format it like the browser would (util.format skips %c and its CSS argument).
 */
async function consoleText(msg) {
  const raw = msg.text();
  if (!raw.startsWith(`%c${EXT_HOST}`)) return { text: raw };
  const values = await Promise.all(msg.args().map((a) => a.jsonValue().catch(() => String(a))));
  const text = values.length ? format(...values) : raw;
  return { text, extHost: text.slice(EXT_HOST.length).replace(/^%?(?: |$)/, '') };
}

async function main() {
  if (!opts['no-setup']) await setupWorkbench(root);
  const { codeServerPaths, isInstalled, codeServerCommand, vscodeVersion, CODE_SERVER_VERSION, NODE24_VERSION } = await import('../../scripts/code-server.mjs');
  const { CHROMIUM } = await import('../../scripts/setup-system.mjs');
  const p = codeServerPaths();
  if (!isInstalled(p)) throw new Error(`code-server not installed in ${p.dir}: run "node scripts/code-server.mjs" (or npm test)`);
  const testsPath = opts['extension-tests-path'];
  if (![testsPath, `${testsPath}.js`, join(testsPath, 'index.js')].some((f) => existsSync(f))) {
    throw new Error(`${testsPath} missing: run "node esbuild.mjs"`);
  }
  console.log(`integration: VS Code ${vscodeVersion(p)} (code-server ${CODE_SERVER_VERSION}, extension host on Node ${NODE24_VERSION}), headless ${CHROMIUM}`);

  const started = Date.now();
  state.tmp = mkdtempSync(join(tmpdir(), 'auth-tenants-it-'));
  const userDataDir = join(state.tmp, 'user-data');
  const extensionsDir = join(state.tmp, 'extensions');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify(QUIET_SETTINGS, null, 2));
  let extensionPath = opts['extension-development-path'];
  if (!extensionPath) {
    const vsix = opts.vsix ?? vsixPath();
    if (!existsSync(vsix)) throw new Error(`${vsix} missing: run "npm run package" (npm test builds it)`);
    await unzip(vsix, join(state.tmp, 'vsix'));
    extensionPath = join(state.tmp, 'vsix', 'extension');
    console.log(`integration: the extension as packaged in ${vsix}`);
  }

  // AUTH_TENANTS_ARTIFACTS: where the tests' own processes log (second emulators), scanned for secrets at the end.
  // AUTH_TENANTS_EMULATOR_BUNDLE: the emulator the tests start a second tenant with (the .vsix ships none).
  const env = { ...process.env, AUTH_TENANTS_TEST: '1', AUTH_TENANTS_ARTIFACTS: artifacts, AUTH_TENANTS_EMULATOR_BUNDLE: emulatorPath(root) };
  if (opts.grep) env.AUTH_TENANTS_TEST_GREP = opts.grep;
  if (opts['emulator-url']) {
    env.AUTH_TENANTS_EMULATOR_URL = opts['emulator-url'];
  } else {
    state.emulator = await startEmulator(root, { logFile: log.emulator });
    env.AUTH_TENANTS_EMULATOR_URL = state.emulator.url;
  }
  console.log(`integration: emulator at ${env.AUTH_TENANTS_EMULATOR_URL} (seed demo)`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const cmd = codeServerCommand(p, { port, userDataDir, extensionsDir, configFile: join(state.tmp, 'config.yaml'), smokeTest: true, env });
  state.server = spawnGroup(cmd.cmd, cmd.args, { cwd: root, env: cmd.env, logFile: log.server });
  await waitForHttp(state.server, `${base}/healthz`, 60_000, 'code-server', log.server);

  const { chromium } = await import('playwright-core');
  state.browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const page = state.page = await state.browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (msg) => {
    // One at a time, in order (formatting needs the page).
    state.console = state.console.then(async () => {
      const { text, extHost } = await consoleText(msg);
      appendFileSync(log.page, `[${msg.type()}] ${text}\n`);
      if (extHost !== undefined) console.log(`${EXT_HOST} ${extHost}`);
    }).catch(() => {});
  });
  page.on('pageerror', (err) => appendFileSync(log.page, `[pageerror] ${err.stack ?? err}\n`));

  let exitCode;
  const exited = new Promise((resolve) => {
    page.exposeFunction('codeAutomationExit', (code, logs) => {
      for (const { relativePath, contents } of Array.isArray(logs) ? logs : []) {
        const file = join(artifacts, 'workbench-logs', relativePath);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, contents);
      }
      resolve(Number(code));
    });
  });
  const remote = (path) => `vscode-remote://127.0.0.1:${port}${path}`;
  const payload = [
    ['extensionDevelopmentPath', remote(extensionPath)],
    ['extensionTestsPath', remote(testsPath)],
    ['debugId', `auth-tenants-${process.pid}`],
    ['skipWelcome', 'true'],
    ['skipReleaseNotes', 'true'],
  ];
  const folder = opts.folder;
  const url = `${base}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;

  let timer;
  const timedOut = new Promise((resolve) => { timer = setTimeout(() => resolve('timeout'), Math.max(1000, timeoutMs - (Date.now() - started))); });
  const serverDied = new Promise((resolve) => state.server.once('exit', (c, s) => resolve(`code-server exited (${c ?? s})`)));
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  const outcome = await Promise.race([exited, timedOut, serverDied]);
  clearTimeout(timer);
  if (state.interrupted) return new Promise(() => {}); // the shutdown handler stops everything and exits
  await Promise.race([sleep(500).then(() => state.console), sleep(5000)]); // the last console lines
  if (typeof outcome === 'number') {
    exitCode = outcome;
    if (exitCode !== 0) console.error(`integration: the extension host's test run exited with code ${exitCode}`);
  } else {
    exitCode = 1;
    console.error(outcome === 'timeout'
      ? `integration: timed out after ${timeoutMs / 1000} s (a test hangs?): stopping. Set AUTH_TENANTS_TEST_TIMEOUT or --timeout to change the limit.`
      : `integration: ${outcome} during the test run`);
  }
  if (exitCode !== 0) {
    await page.screenshot({ path: join(artifacts, 'screenshot.png'), timeout: 15_000 }).catch((e) => console.error(`(no screenshot: ${e.message})`));
  }
  console.log(`integration: took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // After the whole run: no secret outside SecretStorage (test/harness/secretScan.mjs), counted as one test.
  const clean = await secretScan({
    root, page, consoleLog: log.page, partial: !!opts.grep,
    paths: [userDataDir, extensionsDir, join(state.tmp, 'config.yaml'), folder, artifacts],
  });
  return clean ? exitCode : 1;
}

let code = 1;
try {
  code = await main();
} catch (e) {
  if (state.interrupted) await new Promise(() => {});
  console.error(`integration: ${e.stack ?? e}`);
  if (state.page) await state.page.screenshot({ path: join(artifacts, 'screenshot.png'), timeout: 15_000 }).catch(() => {});
  code = 1;
} finally {
  await cleanup();
}
if (code !== 0) console.error(`integration: failed; logs and screenshot in ${artifacts}`);
process.exit(code);
