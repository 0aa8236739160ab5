// What the two real-VS-Code stages (run.mjs: integration tests in the extension host; e2e.mjs: the workbench
// driven through the browser) share: the setup they need, a fresh folder for the artifacts of each run, the
// quiet settings of a test profile, Chromium's flags, and saving the VS Code logs of a run.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { cleanEnv } from '../../scripts/code-server.mjs';

/** Flags for Debian's headless Chromium: no sandbox (root in CI), nothing that reaches the network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** User settings of every test profile: no start page, trust prompt, update check, telemetry or AI panel. */
export const QUIET_SETTINGS = {
  'workbench.startupEditor': 'none',
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'security.workspace.trust.enabled': false,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'chat.disableAIFeatures': true,
  'git.openRepositoryInParentFolders': 'never',
};

/**
 * npm packages, Chromium, code-server (each installed once, idempotently), then the development build (the
 * emulator and the test bundles) and the package under test.
 */
export async function setupWorkbench(root) {
  const { ensureDeps } = await import('../../scripts/ensure-deps.mjs');
  const { setupSystem } = await import('../../scripts/setup-system.mjs');
  const { ensureCodeServer, isInstalled } = await import('../../scripts/code-server.mjs');
  ensureDeps(root);
  setupSystem({ chromium: true, buildTools: !isInstalled() });
  await ensureCodeServer();
  execFileSync(process.execPath, ['esbuild.mjs'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/package.mjs'], { cwd: root, stdio: 'inherit' });
}

/**
 * Installs a .vsix into `extensionsDir` with code-server's own `--install-extension`, as a user's VS Code
 * would, and returns the extension's id (publisher.name) read from what was installed.
 */
export function installVsix(p, vsix, { extensionsDir, userDataDir }) {
  execFileSync(p.node, [p.entry, '--install-extension', vsix, '--extensions-dir', extensionsDir, '--user-data-dir', userDataDir, '--force'], {
    stdio: ['ignore', 'pipe', 'pipe'], env: cleanEnv({ PATH: `${p.nodeBin}${delimiter}${cleanEnv().PATH}` }), timeout: 120_000,
  });
  const installed = readdirSync(extensionsDir).filter((d) => existsSync(join(extensionsDir, d, 'package.json')));
  if (installed.length !== 1) throw new Error(`installing ${vsix}: expected one extension in ${extensionsDir}, found ${installed.join(', ') || 'none'}`);
  const pkg = JSON.parse(readFileSync(join(extensionsDir, installed[0], 'package.json'), 'utf8'));
  return `${pkg.publisher}.${pkg.name}`;
}

/**
 * A new folder .test-artifacts/<kind>/<time>-<pid>/ for this run (one per run, so concurrent runs in one
 * checkout do not clobber each other). Only the newest `keep` are kept, and any whose run is still going.
 */
export function runArtifacts(root, kind, keep = 5) {
  const dir = join(root, '.test-artifacts', kind);
  const artifacts = join(dir, `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${process.pid}`);
  mkdirSync(artifacts, { recursive: true });
  const runs = readdirSync(dir).filter((d) => /^\d{8}T\d{6}-\d+$/.test(d)).sort().reverse();
  for (const d of runs.slice(keep)) {
    let alive = false;
    try {
      process.kill(Number(d.split('-')[1]), 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) rmSync(join(dir, d), { recursive: true, force: true });
  }
  return artifacts;
}

/** Copies the VS Code logs of the profile in `tmp` to the artifacts, then deletes `tmp`. */
export function keepLogsAndRemove(tmp, artifacts) {
  if (!tmp) return;
  const logs = join(tmp, 'user-data', 'logs');
  if (existsSync(logs)) cpSync(logs, join(artifacts, 'vscode-logs'), { recursive: true });
  rmSync(tmp, { recursive: true, force: true });
}
