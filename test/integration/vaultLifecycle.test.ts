// Rename…, Update Credentials… and Delete… of flows vault connections in real VS Code against the emulator: each
// from a connection's row and from the palette, the emulator's state checked after each; the typed secrets are
// never in messages, answers or globalState (zz-secrets.test.ts also scans the log); a read-only token is told
// the scope; production asks for the typed name; a second delete is reported as already gone.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { setupFingerprint } from '../../src/emulator/routes/vaultSetups';
import { DEMO_VAULT_CONNECTION_IDS as V } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { emulator } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

/** The secrets typed here; zz-secrets.test.ts looks for their pattern everywhere (keep the names' shape). */
const VAULT_SECRETS = ['vault-lifecycle-ac-api-key-4b8e1d', 'vault-lifecycle-bearer-api-key-9c2f7a'] as const;
const [AC_KEY, BEARER] = VAULT_SECRETS;
const AC = 'Newsletter sync';
const HTTP = 'CRM webhook';
const PATCH = 'PATCH /api/v2/flows/vault/connections/:id';

type Conn = { id: string; name: string; app_id: string; ready: boolean; fingerprint: string; account_name?: string };
const server = async (id: string) => emulator.api<Conn>('GET', `flows/vault/connections/${id}`);

describe('Flows vault connections: rename, update credentials, delete', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;
  let group: TreeNode;

  const row = (name: string) => child(s, group, name);
  const names = async () => (await children(s, group)).map((n) => label(s, n));
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  const last = () => prompts.notices.at(-1)?.message ?? '';
  const noSecretShown = () => {
    const shown = JSON.stringify([prompts.notices, prompts.scripted.asked, prompts.offered]);
    const state = JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k)));
    for (const secret of VAULT_SECRETS) {
      assert.equal(shown.includes(secret), false, 'not in messages or prompts');
      assert.equal(state.includes(secret), false, 'not in globalState');
    }
  };

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
    group = await child(s, tenant, 'Flows Vault Connections');
  });

  async function production(): Promise<void> {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    [tenant] = await children(s);
    group = await child(s, tenant, 'Flows Vault Connections');
  }

  describe('Rename…', () => {
    it('from the row: opens with the current name, refuses empty, too long and taken names as typed, then renames', async () => {
      const before = await emulator.stats();
      prompts.script(
        { kind: 'input', value: '  ', invalid: true, expect: /Rename the vault connection Newsletter sync on Local emulator/ },
        { kind: 'input', value: 'n'.repeat(151), invalid: true },
        { kind: 'input', value: 'crm WEBHOOK ', invalid: true },
      );
      for (let i = 0; i < 3; i++) await vscode.commands.executeCommand('authTenants.renameVaultConnection', await row(AC));
      assert.equal(prompts.scripted.asked[0]!.value, AC, 'the box opens with the current name');
      assert.match(prompts.scripted.validationMessages[0]!, /Use 1 to 150 characters \(now 0\)/);
      assert.match(prompts.scripted.validationMessages[1]!, /Use 1 to 150 characters \(now 151\)/);
      assert.match(prompts.scripted.validationMessages[2]!, /Local emulator already has a vault connection named "CRM webhook" \(HTTP\)/);
      assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');

      prompts.script({ kind: 'input', value: 'newsletter SYNC (EU)' });
      await vscode.commands.executeCommand('authTenants.renameVaultConnection', await row(AC));
      assert.deepEqual(errors(), []);
      assert.equal((await server(V.activeCampaign)).body.name, 'newsletter SYNC (EU)');
      assert.match(last(), /Renamed the vault connection Newsletter sync to newsletter SYNC \(EU\) on Local emulator/);
      assert.deepEqual((await names()).sort(), [HTTP, 'newsletter SYNC (EU)'].sort(), 'the group reloaded');
    });

    it('from the palette: picks the connection; the same name sends nothing', async () => {
      prompts.script({ kind: 'pick', value: HTTP, expect: /Rename Flows Vault Connection/ }, { kind: 'input', value: 'CRM webhook (v2)' });
      await vscode.commands.executeCommand('authTenants.renameVaultConnection');
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.scripted.asked[0]!.items!.sort(), [AC, HTTP].sort());
      assert.equal((await server(V.httpBearer)).body.name, 'CRM webhook (v2)');
      assert.ok((await names()).includes('CRM webhook (v2)'), 'the loaded tree was refreshed');

      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: AC }, { kind: 'input', value: AC });
      await vscode.commands.executeCommand('authTenants.renameVaultConnection');
      assert.match(last(), /keeps its name: nothing was changed/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });
  });

  describe('Update Credentials…', () => {
    it('from the row: the app\'s fields, the key in a password box, a confirmation; the emulator holds what was typed', async () => {
      const old = (await server(V.activeCampaign)).body;
      prompts.script(
        { kind: 'input', value: 'https://acme.api-eu1.com', expect: /Update Credentials of Newsletter sync \(1\/2\) Account API URL/ },
        { kind: 'input', value: AC_KEY, expect: /\(2\/2\) API key \(sent once to the tenant; not stored by the extension\)/ },
        { kind: 'confirm', value: 'Update', expect: /Replace the credentials of the vault connection "Newsletter sync" on Local emulator\?.*sign in to ActiveCampaign with the new credentials/ },
      );
      await vscode.commands.executeCommand('authTenants.updateVaultCredentials', await row(AC));
      assert.deepEqual(errors(), []);
      assert.equal(prompts.scripted.pending, 0);
      const now = (await server(V.activeCampaign)).body;
      assert.equal(now.fingerprint, setupFingerprint(V.activeCampaign, 'ACTIVECAMPAIGN', { type: 'API_KEY', base_url: 'https://acme.api-eu1.com', api_key: AC_KEY }));
      assert.notEqual(now.fingerprint, old.fingerprint);
      assert.equal(now.account_name, 'ActiveCampaign va***1d');
      assert.equal(now.name, AC);
      assert.match(last(), /Updated the credentials of the vault connection Newsletter sync on Local emulator \(ready\)/);
      noSecretShown();
    });

    it('from the palette: the setup kind of an HTTP connection; dismissing the confirmation sends nothing', async () => {
      const before = await emulator.stats();
      prompts.script(
        { kind: 'pick', value: HTTP, expect: /Update Flows Vault Credentials/ },
        { kind: 'pick', value: 'Bearer token', expect: /How HTTP request signs in/ },
        { kind: 'input', value: BEARER },
        { kind: 'confirm', value: undefined },
      );
      await vscode.commands.executeCommand('authTenants.updateVaultCredentials');
      assert.deepEqual(prompts.notices, [], 'a cancel is silent');
      assert.deepEqual(writesOf(await requestsSince(before)), {});

      prompts.script({ kind: 'pick', value: HTTP }, { kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }, { kind: 'confirm', value: 'Update' });
      await vscode.commands.executeCommand('authTenants.updateVaultCredentials');
      assert.deepEqual(errors(), []);
      assert.equal((await server(V.httpBearer)).body.fingerprint, setupFingerprint(V.httpBearer, 'HTTP', { type: 'BEARER', token: BEARER }));
      assert.deepEqual(writesOf(await requestsSince(before)), { [PATCH]: 1 });
      noSecretShown();
    });
  });

  describe('Delete…', () => {
    it('from the row: a modal naming connection and tenant says flows stop working; then it is gone from tenant and tree', async () => {
      prompts.script({ kind: 'confirm', value: 'Delete', expect: /Delete the vault connection "CRM webhook" from Local emulator\?.*Flows that use it stop working/ });
      await vscode.commands.executeCommand('authTenants.deleteVaultConnection', await row(HTTP));
      assert.deepEqual(errors(), []);
      assert.equal((await server(V.httpBearer)).status, 404);
      assert.match(last(), /Deleted the vault connection CRM webhook from Local emulator/);
      assert.deepEqual(await names(), [AC]);
    });

    it('a second delete (the row was stale) says it was already gone', async () => {
      const stale = await row(HTTP);
      assert.equal((await emulator.api('DELETE', `flows/vault/connections/${V.httpBearer}`)).status, 204);
      prompts.script({ kind: 'confirm', value: 'Delete' });
      await vscode.commands.executeCommand('authTenants.deleteVaultConnection', stale);
      assert.deepEqual(errors(), []);
      assert.match(last(), /CRM webhook was already deleted from Local emulator: nothing was left to delete/);
      assert.deepEqual(await names(), [AC], 'the group reloaded');
    });

    it('from the palette on a production tenant: the typed name must match before anything is sent', async () => {
      await production();
      const before = await emulator.stats();
      prompts.script(
        { kind: 'pick', value: AC, expect: /Delete Flows Vault Connection/ },
        { kind: 'confirm', value: 'Delete' },
        { kind: 'input', value: 'newsletter sync', invalid: true, expect: /production tenant.*Type the connection name "Newsletter sync" to delete it/ },
      );
      await vscode.commands.executeCommand('authTenants.deleteVaultConnection');
      assert.match(prompts.scripted.validationMessages[0]!, /Type exactly: Newsletter sync/);
      assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');
      assert.equal((await server(V.activeCampaign)).status, 200);

      prompts.script({ kind: 'pick', value: AC }, { kind: 'confirm', value: 'Delete' }, { kind: 'input', value: AC });
      await vscode.commands.executeCommand('authTenants.deleteVaultConnection');
      assert.deepEqual(errors(), []);
      assert.equal((await server(V.activeCampaign)).status, 404);
    });
  });

  describe('a read-only token', () => {
    beforeEach(async () => {
      const profile = s.registry.get(EMULATOR_TENANT_ID)!;
      await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
      [tenant] = await children(s);
      group = await child(s, tenant, 'Flows Vault Connections');
    });

    for (const [command, scope] of [
      ['authTenants.renameVaultConnection', 'update:flows_vault_connections'],
      ['authTenants.updateVaultCredentials', 'update:flows_vault_connections'],
      ['authTenants.deleteVaultConnection', 'delete:flows_vault_connections'],
    ]) {
      it(`${command} names ${scope} from the palette and the row, asks nothing and sends nothing`, async () => {
        const before = await emulator.stats();
        await vscode.commands.executeCommand(command);
        await vscode.commands.executeCommand(command, await row(AC));
        assert.equal(errors().length, 2);
        for (const e of errors()) assert.match(e.message, new RegExp(`lacks the scope ${scope}`));
        assert.deepEqual(prompts.scripted.asked, [], 'no question was asked');
        assert.deepEqual(writesOf(await requestsSince(before)), {});
      });
    }

    it('the rows carry the scopes the token lacks, so their menus hide these commands', async () => {
      const context = String(s.tree.getTreeItem(await row(AC)).contextValue);
      assert.match(context, /\bvaultConnection\b/);
      assert.match(context, /\bmissing:update:flows_vault_connections\b/);
      assert.match(context, /\bmissing:delete:flows_vault_connections\b/);
    });
  });
});
