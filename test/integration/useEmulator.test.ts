import * as assert from 'node:assert/strict';
import { createServer } from 'node:net';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { emulatorUrl } from './helpers/emulator';
import { children, freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const emulatorSetting = () => vscode.workspace.getConfiguration('authTenants').get<string>('emulator.url');

describe('Use the Local Emulator', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ services: s, prompts } = await freshTenant());
    for (const t of s.registry.list()) await s.registry.remove(t.id);
  });

  afterEach(async () => {
    await vscode.workspace.getConfiguration('authTenants').update('emulator.url', undefined, vscode.ConfigurationTarget.Global);
    await freshTenant();
  });

  it('adds the emulator tenant at once when the emulator answers at the origin typed', async () => {
    prompts.script({ kind: 'input', value: emulatorUrl(), expect: /Local tenant emulator/ });
    await vscode.commands.executeCommand('authTenants.useEmulator');
    assert.deepEqual(prompts.asked.map((a) => a.kind), ['input'], 'no question about a missing emulator');
    assert.equal(s.registry.get(EMULATOR_TENANT_ID)?.domain, emulatorUrl());
    assert.equal(emulatorSetting(), emulatorUrl());
  });

  it('when none answers, says how to start it: Cancel adds nothing, Add Anyway adds it and its node says how to start it', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const question = /^No local tenant emulator answers at http:\/\/127\.0\.0\.1:\d+\. Start the local emulator with "npm run emulator"/;
    prompts.script({ kind: 'input', value: url }, { kind: 'confirm', value: undefined, expect: question });
    await vscode.commands.executeCommand('authTenants.useEmulator');
    assert.equal(prompts.pending, 0);
    assert.deepEqual(s.registry.list(), [], 'nothing added');
    assert.equal(emulatorSetting(), '', 'nothing saved');

    prompts.script({ kind: 'input', value: url }, { kind: 'confirm', value: 'Add Anyway', expect: question });
    await vscode.commands.executeCommand('authTenants.useEmulator');
    assert.equal(s.registry.get(EMULATOR_TENANT_ID)?.domain, url);
    assert.equal(emulatorSetting(), url);

    const [tenant] = await children(s);
    const [node, ...rest] = await children(s, tenant);
    assert.equal(rest.length, 0);
    const item = s.tree.getTreeItem(node!);
    assert.match(node!.id, /\/#offline$/);
    assert.equal(String(item.label), 'Unreachable');
    assert.match(String(item.description), /connection refused/);
    assert.match(String(item.tooltip), /Start the local emulator with "npm run emulator"/);
    const warnings = prompts.notices.filter((n) => n.kind === 'warn');
    assert.equal(warnings.length, 1, JSON.stringify(prompts.notices));
    assert.match(warnings[0]!.message, /^Local emulator is unreachable: .*connection refused.* Start the local emulator with "npm run emulator"/);
  });
});
