import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const API_KEY = 'ac-test-api-key-0123456789';

describe('Flows vault connections', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });

  it('creates a connection from guided input; it appears in the tree; the key is written nowhere', async () => {
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'Flows Vault Connections');
    assert.equal((await children(s, group)).length, 2);
    prompts.script(
      { kind: 'input', value: '', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.match(prompts.validationMessages[0], /1 to 150 characters/);
    prompts.script(
      { kind: 'input', value: 'Marketing automation' },
      { kind: 'pick', value: 'ACTIVECAMPAIGN' },
      { kind: 'input', value: 'http://insecure.example.com', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.match(prompts.validationMessages[1], /https/);
    prompts.script(
      { kind: 'input', value: 'Marketing automation' },
      { kind: 'pick', value: 'ACTIVECAMPAIGN' },
      { kind: 'input', value: 'https://acme.api-us1.com' },
      { kind: 'input', value: API_KEY },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.match(prompts.notices.at(-1)!.message, /Created the vault connection Marketing automation/);
    const names = (await children(s, group)).map((n) => label(s, n));
    assert.ok(names.includes('Marketing automation'), `tree lists the new connection: ${names.join(', ')}`);
    const state = JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k)));
    assert.equal(state.includes(API_KEY), false, 'not in globalState');
    assert.equal(JSON.stringify(vscode.workspace.getConfiguration('authTenants')).includes(API_KEY), false, 'not in settings');
    assert.equal(prompts.notices.some((n) => n.message.includes(API_KEY)), false, 'not in messages');
  });
});
