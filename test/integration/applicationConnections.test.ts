// An application's connections (Connections…) in real VS Code against the emulator: the multi-select shows the
// tenant's connections by name with the ones enabling the application picked; a choice enables and disables it by
// name, confirmed with what changes, and the connection's own Enabled Applications… sees it afterwards; on a
// production tenant a disable asks for the application's typed name; a token without read:connections or
// update:connections is told the scope and nothing is asked or sent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_APPLICATION_IDS as A } from '../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children } from './helpers/extension';
import { narrowToken } from './helpers/tokens';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

const DB = 'Username-Password-Authentication';
const APPLY = 'Apply';

const enabledOn = async (id: string): Promise<string[]> =>
  (await emulator.api<{ clients: { client_id: string }[] }>('GET', `connections/${id}/clients?take=100`)).body.clients.map((c) => c.client_id);

describe('Applications: Connections…', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;

  const appRow = async (name: string) => child(s, await child(s, tenant, 'Applications'), name);
  const connectionRow = async (name: string) => child(s, await child(s, tenant, 'Connections'), name);
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  const last = () => prompts.notices.at(-1)?.message ?? '';

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
  });

  it('from the row: connections by name, the enabled ones picked; enabling one by name is confirmed, applied and seen from the connection', async () => {
    const row = await appRow('Back Office Sync');
    assert.match(String(s.tree.getTreeItem(row).contextValue), /\bapplication\b/);
    prompts.script(
      { kind: 'pickMany', value: [DB, 'github'], expect: /Connections the application Back Office Sync can use on Local emulator/ },
      { kind: 'confirm', value: APPLY, expect: /Enable the application Back Office Sync on 1 connection\(s\) and disable it on 0 on Local emulator\? Enabled on: github/ },
    );
    await vscode.commands.executeCommand('authTenants.applicationConnections', row);
    assert.deepEqual(errors(), []);
    const shown = prompts.scripted.asked[0]!;
    assert.ok(shown.items!.includes('google-oauth2') && shown.items!.includes('contoso-azure-ad'), 'connections are listed by name');
    assert.deepEqual(shown.picked, [DB]);
    assert.ok((await enabledOn(C.github)).includes(A.backOffice));
    assert.match(last(), /Application Back Office Sync on Local emulator: enabled on github; disabled on none/);
    // The connection's side: Enabled Applications… of github now picks Back Office Sync.
    prompts.script({ kind: 'pickMany', value: ['Storefront', 'Back Office Sync'] });
    await vscode.commands.executeCommand('authTenants.connectionApplications', await connectionRow('github'));
    assert.ok(prompts.scripted.asked.at(-1)!.picked!.includes('Back Office Sync'));
    assert.match(last(), /Nothing changed: connection github on Local emulator keeps its 2 enabled application/);
  });

  it('from the document header: disabling on a production tenant asks for the application\'s typed name; no change sends nothing', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editApplication', await appRow('Storefront'));
    const lens = await until('the Connections… lens of the document', async () =>
      ((await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)) ?? []).find((l) => l.command?.command === 'authTenants.applicationConnections'));
    assert.equal(lens.command!.title, '$(plug) Connections…');
    const ids = lens.command!.arguments![0] as unknown;
    assert.deepEqual(ids, { tenantId: EMULATOR_TENANT_ID, clientId: A.storefront });
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    [tenant] = await children(s);
    const before = await emulator.stats();
    const allButGoogle = async () => (await emulator.api<{ connections: { name: string }[] }>('GET', 'connections?take=100')).body.connections.map((c) => c.name).filter((n) => n !== 'google-oauth2');
    const keep = await allButGoogle();
    prompts.script(
      { kind: 'pickMany', value: keep },
      { kind: 'confirm', value: APPLY, expect: /Enable the application Storefront on 0 connection\(s\) and disable it on 1 on Local emulator\? Disabled on: google-oauth2\nUsers of Storefront can no longer sign in/ },
      { kind: 'input', value: 'Storefront ', invalid: true, expect: /Type the application name "Storefront" to disable it on google-oauth2/ },
    );
    await vscode.commands.executeCommand('authTenants.applicationConnections', ids);
    assert.deepEqual(writesOf(await requestsSince(before)), {}, 'a wrong name sends nothing');
    assert.ok((await enabledOn(C.google)).includes(A.storefront));
    prompts.script({ kind: 'pickMany', value: keep }, { kind: 'confirm', value: APPLY }, { kind: 'input', value: 'Storefront' });
    await vscode.commands.executeCommand('authTenants.applicationConnections', ids);
    assert.deepEqual(errors(), []);
    assert.ok(!(await enabledOn(C.google)).includes(A.storefront));
    assert.ok((await enabledOn(C.github)).includes(A.storefront), 'the other connections keep it');
    assert.match(last(), /Application Storefront on Local emulator: enabled on none; disabled on google-oauth2/);
    const mid = await emulator.stats();
    prompts.script({ kind: 'pickMany', value: keep });
    await vscode.commands.executeCommand('authTenants.applicationConnections', ids);
    assert.match(last(), /Nothing changed: the application Storefront on Local emulator keeps its \d+ connection\(s\)/);
    assert.deepEqual(writesOf(await requestsSince(mid)), {});
  });

  it('a token without read:connections is told the scope; a read-only token is told update:connections; nothing asked or sent', async () => {
    await s.registry.save(
      { id: 'no-connections', label: 'No connections', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:clients update:connections') },
    );
    const before = await emulator.stats();
    prompts.script({ kind: 'pick', value: 'No connections' }, { kind: 'pick', value: 'Storefront' });
    await vscode.commands.executeCommand('authTenants.applicationConnections');
    assert.match(errors()[0]?.message ?? '', /No connections lacks the scope read:connections/);
    await s.registry.remove('no-connections');
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
    [tenant] = await children(s);
    await vscode.commands.executeCommand('authTenants.applicationConnections', await appRow('Storefront'));
    assert.match(errors()[1]?.message ?? '', /lacks the scope update:connections/);
    assert.equal(prompts.scripted.pending, 0);
    assert.equal(prompts.scripted.asked.filter((a) => a.kind === 'pickMany').length, 0, 'no connection list was shown');
    const sent = await requestsSince(before);
    assert.equal(sent['GET /api/v2/connections'], undefined);
    assert.deepEqual(writesOf(sent), {});
  });
});
