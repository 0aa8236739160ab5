// Enabled Applications… and Check Status of connections in real VS Code against the emulator: the multi-select shows
// the tenant's applications by name with the enabled ones picked, the difference is confirmed and applied (checked on
// the emulator after), more than 50 changes go in several requests, no change sends nothing, production asks for the
// connection's typed name, a token without read:clients is told the scope; Check Status says online or offline.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_APPLICATION_IDS as A } from '../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children } from './helpers/extension';
import { narrowToken } from './helpers/tokens';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

const DB = 'Username-Password-Authentication';
const PATCH = 'PATCH /api/v2/connections/:id/clients';
const APPLY = 'Apply';

async function control(method: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${emulatorUrl()}/__emulator/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  assert.ok(res.ok, `control ${method} ${path}: ${res.status}`);
}

const enabledOnServer = async (id: string): Promise<string[]> =>
  (await emulator.api<{ clients: { client_id: string }[] }>('GET', `connections/${id}/clients?take=100`)).body.clients.map((c) => c.client_id);

describe('Connections: Enabled Applications… and Check Status', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  const row = async (name: string) => child(s, await child(s, tenant, 'Connections'), name);
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  const last = () => prompts.notices.at(-1)?.message ?? '';

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
  });

  describe('Enabled Applications…', () => {
    it('from the row: applications by name, the enabled ones picked; the difference is confirmed and applied', async () => {
      prompts.script(
        { kind: 'pickMany', value: ['Storefront', 'Mobile App'], expect: /Applications enabled for connection Username-Password-Authentication on Local emulator/ },
        { kind: 'confirm', value: APPLY, expect: /Enable 1 and disable 1 application\(s\) for connection Username-Password-Authentication on Local emulator\? Enable: Mobile App\nDisable: Back Office Sync/ },
      );
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row(DB));
      assert.deepEqual(errors(), []);
      const shown = prompts.scripted.asked[0]!;
      assert.ok(shown.items!.includes('Customer Portal') && shown.items!.includes('In-Store Kiosk'), 'applications are listed by name');
      assert.deepEqual(shown.picked!.sort(), ['Back Office Sync', 'Storefront']);
      assert.deepEqual(shown.items!.slice(0, 2), ['Back Office Sync', 'Storefront'], 'the enabled applications come first');
      assert.deepEqual((await enabledOnServer(C.database)).sort(), [A.storefront, A.mobile].sort());
      assert.match(last(), /Enabled 1 and disabled 1 application\(s\) for connection Username-Password-Authentication on Local emulator/);
    });

    it('an enabled id that no application has is listed as unknown, and can be disabled', async () => {
      await emulator.patchConnection(C.google, { enabled_clients: [A.storefront, 'ghostClient0000000000000000000001'] });
      prompts.script(
        { kind: 'pickMany', value: ['Storefront'] },
        { kind: 'confirm', value: APPLY, expect: /Enable 0 and disable 1 .*Disable: \(unknown application ghostClient0000000000000000000001\)/s },
      );
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row('google-oauth2'));
      assert.deepEqual(errors(), []);
      assert.ok(prompts.scripted.asked[0]!.picked!.includes('(unknown application ghostClient0000000000000000000001)'));
      assert.deepEqual(await enabledOnServer(C.google), [A.storefront]);
    });

    it('from the palette: more than 50 changes go in requests of at most 50, with progress', async () => {
      await control('POST', 'applications', { count: 60 });
      const before = await emulator.stats();
      prompts.script(
        { kind: 'pick', value: 'github', expect: /Enabled Applications: a connection of Local emulator/ },
        { kind: 'pickMany', value: ['Storefront', /^Generated app/] },
        { kind: 'confirm', value: APPLY, expect: /Enable 60 and disable 0 application\(s\) for connection github .*and 45 more/s },
      );
      await vscode.commands.executeCommand('authTenants.connectionApplications');
      assert.deepEqual(errors(), []);
      assert.equal((await requestsSince(before))[PATCH], 2);
      assert.equal((await enabledOnServer(C.github)).length, 61);
      assert.deepEqual(prompts.scripted.progressShown.at(-1)!.messages, ['50 of 60 change(s) applied', '60 of 60 change(s) applied']);
      assert.match(last(), /Enabled 60 and disabled 0 application\(s\)/);
    });

    it('no change: says so and sends nothing; dismissing the confirmation sends nothing', async () => {
      const before = await emulator.stats();
      prompts.script({ kind: 'pickMany', value: ['Storefront', 'Back Office Sync'] });
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row(DB));
      assert.match(last(), /Nothing changed: connection Username-Password-Authentication on Local emulator keeps its 2 enabled application\(s\)/);
      prompts.script({ kind: 'pickMany', value: [] }, { kind: 'confirm', value: undefined });
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row(DB));
      assert.deepEqual(errors(), []);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      assert.deepEqual((await enabledOnServer(C.database)).sort(), [A.storefront, A.backOffice].sort());
    });

    it('on a production tenant the connection\'s name is typed before anything is sent', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      [tenant] = await children(s);
      const before = await emulator.stats();
      prompts.script(
        { kind: 'pickMany', value: ['Storefront', 'Support Desk'] },
        { kind: 'confirm', value: APPLY },
        { kind: 'input', value: 'github ', invalid: true, expect: /Type the connection name "github" to change its applications/ },
      );
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row('github'));
      assert.deepEqual(writesOf(await requestsSince(before)), {}, 'a wrong name sends nothing');
      prompts.script({ kind: 'pickMany', value: ['Storefront', 'Support Desk'] }, { kind: 'confirm', value: APPLY }, { kind: 'input', value: 'github' });
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row('github'));
      assert.deepEqual(errors(), []);
      assert.deepEqual((await enabledOnServer(C.github)).sort(), [A.storefront, A.supportDesk].sort());
    });

    it('a token without read:clients is told the scope; a read-only token is told update:connections; nothing asked or sent', async () => {
      await s.registry.save(
        { id: 'no-clients', label: 'No clients', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
        { accessToken: await narrowToken('read:connections update:connections') },
      );
      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: 'No clients' });
      await vscode.commands.executeCommand('authTenants.connectionApplications');
      assert.match(errors()[0]?.message ?? '', /No clients lacks the scope read:clients/);
      await s.registry.remove('no-clients');
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
      [tenant] = await children(s);
      await vscode.commands.executeCommand('authTenants.connectionApplications', await row('github'));
      assert.match(errors()[1]?.message ?? '', /lacks the scope update:connections/);
      assert.equal(prompts.scripted.pending, 0);
      assert.equal(prompts.scripted.asked.filter((a) => a.kind === 'pickMany').length, 0, 'no application list was shown');
      const sent = await requestsSince(before);
      assert.equal(sent['GET /api/v2/clients'], undefined);
      assert.deepEqual(writesOf(sent), {});
    });
  });

  describe('Check Status', () => {
    it('from the row: online; once its connector is offline, the tenant\'s message', async () => {
      await vscode.commands.executeCommand('authTenants.checkConnectionStatus', await row('contoso-azure-ad'));
      assert.deepEqual(errors(), []);
      assert.match(last(), /The connection contoso-azure-ad on Local emulator is online/);
      await control('PUT', `connections/${C.waad}/online`, { online: false });
      await vscode.commands.executeCommand('authTenants.checkConnectionStatus', await row('contoso-azure-ad'));
      assert.equal(prompts.notices.at(-1)?.kind, 'warn');
      assert.match(last(), /The connection contoso-azure-ad on Local emulator is offline: The connection is offline: no AD\/LDAP connector/);
    });

    it('from the palette: picks the connection, one request', async () => {
      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: 'acme-saml', expect: /Check Status: a connection of Local emulator/ });
      await vscode.commands.executeCommand('authTenants.checkConnectionStatus');
      assert.match(last(), /The connection acme-saml on Local emulator is online/);
      assert.equal((await requestsSince(before))['GET /api/v2/connections/:id/status'], 1);
    });
  });
});
