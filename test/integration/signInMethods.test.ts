import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { UnsecuredJWT } from 'jose';
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
      { kind: 'pick', value: 'Private key (RS256)' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-pkjwt' },
      { kind: 'openFile', value: vscode.Uri.file(KEY) },
      { kind: 'input', value: 'Private key tenant' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const profile = s.registry.list().find((t) => t.label === 'Private key tenant')!;
    assert.equal(profile.method, 'private-key');
    assert.equal(profile.algorithm, 'RS256');
    assert.deepEqual(prompts.asked.map((a) => /\((\d+\/\d+)\)/.exec(a.text)?.[1] ?? '-'), ['-', '1/5', '2/5', '3/5', '4/5', '5/5']);
    const secret = await s.registry.secret(profile.id);
    assert.match(secret?.privateKeyPem ?? '', /-----BEGIN PRIVATE KEY-----/);
    assert.doesNotMatch(JSON.stringify(s.context.globalState.get('authTenants.tenants')), /PRIVATE KEY|emulator-pkjwt\.private\.pem/);
    const node = (await children(s)).find((n) => label(s, n) === 'Private key tenant')!;
    assert.ok((await children(s, await child(s, node, 'Connections'))).length > 5, 'the key signs in and lists load');
  });

  it('signs in with a pasted access token and reads its scopes without a token request', async () => {
    const token = await emulator.token();
    prompts.script(
      { kind: 'pick', value: 'Access token' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'not-a-token', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.match(prompts.validationMessages[0], /three dot-separated parts/);
    prompts.asked.length = 0;
    prompts.script(
      { kind: 'pick', value: 'Access token' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: token },
      { kind: 'input', value: 'Pasted token' },
      { kind: 'pick', value: 'development' },
    );
    const before = (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.asked.map((a) => /\((\d+\/\d+)\)/.exec(a.text)?.[1] ?? '-'), ['-', '1/4', '2/4', '3/4', '4/4']);
    assert.equal(((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0) - before, 0);
    const profile = s.registry.list().find((t) => t.label === 'Pasted token')!;
    assert.ok((await s.sessions.scopes(profile.id)).has('read:connections'));
  });

  it('refuses a pasted token for another API: back at the token with the audience it needs, nothing saved', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const elsewhere = new UnsecuredJWT({ aud: 'https://other-tenant.example.com/api/v2/', scope: 'read:connections', exp }).encode();
    prompts.script(
      { kind: 'pick', value: 'Access token' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: elsewhere },
      { kind: 'input', value: undefined },
    );
    const before = s.registry.list().length;
    await vscode.commands.executeCommand('authTenants.addTenant');
    const back = prompts.asked.at(-1)!;
    assert.match(back.text, /Management API access token/);
    assert.match(back.message ?? '', /not for this tenant's Management API \(its audience is "https:\/\/other-tenant\.example\.com\/api\/v2\/"\)/);
    assert.ok((back.message ?? '').endsWith(`paste a token whose audience is ${emulatorUrl()}/api/v2/.`), back.message);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), [], 'cancelling there ends quietly');
    assert.equal(s.registry.list().length, before);
  });

  it('returns to the client ID when the tenant does not accept the private key, and saves nothing', async () => {
    prompts.script(
      { kind: 'pick', value: 'Private key (RS256)' },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-admin' },
      { kind: 'openFile', value: vscode.Uri.file(KEY) },
      { kind: 'input', value: undefined },
    );
    const before = s.registry.list().length;
    await vscode.commands.executeCommand('authTenants.addTenant');
    const back = prompts.asked.at(-1)!;
    assert.match(back.text, /\(2\/5\) Client ID/);
    assert.equal(back.value, 'emulator-admin', 'the client ID is kept');
    assert.match(back.message ?? '', /rejected the client assertion/);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), [], 'cancelling there ends quietly');
    assert.equal(s.registry.list().length, before);
  });
});
