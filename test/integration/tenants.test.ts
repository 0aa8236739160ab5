import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import * as net from 'node:net';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { emulator, emulatorUrl } from './helpers/emulator';
import { children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

/** A loopback port nothing listens on (a server's, closed again): connecting there is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Tenants: add, edit, sign out, remove', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    ({ services: s, prompts } = await freshTenant());
  });

  const CS = { kind: 'pick', value: 'Client secret' } as const;
  const tokenRequests = async () => (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
  const steps = () => prompts.asked.map((a) => /\((\d+\/\d+)\)/.exec(a.text)?.[1] ?? '-');

  it('rejects a malformed domain as it is typed', async () => {
    prompts.script(CS, { kind: 'input', value: 'ftp://tenant.example.com', invalid: true });
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(prompts.validationMessages.length, 1);
    assert.match(prompts.validationMessages[0], /https/);
    assert.equal(s.registry.list().length, 1, 'nothing was added');
  });

  it('returns to the secret step with every value kept when the tenant rejects the secret, and saves only good credentials', async () => {
    prompts.script(
      CS,
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', value: 'wrong-secret' },
      { kind: 'input', value: 'emulator-readonly-secret', expect: /\(3\/5\) Client secret/ },
      { kind: 'input', value: 'Read-only' },
      { kind: 'pick', value: 'staging' },
    );
    const before = await tokenRequests();
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.equal(await tokenRequests() - before, 2, 'the wrong secret, then the right one');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const again = prompts.asked[4];
    assert.equal(again.value, 'wrong-secret', 'the rejected secret is kept for correction');
    assert.match(again.message ?? '', /rejected the client credentials/);
    assert.doesNotMatch(again.message ?? '', /wrong-secret/, 'the secret is not echoed');
    assert.deepEqual(steps(), ['-', '1/5', '2/5', '3/5', '3/5', '4/5', '5/5']);
    const added = s.registry.list().find((t) => t.label === 'Read-only');
    assert.ok(added);
    assert.equal((await s.registry.secret(added.id))?.clientSecret, 'emulator-readonly-secret');
  });

  it('adds a tenant with its secret in SecretStorage only; steps count i/5 for a client secret', async () => {
    const before = s.registry.list().length;
    prompts.script(
      CS,
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', value: 'emulator-readonly-secret' },
      { kind: 'input', value: 'Read-only tenant' },
      { kind: 'pick', value: 'staging' },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.deepEqual(steps(), ['-', '1/5', '2/5', '3/5', '4/5', '5/5'], 'the total stays that of the chosen method');
    assert.equal(prompts.asked[4].value, '127.0.0.1', 'the label defaults to the host');
    const added = s.registry.list().find((t) => t.label === 'Read-only tenant');
    assert.ok(added);
    assert.equal(s.registry.list().length, before + 1);
    assert.equal(JSON.stringify(s.context.globalState.get('authTenants.tenants')).includes('emulator-readonly-secret'), false);
    assert.equal((await s.registry.secret(added.id))?.clientSecret, 'emulator-readonly-secret');
    assert.deepEqual((await children(s)).map((n) => label(s, n)).sort(), ['Local emulator', 'Read-only tenant']);
  });

  it('goes back step by step without losing what was typed', async () => {
    prompts.script(
      CS,
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: 'emulator-readonly' },
      { kind: 'input', back: true },
      { kind: 'input', back: true },
      { kind: 'input', back: true },
      { kind: 'pick', value: undefined },
    );
    await vscode.commands.executeCommand('authTenants.addTenant');
    assert.deepEqual(prompts.asked.map((a) => a.back), [false, true, true, true, true, true, false], 'Back is offered on every step but the first');
    assert.equal(prompts.asked[4].value, 'emulator-readonly', 'back at the secret: the client ID is kept');
    assert.equal(prompts.asked[5].value, emulatorUrl(), 'back again: the domain is kept');
    assert.deepEqual(prompts.asked[6].picked, ['Client secret'], 'back to the method: the choice is kept');
    assert.equal(s.registry.list().length, 1, 'nothing was added');
  });

  it('checks that the domain answers before asking for any credential', async () => {
    const closed = await closedPort();
    prompts.script(
      CS,
      { kind: 'input', value: `http://127.0.0.1:${closed}` },
      { kind: 'input', value: emulatorUrl() },
      { kind: 'input', value: undefined },
    );
    const before = await tokenRequests();
    await vscode.commands.executeCommand('authTenants.addTenant');
    const [, first, again, clientId] = prompts.asked;
    assert.match(first.text, /\(1\/5\) Tenant domain/);
    assert.match(again.text, /\(1\/5\) Tenant domain/, 'the domain step again, not the client ID');
    assert.equal(again.value, `http://127.0.0.1:${closed}`, 'the typed domain is kept');
    assert.match(again.message ?? '', new RegExp(`Cannot reach http://127\\.0\\.0\\.1:${closed}: connection refused`));
    assert.match(clientId.text, /\(2\/5\) Client ID/, 'a reachable domain goes on');
    assert.equal(await tokenRequests() - before, 0, 'no credential was sent');
  });

  it('says when something else answers at the domain, and goes on when the same domain is entered again', async () => {
    const site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>a web site</html>'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(site.address() as net.AddressInfo).port}`;
    try {
      prompts.script(CS, { kind: 'input', value: url }, { kind: 'input', value: url }, { kind: 'input', value: undefined });
      await vscode.commands.executeCommand('authTenants.addTenant');
    } finally {
      site.close();
    }
    const [, , again, next] = prompts.asked;
    assert.equal(again.value, url);
    assert.match(again.message ?? '', /answered with HTTP 200, not like a Management API/);
    assert.match(next.text, /\(2\/5\) Client ID/, 'Enter on the same domain uses it anyway');
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

