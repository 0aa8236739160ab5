// The extension activates in a real VS Code extension host, contributes what its manifest says, and
// makes no network request while activating (counted by the emulator the harness started).
import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { commandTable } from '../../src/commands/commandTable';
import { contributedCommands } from '../../src/commands/registerCommands';
import { emulator } from './helpers/emulator';
import { EXTENSION_ID } from './helpers/extension';

const emulatorUrl = process.env.AUTH_TENANTS_EMULATOR_URL;

interface Manifest {
  contributes?: {
    viewsContainers?: Record<string, { id: string }[]>;
    views?: Record<string, { id: string }[]>;
    commands?: { command: string }[];
  };
}

describe('activation', () => {
  let ext: vscode.Extension<unknown>;
  let manifest: Manifest;
  let requestsBefore = 0;
  let requestsAfter = 0;

  before(async function () {
    const found = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(found, `${EXTENSION_ID} is not loaded in the extension host`);
    ext = found;
    manifest = ext.packageJSON as Manifest;
    // The emulator is fresh for each run and this suite runs first: if the extension was activated
    // before this hook (by an activation event), every request so far happened during activation.
    if (emulatorUrl && !ext.isActive) requestsBefore = (await emulator.stats()).requests;
    await ext.activate();
    if (emulatorUrl) {
      await new Promise((r) => setTimeout(r, 1000)); // let fire-and-forget work started by activate() land
      requestsAfter = (await emulator.stats()).requests;
    }
  });

  it('activates in a real VS Code extension host', () => {
    console.log(`VS Code ${vscode.version} (${vscode.env.appName}, uiKind ${vscode.UIKind[vscode.env.uiKind]}, remote ${vscode.env.remoteName ?? 'none'})`);
    assert.ok(ext.isActive);
    assert.equal(process.env.AUTH_TENANTS_TEST, '1', 'AUTH_TENANTS_TEST reaches the extension host');
  });

  it('contributes its view container and the tenants view', async () => {
    const containers = Object.values(manifest.contributes?.viewsContainers ?? {}).flat();
    const views = Object.values(manifest.contributes?.views ?? {}).flat();
    assert.ok(views.some((v) => v.id === 'authTenants.tenants'), 'the manifest contributes the view authTenants.tenants');
    assert.ok(containers.length > 0, 'the manifest contributes a view container');
    const commands = new Set(await vscode.commands.getCommands(true));
    for (const c of containers) assert.ok(commands.has(`workbench.view.extension.${c.id}`), `view container ${c.id} is registered`);
    for (const v of views) assert.ok(commands.has(`${v.id}.focus`), `view ${v.id} is registered`);
  });

  it('registers every command it contributes', async () => {
    const contributed = (manifest.contributes?.commands ?? []).map((c) => c.command);
    assert.ok(contributed.length > 0, 'the manifest contributes commands');
    const registered = new Set(await vscode.commands.getCommands(true));
    const missing = contributed.filter((c) => !registered.has(c));
    assert.deepEqual(missing, [], 'contributed commands without a registration');
  });

  it('has a handler for every command it contributes, and no handler for a command it does not', async () => {
    const contributed = contributedCommands(manifest).sort();
    const handled = Object.keys(await commandTable()).sort();
    assert.deepEqual(handled, contributed);
  });

  it('makes no network request while activating', () => {
    assert.ok(emulatorUrl, 'AUTH_TENANTS_EMULATOR_URL is set (the test harness starts the emulator)');
    assert.equal(requestsAfter - requestsBefore, 0, `activate() sent ${requestsAfter - requestsBefore} request(s) to the emulator`);
  });
});
