// The tenants view's welcome content ("No tenant yet" + Use the Local Emulator) is driven by two context keys. In a
// fresh profile with the emulator setting, or with a saved tenant, the keys count that tenant from the very first
// value set (synchronously, before the view is drawn), so "No tenant yet" never flashes before the tenant appears.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../src/extension';
import { EMULATOR_DISMISSED_KEY, EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { TenantRegistry } from '../../src/tenants/registry';
import { WelcomeContext } from '../../src/tree/welcomeContext';
import { until } from './helpers/documents';
import { emulatorUrl } from './helpers/emulator';
import { EXTENSION_ID, freshTenant } from './helpers/extension';

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

describe('Welcome view context', () => {
  afterEach(async () => {
    await setEmulator(undefined);
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
