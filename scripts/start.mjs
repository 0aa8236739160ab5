// `npm start`: the extension in a real VS Code (code-server) in your browser, with the local tenant
// emulator. Installs what is missing (npm packages, code-server + its Node 24), builds, starts the
// emulator, a second one with the production variant of the demo data, and code-server (bound to 127.0.0.1, no
// login), prints the URLs; Ctrl+C stops them all. The extension shows both emulators as tenants ("Local emulator"
// and "Local emulator (production)", from the settings written here), to compare and copy between them.
//
//   node scripts/start.mjs [--port N] [--emulator-port N] [--folder DIR] [--fresh] [--host H --allow-remote]
//
// State (user data, the extension link, logs) lives in .vscode-test/start/; --fresh starts from scratch.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDeps } from './ensure-deps.mjs';
import { setupSystem } from './setup-system.mjs';
import { prepareProfile, writeSettings } from './start-profile.mjs';
import { codeServerCommand, ensureCodeServer, isInstalled, vscodeVersion } from './code-server.mjs';
import { startEmulator } from '../test/harness/emulator.mjs';
import { freePort, killGroup, onShutdown, portIsFree, readText, spawnGroup, tailText, waitForHttp } from '../test/harness/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values: opts } = parseArgs({
  options: {
    port: { type: 'string' },
    'emulator-port': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'allow-remote': { type: 'boolean', default: false },
    folder: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});

function fail(message) {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
if (!LOOPBACK.has(opts.host) && !opts['allow-remote']) {
  fail(`refusing to bind code-server to ${opts.host}: it runs without a login (--auth none) and would give anyone who reaches it a shell. Pass --allow-remote if you really mean it.`);
}
const portArg = (name) => {
  if (opts[name] === undefined) return undefined;
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < 1 || n > 65535) fail(`--${name} must be a port number, got ${opts[name]}`);
  return n;
};
const wantedPort = portArg('port');
const wantedEmulatorPort = portArg('emulator-port');

const state = { emulator: undefined, production: undefined, server: undefined, stopping: false };
async function stopAll() {
  state.stopping = true;
  await Promise.all([killGroup(state.server), killGroup(state.emulator?.child), killGroup(state.production?.child)]);
}
onShutdown(async () => {
  console.log('\nStopping code-server and the emulator…');
  await stopAll();
  console.log('Stopped.');
}, () => 0);

// 1. Setup and build.
let cs;
try {
  ensureDeps(root);
  setupSystem({ chromium: false, buildTools: !isInstalled() });
  cs = await ensureCodeServer();
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
} catch (e) {
  if (e.signal === 'SIGINT' || e.signal === 'SIGTERM') process.exit(130);
  fail(e.message);
}

// 2. Profile: user data, the extension linked into the extensions folder, the opener of the Auth Tenants view.
const home = join(root, '.vscode-test', 'start');
const { userDataDir, extensionsDir, logs, pkg, extId } = prepareProfile(root, home, { fresh: opts.fresh });
// The folder VS Code opens: --folder, else a workspace of the profile's own (Export to Workspace… writes there, not
// into the repository; --fresh empties it with the rest of the profile).
const folder = opts.folder ? resolve(opts.folder) : join(home, 'workspace');
if (!opts.folder && !existsSync(folder)) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'README.md'), '# npm start workspace\n\nThe folder `npm start` opens. Export to Workspace… writes tenant files here; `npm start -- --fresh` empties it.\n');
}
if (!existsSync(folder)) fail(`--folder ${folder} does not exist`);

// 3. The emulator.
if (wantedEmulatorPort && !(await portIsFree(wantedEmulatorPort))) fail(`--emulator-port ${wantedEmulatorPort} is in use`);
rmSync(join(logs, 'emulator.log'), { force: true });
try {
  state.emulator = await startEmulator(root, { port: wantedEmulatorPort ?? 0, logFile: join(logs, 'emulator.log') });
  // The demo's production twin (src/emulator/seed/production.ts), to try Compare with Tenant… / Compare Tenants….
  rmSync(join(logs, 'emulator-production.log'), { force: true });
  state.production = await startEmulator(root, { seed: 'demo-production', logFile: join(logs, 'emulator-production.log') });
} catch (e) {
  await stopAll();
  fail(e.message);
}
const emulatorUrl = state.emulator.url;

// 4. User settings: both emulators' URLs and a quiet start (start-profile.mjs).
await writeSettings(userDataDir, emulatorUrl, state.production.url);

// 5. code-server, without the smoke-test driver (a normal window: notifications show as toasts).
let port = wantedPort;
if (port === undefined) port = (await portIsFree(8080)) ? 8080 : await freePort();
else if (!(await portIsFree(port))) fail(`--port ${port} is in use`);
const host = opts.host;
const cmd = codeServerCommand(cs, { host, port, userDataDir, extensionsDir, configFile: join(home, 'config.yaml') });
const serverLog = join(logs, 'code-server.log');
rmSync(serverLog, { force: true });
state.server = spawnGroup(cmd.cmd, cmd.args, { cwd: root, env: cmd.env, logFile: serverLog });
const urlHost = host.includes(':') ? `[${host}]` : host;
try {
  await waitForHttp(state.server, `http://${urlHost}:${port}/healthz`, 60_000, 'code-server', serverLog);
} catch (e) {
  await stopAll();
  fail(e.message);
}

const url = `http://${urlHost}:${port}/?folder=${encodeURI(folder)}`;
console.log(`
VS Code ${vscodeVersion(cs)} (code-server) with ${extId} ${pkg.version} is running.

  Open:      ${url}
  Tenants:   "Local emulator"               ${emulatorUrl}   (seed demo, development)
             "Local emulator (production)"  ${state.production.url}   (seed demo-production, production)
             Both appear in the Auth Tenants view: Compare with Tenant… / Copy to Tenant… between them.
  Workspace: ${folder}
  Logs:      ${logs}
  Profile:   ${home}   (npm start -- --fresh to reset)

Press Ctrl+C to stop.`);

// 6. If either server dies, stop the other and say why.
for (const [name, child, log] of [
  ['code-server', state.server, serverLog], ['emulator', state.emulator?.child, join(logs, 'emulator.log')],
  ['second emulator', state.production?.child, join(logs, 'emulator-production.log')],
]) {
  child?.once('exit', async (code, signal) => {
    if (state.stopping) return;
    console.error(`\n${name} exited (${code ?? signal}); last lines of ${log}:\n${tailText(readText(log))}`);
    await stopAll();
    process.exit(1);
  });
}
