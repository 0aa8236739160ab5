// The first screen after `npm start` is the Auth Tenants view: the profile start.mjs prepares (scripts/start-profile.mjs)
// opens no start editor and holds a profile-only extension that, once the window has started, runs the command
// showing the view container package.json puts the tenants view in.
import assert from 'node:assert/strict';
import { existsSync, lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { ROOT } from '../emulator/bundle';

interface Profile {
  userDataDir: string;
  extensionsDir: string;
  logs: string;
  extId: string;
}
interface ProfileModule {
  OPENER: { publisher: string; name: string; version: string };
  prepareProfile(root: string, home: string, options?: { fresh?: boolean }): Profile;
  writeSettings(userDataDir: string, emulatorUrl: string, productionUrl?: string): Promise<string>;
}
interface Manifest {
  publisher: string;
  name: string;
  version: string;
  main: string;
  activationEvents: string[];
  extensionDependencies: string[];
  contributes: {
    viewsContainers: { activitybar: { id: string }[] };
    views: Record<string, { id: string; name: string }[]>;
    configuration: { properties: Record<string, { pattern?: string; markdownDescription?: string }> };
  };
}

const load = () => import(join(ROOT, 'scripts/start-profile.mjs')) as Promise<ProfileModule>;
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const nls = JSON.parse(readFileSync(join(ROOT, 'package.nls.json'), 'utf8')) as Record<string, string>;

/** Runs the opener's extension.js as VS Code would, with a `vscode` that records the commands it executes. */
function runOpener(dir: string): string[] {
  const executed: string[] = [];
  const vscode = { commands: { executeCommand: (id: string) => { executed.push(id); return Promise.resolve(); } } };
  const exports: { activate?: () => unknown } = {};
  const source = readFileSync(join(dir, 'extension.js'), 'utf8');
  new Function('exports', 'require', source)(exports, (id: string) => (id === 'vscode' ? vscode : assert.fail(`the opener requires ${id}`)));
  exports.activate?.();
  return executed;
}

describe('npm start: the first screen is the Auth Tenants view', () => {
  let home: string;
  beforeEach(() => { home = mkdtempSync(join(tmpdir(), 'start-profile-')); });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('the settings open no start editor, point at both emulators and keep what the user set', async () => {
    const { prepareProfile, writeSettings } = await load();
    const { userDataDir } = prepareProfile(ROOT, home);
    writeFileSync(join(userDataDir, 'User', 'settings.json'), '{\n  // mine\n  "editor.fontSize": 17,\n  "workbench.startupEditor": "welcomePage",\n  "authTenants.emulator.productionUrl": "http://127.0.0.1:1"\n}');
    const file = await writeSettings(userDataDir, 'http://127.0.0.1:4321', 'http://127.0.0.1:4322');
    const settings = parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    assert.equal(settings['workbench.startupEditor'], 'none');
    assert.equal(settings['authTenants.emulator.url'], 'http://127.0.0.1:4321');
    assert.equal(settings['authTenants.emulator.productionUrl'], 'http://127.0.0.1:4322', 'the production twin replaces an older run\'s origin');
    assert.equal(settings['editor.fontSize'], 17, "the user's own setting is kept");
  });

  it('both settings written are ones the extension declares, loopback origins its pattern accepts', async () => {
    const { prepareProfile, writeSettings } = await load();
    const { userDataDir } = prepareProfile(ROOT, home);
    const settings = parse(readFileSync(await writeSettings(userDataDir, 'http://127.0.0.1:4321', 'http://127.0.0.1:4322'), 'utf8')) as Record<string, unknown>;
    const declared = manifest.contributes.configuration.properties;
    for (const key of ['authTenants.emulator.url', 'authTenants.emulator.productionUrl']) {
      assert.ok(declared[key], `package.json declares ${key}`);
      assert.match(String(settings[key]), new RegExp(declared[key]!.pattern!), `${key} passes the setting's pattern`);
      assert.doesNotMatch('https://tenant.example.com', new RegExp(declared[key]!.pattern!), `${key} takes loopback origins only`);
      assert.ok(nls[declared[key]!.markdownDescription!.slice(1, -1)], `${key} has its description in package.nls.json`);
    }
  });

  it('the opener extension activates after startup, once the extension is there, and shows the tenants view', async () => {
    const { prepareProfile, OPENER } = await load();
    const { extensionsDir, extId } = prepareProfile(ROOT, home);
    assert.equal(extId, `${manifest.publisher}.${manifest.name}`);
    const dir = join(extensionsDir, `${OPENER.publisher}.${OPENER.name}-${OPENER.version}`);
    const opener = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    assert.deepEqual(opener.activationEvents, ['onStartupFinished']);
    assert.deepEqual(opener.extensionDependencies, [extId]);
    assert.ok(existsSync(join(dir, opener.main)), 'its main file exists');

    const [container] = Object.entries(manifest.contributes.views).find(([, list]) => list.some((v) => nls[v.name.slice(1, -1)] === 'Tenants'))!;
    assert.ok(manifest.contributes.viewsContainers.activitybar.some((c) => c.id === container), 'the tenants view is in an activity bar container');
    assert.deepEqual(runOpener(dir), [`workbench.view.extension.${container}`]);
  });

  it('links the project as the extension, replaces an older link, and --fresh removes the profile without following the link', async () => {
    const { prepareProfile } = await load();
    const first = prepareProfile(ROOT, home);
    const link = join(first.extensionsDir, `${first.extId}-${manifest.version}`);
    assert.ok(lstatSync(link).isSymbolicLink());
    assert.equal(readlinkSync(link), ROOT);
    prepareProfile(ROOT, home);
    writeFileSync(join(first.logs, 'old.log'), 'x');
    prepareProfile(ROOT, home, { fresh: true });
    assert.equal(existsSync(join(first.logs, 'old.log')), false, 'fresh starts from scratch');
    assert.ok(existsSync(join(ROOT, 'package.json')), 'the project behind the link is untouched');
    assert.ok(lstatSync(link).isSymbolicLink());
  });

  it('start.mjs prepares its profile with these functions', () => {
    const start = readFileSync(join(ROOT, 'scripts/start.mjs'), 'utf8');
    assert.match(start, /from '\.\/start-profile\.mjs'/);
    assert.match(start, /prepareProfile\(root, home, \{ fresh: opts\.fresh \}\)/);
    assert.match(start, /await writeSettings\(userDataDir, emulatorUrl, state\.production\.url\)/);
    assert.match(start, /startEmulator\(root, \{ seed: 'demo-production'/, 'the second emulator has the production variant of the demo data');
  });
});
