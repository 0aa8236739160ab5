// The tenants view's welcome content ("No tenant yet" + Use the Local Emulator) is driven by two context keys. In a
// fresh profile with the emulator setting, or with a saved tenant, the keys count that tenant from the very first
// value set (synchronously, before the view is drawn), so "No tenant yet" never flashes before the tenant appears.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../src/extension';
import { EMULATOR_DISMISSED_KEY, EMULATOR_PRODUCTION_TENANT_ID, EMULATOR_TENANT_ID, emulatorSpec } from '../../src/tenants/emulator';
import { TenantRegistry } from '../../src/tenants/registry';
import { WelcomeContext } from '../../src/tree/welcomeContext';
import { until } from './helpers/documents';
import { emulatorUrl } from './helpers/emulator';
import { children, EXTENSION_ID, freshTenant } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';
import { startSecondEmulator } from './helpers/secondEmulator';

/** A profile's own globalState and SecretStorage, empty: what a fresh host starts with. */
function freshStorage(): { state: vscode.Memento; secrets: vscode.SecretStorage } {
  const values = new Map<string, unknown>();
  const secrets = new Map<string, string>();
  const changed = new vscode.EventEmitter<vscode.SecretStorageChangeEvent>();
  const state = {
    keys: () => [...values.keys()],
    get: <T>(key: string, fallback?: T) => (values.has(key) ? values.get(key) as T : fallback),
    update: async (key: string, value: unknown) => void (value === undefined ? values.delete(key) : values.set(key, value)),
  } as vscode.Memento;
  const secretStorage = {
    get: async (key: string) => secrets.get(key),
    store: async (key: string, value: string) => void secrets.set(key, value),
    delete: async (key: string) => void secrets.delete(key),
    keys: async () => [...secrets.keys()],
    onDidChange: changed.event,
  } as vscode.SecretStorage;
  return { state, secrets: secretStorage };
}

const setEmulator = (url: string | undefined) => vscode.workspace.getConfiguration('authTenants').update('emulator.url', url, vscode.ConfigurationTarget.Global);
const setProduction = (url: string | undefined) => vscode.workspace.getConfiguration('authTenants').update('emulator.productionUrl', url, vscode.ConfigurationTarget.Global);
const PRODUCTION_DISMISSED_KEY = emulatorSpec(EMULATOR_PRODUCTION_TENANT_ID).dismissedKey;

