import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { emulator, emulatorUrl } from './helpers/emulator';
import { children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

describe('Tenants: add, edit, sign out, remove', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ services: s, prompts } = await freshTenant());
  });

  it('rejects a malformed domain as it is typed', async () => {
    prompts.script({ kind: 'input', value: 'ftp://tenant.example.com', invalid: true });
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(prompts.validationMessages.length, 1);
    assert.equal(s.registry.list().length, 1, 'nothing was added');
  });

  it('checks the credentials with a token request and saves nothing when they are wrong', async () => {
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'client-secret' },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', value: 'wrong-secret' },
      { kind: 'input', value: 'Wrong' },
      { kind: 'pick', value: 'staging' },
    );
    const before = (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0) - before, 1, 'one token request');
    assert.equal(prompts.notices.filter((n) => n.kind === 'error').length, 1);
    assert.doesNotMatch(prompts.notices[0].message, /wrong-secret/, 'the secret is not echoed');
    assert.equal(s.registry.list().length, 1);
  });

  it('adds a tenant with its secret in SecretStorage only, and lists it beside the other', async () => {
    const before = s.registry.list().length;
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'client-secret' },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', value: 'emulator-readonly-secret' },
      { kind: 'input', value: 'Read-only tenant' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.deepEqual(prompts.asked.map((a) => /\((\d+\/\d+)\)/.exec(a.text)?.[1]), ['1/7', '2/7', '3/6', '4/6', '5/6', '6/6'], 'steps count up to the total of the chosen method');
    const added = s.registry.list().find((t) => t.label === 'Read-only tenant');
    assert.ok(added);
    assert.equal(s.registry.list().length, before + 1);
    assert.equal(JSON.stringify(s.context.globalState.get('authTenants.tenants')).includes('emulator-readonly-secret'), false);
    assert.equal((await s.registry.secret(added.id))?.clientSecret, 'emulator-readonly-secret');
    assert.deepEqual((await children(s)).map((n) => label(s, n)).sort(), ['Local emulator', 'Read-only tenant']);
  });

  it('marks production tenants visibly', async () => {
    const profile = s.registry.list()[0];
    await s.registry.save({ ...profile, environment: 'production' });
    const [node] = await children(s);
    const item = s.tree.getTreeItem(node);
    assert.match(String(item.description), /PRODUCTION/);
    assert.match(String(item.contextValue), /\bproduction\b/);
  });

  it('shows the scopes of the current token', async () => {
    prompts.script({ kind: 'pick', value: undefined });
    const [node] = await children(s);
    await vscode.commands.executeCommand('authTenants.showScopes', node);
    const asked = prompts.asked.at(-1)!;
    assert.match(asked.text, /scopes granted/);
    assert.ok(asked.items!.some((i) => /pass-filled\) create:token_exchange_profiles/.test(i)));
  });

  it('signs out: the stored credentials go, the tree asks to sign in again', async () => {
    const [node] = await children(s);
    await vscode.commands.executeCommand('authTenants.signOut', node);
    assert.equal(await s.registry.secret(s.registry.list()[0].id), undefined);
    const [again] = await children(s);
    const nodes = await children(s, again);
    assert.equal(nodes.length, 1);
    assert.match(label(s, nodes[0]), /Sign-in failed|No credentials/);
  });

  it('removes a tenant and its secret after a confirmation', async () => {
    const { id } = s.registry.list()[0];
    prompts.script({ kind: 'confirm', value: 'Remove' });
    const [node] = await children(s);
    await vscode.commands.executeCommand('authTenants.removeTenant', node);
    assert.equal(s.registry.get(id), undefined);
    assert.equal(await s.registry.secret(id), undefined);
  });

  it('edits the label of a tenant', async () => {
    prompts.script({ kind: 'pick', value: 'label' }, { kind: 'input', value: 'Renamed emulator' });
    const [node] = await children(s);
    await vscode.commands.executeCommand('authTenants.editTenant', node);
    assert.equal(label(s, (await children(s))[0]), 'Renamed emulator');
  });
});

