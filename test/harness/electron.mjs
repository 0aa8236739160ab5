// `npm run test:electron`: the same Mocha suites (out/test/integration) in VS Code desktop through
// @vscode/test-electron. Needs internet on first use (it downloads VS Code into .vscode-test/), so it
// cannot run on the offline machines, where `npm test` uses code-server instead (test/harness/run.mjs).
//
//   node test/harness/electron.mjs [--timeout <seconds>] [--grep <pattern>]
//
// It runs the extension as packaged (the .vsix, unpacked) in the oldest VS Code the manifest supports.
//
// Env: VSCODE_VERSION (default: the oldest version engines.vscode allows, e.g. 1.74.0; 'stable' for the newest),
//      VSCODE_EXECUTABLE_PATH (use an installed VS Code instead of downloading one; offline,
//        test/harness/code-cli.mjs stands in for it and runs the code-server recipe),
//      AUTH_TENANTS_TEST_TIMEOUT (seconds, default 600).
// On Linux without a display it re-runs itself under `xvfb-run -a` when that exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDeps } from '../../scripts/ensure-deps.mjs';
import { oldestVsCode, vsixPath } from '../../scripts/package.mjs';
import { unzip } from '../../scripts/zip.mjs';
import { emulatorPath, startEmulator } from './emulator.mjs';
import { killGroup } from './processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: opts } = parseArgs({
  options: {
    timeout: { type: 'string', default: process.env.AUTH_TENANTS_TEST_TIMEOUT || '600' },
    grep: { type: 'string' },
  },
});

if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY && !process.env.AUTH_TENANTS_UNDER_XVFB) {
  if (spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' }).error === undefined) {
    const r = spawnSync('xvfb-run', ['-a', process.execPath, ...process.argv.slice(1)], {
      stdio: 'inherit', env: { ...process.env, AUTH_TENANTS_UNDER_XVFB: '1' },
    });
    process.exit(r.status ?? 1);
  }
  console.warn('electron: no display and no xvfb-run: VS Code desktop may fail to start (apt-get install xvfb)');
}

ensureDeps(root);
execFileSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: root, stdio: 'inherit' });
const { runTests } = await import('@vscode/test-electron');

const artifacts = join(root, '.test-artifacts', 'electron');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'auth-tenants-electron-'));
await unzip(vsixPath(), join(tmp, 'vsix'));
let emulator;
const extensionTestsEnv = { AUTH_TENANTS_TEST: '1', AUTH_TENANTS_EMULATOR_BUNDLE: emulatorPath(root) };
if (opts.grep) extensionTestsEnv.AUTH_TENANTS_TEST_GREP = opts.grep;
emulator = await startEmulator(root, { logFile: join(artifacts, 'emulator.log') });
extensionTestsEnv.AUTH_TENANTS_EMULATOR_URL = emulator.url;
console.log(`electron: emulator at ${emulator.url} (seed demo)`);

// Past the overall timeout, stop VS Code the way @vscode/test-electron does on Ctrl+C: the first SIGINT
// closes it gracefully, a second one kills its process tree.
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`electron: timed out after ${opts.timeout} s (a test hangs?): stopping VS Code`);
  process.emit('SIGINT');
  setTimeout(() => process.emit('SIGINT'), 10_000).unref();
}, Number(opts.timeout) * 1000);

let code = 1;
try {
  code = await runTests({
    version: process.env.VSCODE_VERSION || oldestVsCode(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))),
    ...(process.env.VSCODE_EXECUTABLE_PATH ? { vscodeExecutablePath: process.env.VSCODE_EXECUTABLE_PATH } : {}),
    extensionDevelopmentPath: join(tmp, 'vsix', 'extension'),
    extensionTestsPath: join(root, 'out', 'test', 'integration', 'index'),
    extensionTestsEnv,
    launchArgs: [
      join(root, 'test', 'fixtures', 'workspace'),
      '--disable-extensions',
      `--user-data-dir=${join(tmp, 'user-data')}`,
      `--extensions-dir=${join(tmp, 'extensions')}`,
      `--logsPath=${join(artifacts, 'vscode-logs')}`,
    ],
  });
} catch (e) {
  console.error(`electron: ${e.message ?? e}`);
  code = 1;
} finally {
  clearTimeout(timer);
  await killGroup(emulator?.child);
  rmSync(tmp, { recursive: true, force: true });
}
if (timedOut) code = 1;
if (code !== 0) console.error(`electron: failed; logs in ${artifacts}`);
process.exit(code);