describe('Welcome view context', () => {
  afterEach(async () => {
    await setEmulator(undefined);
    await setProduction(undefined);
    await freshTenant();
  });

  /** A WelcomeContext over fresh storage, recording every key it sets, in order. */
  function fresh(prepare?: (state: vscode.Memento) => Promise<void>) {
    const { state, secrets } = freshStorage();
    const registry = new TenantRegistry(state, secrets);
    const set: [string, unknown][] = [];
    const welcome = new WelcomeContext(registry, state, () => undefined, (key, value) => set.push([key, value]));
    const counts = () => set.filter(([k]) => k === 'authTenants.tenantCount').map(([, v]) => v);
    return { state, registry, welcome, set, counts, ready: prepare?.(state) ?? Promise.resolve() };
  }

  it('with the emulator setting and nothing stored, the first keys set already count the emulator tenant', async () => {
    await setEmulator(emulatorUrl());
    const f = fresh();
    const added = f.welcome.addEmulator();
    assert.deepEqual(f.set, [['authTenants.tenantCount', 1], ['authTenants.emulatorConfigured', true]], 'set synchronously, before anything is stored');
    assert.equal(f.registry.list().length, 0, 'the tenant is not stored yet');
    await added;
    assert.equal(f.registry.get(EMULATOR_TENANT_ID)?.domain, emulatorUrl());
    f.welcome.update();
    assert.deepEqual(f.counts(), [1], '"No tenant yet" (0) is never set');
    assert.deepEqual(f.welcome.keys, { tenantCount: 1, emulatorConfigured: true });
  });

  it('with a saved tenant, the first keys count it; with the emulator removed by the user, the empty state offers it', async () => {
    const saved = fresh();
    await saved.registry.save({ id: 't1', label: 'Saved', domain: 'https://saved.example.com', environment: 'development', method: 'client-secret', clientId: 'c' });
    void saved.welcome.addEmulator();
    assert.deepEqual(saved.counts(), [1]);

    await setEmulator(emulatorUrl());
    const dismissed = fresh();
    await dismissed.state.update(EMULATOR_DISMISSED_KEY, emulatorUrl());
    await dismissed.welcome.addEmulator();
    assert.deepEqual(dismissed.welcome.keys, { tenantCount: 0, emulatorConfigured: true });
    assert.equal(dismissed.registry.list().length, 0);
  });

  it('with both emulator settings, the first keys count both tenants; a removed production twin is not counted or added again', async () => {
    await setEmulator(emulatorUrl());
    await setProduction('http://127.0.0.1:4999');
    const both = fresh();
    const added = both.welcome.addEmulator();
    assert.deepEqual(both.set, [['authTenants.tenantCount', 2], ['authTenants.emulatorConfigured', true]], 'both counted before anything is stored');
    await added;
    assert.deepEqual(both.registry.list().map((t) => [t.id, t.label, t.environment, t.domain, t.emulator]), [
      [EMULATOR_TENANT_ID, 'Local emulator', 'development', emulatorUrl(), true],
      [EMULATOR_PRODUCTION_TENANT_ID, 'Local emulator (production)', 'production', 'http://127.0.0.1:4999', true],
    ]);
    assert.deepEqual(both.counts(), [2]);

    const dismissed = fresh();
    await dismissed.state.update(PRODUCTION_DISMISSED_KEY, 'http://127.0.0.1:4999');
    const adding = dismissed.welcome.addEmulator();
    assert.deepEqual(dismissed.counts(), [1], 'only the first is on its way');
    await adding;
    assert.deepEqual(dismissed.registry.list().map((t) => t.id), [EMULATOR_TENANT_ID]);
  });

  it('the live extension adds both emulator tenants from the settings, the second as production; Remove Tenant keeps it out until its origin changes', async function () {
    this.timeout(60_000);
    const second = await startSecondEmulator('demo-production');
    const api = await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate();
    const s = api.testing!;
    try {
      for (const t of s.registry.list()) await s.registry.remove(t.id);
      for (const key of [EMULATOR_DISMISSED_KEY, PRODUCTION_DISMISSED_KEY]) await s.context.globalState.update(key, undefined);
      await setEmulator(emulatorUrl());
      await setProduction(second.url);
      await until('both emulator tenants', () => !!s.registry.get(EMULATOR_TENANT_ID) && !!s.registry.get(EMULATOR_PRODUCTION_TENANT_ID) && api.welcome!.keys?.tenantCount === 2);
      const rows = (await children(s)).map((n) => s.tree.getTreeItem(n));
      const host = (url: string) => url.replace(/^http:\/\//, '');
      assert.deepEqual(rows.map((r) => [r.label, r.description]), [
        ['Local emulator', `development · ${host(emulatorUrl())}`],
        ['Local emulator (production)', `PRODUCTION · ${host(second.url)}`],
      ]);
      assert.match(String((rows[1]!.tooltip as vscode.MarkdownString).value), /authTenants\.emulator\.productionUrl/);
      // The second tenant is a real one: its tree reads the production variant of the demo data.
      const production = (await children(s))[1]!;
      const groups = await children(s, production);
      const connections = groups.find((g) => s.tree.getTreeItem(g).label === 'Connections')!;
      const names = (await children(s, connections)).map((n) => s.tree.getTreeItem(n).label);
      assert.ok(names.includes('facebook') && !names.includes('linkedin'), `production connections: ${names.join(', ')}`);

      const prompts = new ScriptedPrompts();
      s.prompts.current = prompts;
      prompts.script({ kind: 'confirm', value: 'Remove', expect: /Local emulator \(production\)/ });
      await vscode.commands.executeCommand('authTenants.removeTenant', production);
      assert.equal(s.registry.get(EMULATOR_PRODUCTION_TENANT_ID), undefined);
      assert.equal(s.context.globalState.get(PRODUCTION_DISMISSED_KEY), second.url, 'its origin is remembered as removed');
      assert.equal(s.context.globalState.get(EMULATOR_DISMISSED_KEY), undefined, 'the first emulator is not dismissed with it');
      await api.welcome!.addEmulator();
      assert.equal(s.registry.get(EMULATOR_PRODUCTION_TENANT_ID), undefined, 'not added back while its origin is the same');
      assert.ok(s.registry.get(EMULATOR_TENANT_ID));

      await setProduction('http://127.0.0.1:4998');
      await until('the production twin at its new origin', () => s.registry.get(EMULATOR_PRODUCTION_TENANT_ID)?.domain === 'http://127.0.0.1:4998');
      assert.equal(s.registry.get(EMULATOR_PRODUCTION_TENANT_ID)?.environment, 'production');
    } finally {
      await s.context.globalState.update(PRODUCTION_DISMISSED_KEY, undefined);
      await second.stop();
    }
  });

  it('a workspace\'s settings cannot add or re-point an emulator tenant: only the user\'s settings count', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the test window has a folder');
    const dir = vscode.Uri.joinPath(folder.uri, '.vscode');
    const config = () => vscode.workspace.getConfiguration('authTenants');
    /** A window-scoped setting in the same file tells that the file was read. */
    const pageSizeChanged = () => new Promise<void>((resolve) => {
      const listener = vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('authTenants.pageSize')) resolve(listener.dispose());
      });
    });
    const read = pageSizeChanged();
    await vscode.workspace.fs.createDirectory(dir);
    const settings = { 'authTenants.pageSize': 7, 'authTenants.emulator.url': 'http://127.0.0.1:4997', 'authTenants.emulator.productionUrl': 'http://127.0.0.1:4996' };
    await vscode.workspace.fs.writeFile(vscode.Uri.joinPath(dir, 'settings.json'), new TextEncoder().encode(JSON.stringify(settings)));
    try {
      await read;
      assert.equal(config().get('pageSize'), 7, 'the workspace settings were read');
      const f = fresh();
      await f.welcome.addEmulator();
      assert.deepEqual(f.registry.list(), [], 'no tenant from a workspace');
      assert.deepEqual(f.welcome.keys, { tenantCount: 0, emulatorConfigured: false });

      await setEmulator(emulatorUrl());
      const g = fresh();
      await g.welcome.addEmulator();
      assert.deepEqual(g.registry.list().map((t) => [t.id, t.domain]), [[EMULATOR_TENANT_ID, emulatorUrl()]], 'the user\'s origin, not the workspace\'s');
    } finally {
      const cleared = pageSizeChanged();
      await vscode.workspace.fs.delete(dir, { recursive: true });
      await cleared;
    }
  });

  it('the live extension keeps the keys in step with its tenants', async () => {
    const api = await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate();
    const s = api.testing!;
    assert.ok(api.welcome, 'the test seam exposes the welcome keys');
    assert.deepEqual(api.welcome.keys, { tenantCount: s.registry.list().length, emulatorConfigured: false });
    for (const t of s.registry.list()) await s.registry.remove(t.id);
    await until('no tenant', () => api.welcome!.keys?.tenantCount === 0);
    await s.context.globalState.update(EMULATOR_DISMISSED_KEY, undefined);
    await setEmulator(emulatorUrl());
    await until('the emulator tenant', () => api.welcome!.keys?.tenantCount === 1 && api.welcome!.keys.emulatorConfigured && !!s.registry.get(EMULATOR_TENANT_ID));
  });
});
