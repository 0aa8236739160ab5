// The VS Code profile `npm start` runs with (.vscode-test/start/): user data, the extension linked into the
// extensions folder, a profile-only opener that shows the Auth Tenants view first, and the user settings.
// Imports nothing from node_modules at load time: start.mjs loads it before ensuring the packages are installed.
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPENER = { publisher: 'auth-tenants-dev', name: 'open-view', version: '0.0.1' };

/** Removes an entry of the extensions folder; a link to the project is unlinked, never followed. */
function removeEntry(path) {
  if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(path);
  else rmSync(path, { recursive: true, force: true });
}

/** The command that shows the view container holding the extension's tenants view (package.json contributes). */
export function viewCommand(pkg) {
  const views = pkg.contributes?.views ?? {};
  const container = Object.keys(views).find((id) => views[id].some((view) => view.id === `${id}.tenants`));
  if (!container) throw new Error('package.json contributes no tenants view');
  return `workbench.view.extension.${container}`;
}

/**
 * Creates (or refreshes) the profile under `home` for the project at `root`: `fresh` starts it from scratch.
 * The first screen is the Auth Tenants view, not the Explorer on the folder: a few lines of extension that live
 * in this profile only (the shipped extension activates on its view, not on every startup) open the view once
 * the window has started.
 */
export function prepareProfile(root, home, { fresh = false } = {}) {
  const userDataDir = join(home, 'user-data');
  const extensionsDir = join(home, 'extensions');
  const logs = join(home, 'logs');
  if (fresh && existsSync(home)) {
    if (existsSync(extensionsDir)) for (const entry of readdirSync(extensionsDir)) removeEntry(join(extensionsDir, entry));
    rmSync(home, { recursive: true, force: true });
  }
  for (const d of [join(userDataDir, 'User'), extensionsDir, logs]) mkdirSync(d, { recursive: true });
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const extId = `${pkg.publisher}.${pkg.name}`;
  for (const entry of readdirSync(extensionsDir)) {
    if (entry.startsWith(`${extId}-`)) removeEntry(join(extensionsDir, entry));
  }
  symlinkSync(root, join(extensionsDir, `${extId}-${pkg.version}`), 'dir');
  const opener = join(extensionsDir, `${OPENER.publisher}.${OPENER.name}-${OPENER.version}`);
  mkdirSync(opener, { recursive: true });
  writeFileSync(join(opener, 'package.json'), JSON.stringify({
    ...OPENER, engines: { vscode: pkg.engines.vscode },
    main: './extension.js', activationEvents: ['onStartupFinished'], extensionDependencies: [extId],
  }, null, 2));
  writeFileSync(join(opener, 'extension.js'),
    `exports.activate = () => require('vscode').commands.executeCommand(${JSON.stringify(viewCommand(pkg))});\n`);
  return { userDataDir, extensionsDir, logs, pkg, extId };
}

/**
 * User settings: the emulators' URLs (no secrets; the extension adds a tenant for each with their local-only
 * credentials: "Local emulator" for the demo data, "Local emulator (production)" for its production twin) and a
 * quiet start. Other settings the user made are kept. Returns the settings file.
 */
export async function writeSettings(userDataDir, emulatorUrl, productionUrl) {
  const { modify, applyEdits, parse } = await import('jsonc-parser');
  const settingsFile = join(userDataDir, 'User', 'settings.json');
  let settings = existsSync(settingsFile) ? readFileSync(settingsFile, 'utf8') : '{}';
  if (typeof parse(settings) !== 'object' || parse(settings) === null) settings = '{}';
  const set = (key, value) => { settings = applyEdits(settings, modify(settings, [key], value, { formattingOptions: { insertSpaces: true, tabSize: 2 } })); };
  set('authTenants.emulator.url', emulatorUrl);
  set('authTenants.emulator.productionUrl', productionUrl);
  set('workbench.startupEditor', 'none');
  set('telemetry.telemetryLevel', 'off');
  set('update.mode', 'none');
  set('workbench.secondarySideBar.defaultVisibility', 'hidden');
  set('chat.disableAIFeatures', true);
  set('git.openRepositoryInParentFolders', 'never');
  // code-server auto-saves after a delay by default; a connection document applies to the tenant on an
  // explicit save only, so limit auto-save to workspace files (the extension's documents are not).
  set('files.autoSaveWorkspaceFilesOnly', true);
  writeFileSync(settingsFile, settings);
  return settingsFile;
}
