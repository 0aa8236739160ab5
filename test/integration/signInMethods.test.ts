import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const KEY = path.resolve(__dirname, '../../../test/fixtures/keys/emulator-pkjwt.private.pem');

describe('Sign-in methods', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ services: s, prompts } = await freshTenant());
  });

  it('signs in with a private key JWT; the key content (not its path) goes to SecretStorage', async () => {
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'private-key' },
      { kind: 'input', value: 'emulator-pkjwt' },
      { kind: 'openFile', value: vscode.Uri.file(KEY) },
      { kind: 'pick', value: 'RS256' },
      { kind: 'input', value: 'Private key tenant' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const profile = s.registry.list().find((t) => t.label === 'Private key tenant')!;
    assert.equal(profile.method, 'private-key');
    const secret = await s.registry.secret(profile.id);
    assert.match(secret?.privateKeyPem ?? '', /-----BEGIN PRIVATE KEY-----/);
    assert.doesNotMatch(JSON.stringify(s.context.globalState.get('authTenants.tenants')), /PRIVATE KEY|emulator-pkjwt\.private\.pem/);
    const node = (await children(s)).find((n) => label(s, n) === 'Private key tenant')!;
    assert.ok((await children(s, await child(s, node, 'Connections'))).length > 5, 'the key signs in and lists load');
  });

  it('signs in with a pasted access token and reads its scopes without a token request', async () => {
    const token = await emulator.token();
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'access-token' },
      { kind: 'input', value: 'not-a-token', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.match(prompts.validationMessages[0], /three dot-separated parts/);
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'access-token' },
      { kind: 'input', value: token },
      { kind: 'input', value: 'Pasted token' },
      { kind: 'pick', value: 'development' },
    );
    const before = (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0) - before, 0);
    const profile = s.registry.list().find((t) => t.label === 'Pasted token')!;
    assert.ok((await s.sessions.scopes(profile.id)).has('read:connections'));
  });

  it('reports a private key the client does not accept without saving the tenant', async () => {
    prompts.script(
      { kind: 'input', value: emulatorUrl() },
      { kind: 'pick', value: 'private-key' },
      { kind: 'input', value: 'emulator-admin' },
      { kind: 'openFile', value: vscode.Uri.file(KEY) },
      { kind: 'pick', value: 'RS256' },
      { kind: 'input', value: 'Mismatched key' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(prompts.notices.filter((n) => n.kind === 'error').length, 1);
    assert.ok(!s.registry.list().some((t) => t.label === 'Mismatched key'));
  });
});
