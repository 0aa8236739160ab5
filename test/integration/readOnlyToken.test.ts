// A read-only token: write commands say which scope they need before sending anything, a 403 from the tenant
// offers "Reconnect Tenant…", and Reconnect gets a new token (asking for the sign-in again when it is refused).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { closeOurEditors, doc, editJson, openedDoc, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children } from './helpers/extension';
import { cleanTenant, type ButtonPrompts } from './reliability/support';

const RECONNECT = 'Reconnect Tenant…';

describe('Read-only tokens and Reconnect Tenant…', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;

  /** The emulator tenant, signed in with the read-only client (every read:* scope, no write scope). */
  async function readOnly(): Promise<void> {
    const profile = s.registry.get(EMULATOR_TENANT_ID)!;
    await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
  }

  /** Requests per route since `before` other than token requests: what a command sent to the Management API. */
  async function apiRequestsSince(before: Record<string, number>): Promise<string[]> {
    const now = (await emulator.stats()).byRoute;
    return Object.keys(now).filter((r) => r !== 'POST /oauth/token' && now[r] !== (before[r] ?? 0));
  }

  beforeEach(async () => {
    ({ s, prompts } = await cleanTenant(false));
  });

  afterEach(closeOurEditors);

  for (const [command, scope] of [
    ['authTenants.setPhoneFactors', 'update:guardian_factors'],
    ['authTenants.createVaultConnection', 'create:flows_vault_connections'],
    ['authTenants.createTokenExchangeProfile', 'create:token_exchange_profiles'],
  ]) {
    it(`${command} from the palette names ${scope} and sends nothing`, async () => {
      await readOnly();
      const before = (await emulator.stats()).byRoute;
      await vscode.commands.executeCommand(command);
      const errors = prompts.notices.filter((n) => n.kind === 'error');
      assert.equal(errors.length, 1);
      assert.match(errors[0].message, new RegExp(`lacks the scope ${scope}`));
      assert.deepEqual(prompts.offered, [{ message: errors[0].message, buttons: [RECONNECT] }]);
      assert.deepEqual(prompts.scripted.asked, [], 'no question was asked');
      assert.deepEqual(await apiRequestsSince(before), [], 'no Management API request');
    });
  }

  it('the tree offers no write action the token cannot do: its rows carry the scopes it lacks', async () => {
    const contexts = async (): Promise<Record<string, string>> => {
      const [tenant] = await children(s);
      const groups = await children(s, tenant);
      const out: Record<string, string> = {};
      for (const group of groups) {
        out[group.id.split('/').pop()!] = String(s.tree.getTreeItem(group).contextValue);
        if (group.id.endsWith('/event-streams')) {
          const [stream] = await children(s, group);
          out['stream'] = String(s.tree.getTreeItem(stream!).contextValue);
          const [delivery] = await children(s, stream!);
          out['delivery'] = String(s.tree.getTreeItem(delivery!).contextValue);
        }
      }
      return out;
    };
    const admin = await contexts();
    assert.deepEqual(Object.values(admin).filter((c) => /\bmissing:/.test(c)), [], 'an admin token hides nothing');

    await readOnly();
    await vscode.commands.executeCommand('authTenants.refresh');
    const limited = await contexts();
    assert.match(limited['token-exchange-profiles']!, /\bmissing:create:token_exchange_profiles\b/);
    assert.match(limited['vault-connections']!, /\bmissing:create:flows_vault_connections\b/);
    assert.match(limited['phone-factors']!, /\bmissing:update:guardian_factors\b/);
    assert.match(limited['stream']!, /\bmissing:delete:event_streams\b/);
    assert.match(limited['stream']!, /\bmissing:update:event_deliveries\b/);
    assert.match(limited['delivery']!, /\bmissing:update:event_deliveries\b/);
    // The menus hide exactly these: a `when` clause per write command (checked against the manifest by writeScopes.test.ts).
  });

  it('a connection opens read-only for a token without update:connections, with no edit and no create offered', async () => {
    const secret = 'read-only-view-google-secret-7d1e';
    const id = DEMO_CONNECTION_IDS.google;
    const google = await emulator.api<{ options: Record<string, unknown> }>('GET', `connections/${id}`);
    assert.equal((await emulator.api('PATCH', `connections/${id}`, { options: { ...google.body.options, client_secret: secret } })).status, 200);
    await readOnly();
    await vscode.commands.executeCommand('authTenants.refresh');
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'Connections');
    const row = await child(s, group, 'google-oauth2');
    assert.match(String(s.tree.getTreeItem(group).contextValue), /\bmissing:create:connections\b/, 'no + Create Connection…');
    const item = s.tree.getTreeItem(row);
    assert.match(String(item.contextValue), /\bmissing:update:connections\b/, 'no Edit Connection… on the row');
    assert.equal(item.command?.command, 'authTenants.openResource', 'a click opens the read-only view');
    await vscode.commands.executeCommand(item.command!.command, ...(item.command!.arguments ?? []));
    const view = await until('the read-only view', () => vscode.window.activeTextEditor?.document.uri.scheme === 'auth-tenants-view' ? vscode.window.activeTextEditor.document : undefined);
    assert.match(view.uri.path, /\/connections\//);
    assert.match(view.getText(), /"strategy": "google-oauth2"/);
    assert.ok(!view.getText().includes(secret), 'the option secret is not shown');
    const before = (await emulator.stats()).byRoute;
    await vscode.commands.executeCommand('authTenants.editConnection');
    assert.match(prompts.notices.find((n) => n.kind === 'error')?.message ?? '', /lacks the scope update:connections/);
    assert.deepEqual(await apiRequestsSince(before), [], 'no Management API request');
  });

  it('the same commands run for a token that has the scope', async () => {
    prompts.script({ kind: 'pickMany', value: [] }, { kind: 'confirm', value: undefined });
    await vscode.commands.executeCommand('authTenants.setPhoneFactors');
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.ok(prompts.scripted.asked.length > 0, 'the command asked its questions');
  });

  it('a 403 from the tenant names the missing scope; its "Reconnect Tenant…" gets a new token and shows its scopes', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editPhoneFactors', (await children(s))[0]);
    assert.ok(uri, `the draft opened with the admin token: ${JSON.stringify(prompts.notices)}`);
    await readOnly(); // the draft's tenant now signs in with a read-only client
    prompts.buttons.push(RECONNECT);
    prompts.script({ kind: 'pick', value: undefined });
    const tokens = (await emulator.stats()).byRoute['POST /oauth/token'] ?? 0;
    await vscode.commands.executeCommand('authTenants.applyPhoneFactorsDocument', uri);
    const error = prompts.notices.find((n) => n.kind === 'error');
    assert.ok(error, 'an error was shown');
    assert.match(error.message, /update:guardian_factors/);
    assert.deepEqual(prompts.offered, [{ message: error.message, buttons: [RECONNECT] }]);
    const scopes = await until('the scopes of the new token', () => prompts.scripted.asked.find((a) => /scopes granted/.test(a.text)));
    assert.match(scopes.text, /Local emulator: \d+ scopes granted/);
    assert.ok(scopes.items!.some((i) => /circle-slash\) update:guardian_factors/.test(i)), 'the scope is shown as missing');
    assert.ok(((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0) - tokens >= 2, 'the read-only token, then the reconnect');
  });

  it('a save refused for a scope the token lost says which scope and offers "Reconnect Tenant…", which reconnects that tenant', async () => {
    const [tenant] = await children(s);
    const node = await child(s, await child(s, tenant, 'Connections'), 'Username-Password-Authentication');
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    assert.ok(uri instanceof vscode.Uri, `opened for editing with the admin token: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    await editJson(uri, (v) => (v.display_name = 'Changed with a read-only token'));
    await readOnly(); // the document's tenant now signs in with a read-only client
    prompts.buttons.push(RECONNECT);
    prompts.script({ kind: 'pick', value: undefined }); // the scopes shown after reconnecting
    const before = (await emulator.stats()).byRoute;
    const tokens = before['POST /oauth/token'] ?? 0;
    assert.equal(await openedDoc(uri).save(), false, 'the save is refused');
    const error = prompts.notices.find((n) => n.kind === 'error');
    assert.ok(error, 'the refusal is shown');
    assert.match(error.message, /^Save refused\. Not applied: changing a connection needs the scope update:connections/);
    assert.deepEqual(prompts.offered, [{ message: error.message, buttons: [RECONNECT] }]);
    assert.deepEqual(await apiRequestsSince(before), [], 'nothing was sent to the Management API');
    const scopes = await until('the scopes of the new token', () => prompts.scripted.asked.find((a) => /scopes granted/.test(a.text)));
    assert.match(scopes.text, /^Local emulator: \d+ scopes granted/);
    assert.ok(((await emulator.stats()).byRoute['POST /oauth/token'] ?? 0) - tokens >= 2, 'the read-only token, then the reconnect');
    assert.equal(openedDoc(uri).isDirty, true, 'the edit is kept');
  });

  it('Reconnect asks for the sign-in again when the stored credentials are refused, and keeps the client ID', async () => {
    const profile = s.registry.get(EMULATOR_TENANT_ID)!;
    await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'no-longer-valid' });
    prompts.script(
      { kind: 'pick', value: 'Client secret' },
      { kind: 'input', value: 'emulator-admin' },
      { kind: 'input', value: 'emulator-admin-secret' },
      { kind: 'pick', value: undefined },
    );
    const scopes = await vscode.commands.executeCommand<ReadonlySet<string>>('authTenants.reconnectTenant', (await children(s))[0]);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const { asked } = prompts.scripted;
    assert.match(asked[0].text, /Sign in to Local emulator again/);
    assert.equal(asked[1].value, 'emulator-readonly', 'the stored client ID is offered');
    assert.ok(scopes?.has('update:guardian_factors'), 'the new token carries the write scopes');
    assert.equal(s.registry.get(EMULATOR_TENANT_ID)?.clientId, 'emulator-admin');
    assert.equal((await s.registry.secret(EMULATOR_TENANT_ID))?.clientSecret, 'emulator-admin-secret');
    assert.match(asked.at(-1)!.text, /Local emulator: \d+ scopes granted/);
  });
});
