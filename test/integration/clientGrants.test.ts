// Client grants in a real VS Code against the emulator: the applications allowed to call an API under its row and
// the APIs an M2M application may call under its row (each with its scopes); Authorize Application… from an API's
// row, from an application's row and from the palette (those already authorized shown as such, nothing sent; a 409
// explained, never a duplicate); Change Scopes… (the API's scopes with the grant's picked); Revoke Access… (a modal
// naming application, API and tenant; the name typed on production); a token without the scope named, nothing sent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_APPLICATION_IDS as A } from '../../src/emulator/seed/applications';
import { DEMO_GRANT_IDS as G } from '../../src/emulator/seed/clientGrants';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { freshTenantPerTest } from './helpers/suite';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const BILLING = 'https://billing.example.com/';

const grantsOf = async (query: string) => (await emulator.api<Json[]>('GET', `client-grants?${query}`)).body;
const grantWrites = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => /^(POST|PATCH|DELETE) \/api\/v2\/client-grants/.test(r)).reduce((n, [, c]) => n + c, 0);

describe('Client grants', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  freshTenantPerTest((services, scripted) => ([s, prompts] = [services, scripted]));

  const group = async (name: string): Promise<TreeNode> => child(s, (await children(s))[0], name);
  const apiRow = async (name: string) => child(s, await group('APIs'), name);
  const appRow = async (name: string) => child(s, await group('Applications'), name);
  const rowsUnder = async (row: TreeNode) => new Map((await children(s, row)).map((n) => [label(s, n), s.tree.getTreeItem(n)]));
  const errors = () => prompts.messages('error');

  it('under an API: the applications allowed to call it; under an M2M application: the APIs it may call; each with its scopes', async () => {
    const orders = await rowsUnder(await apiRow('Orders API'));
    assert.deepEqual([...orders.keys()], ['Back Office Sync', 'Reporting Job']);
    assert.equal(orders.get('Back Office Sync')!.description, '2 scopes');
    assert.equal(orders.get('Reporting Job')!.description, 'read:orders');
    assert.match(String(orders.get('Back Office Sync')!.contextValue), /\bclientGrant\b/);
    const grant = (await children(s, await apiRow('Orders API')))[0]!;
    const hover = s.tree.resolveTreeItem(s.tree.getTreeItem(grant), grant);
    assert.match((hover.tooltip as vscode.MarkdownString).value.replace(/&nbsp;/g, ' '), /scopes: read:orders, update:orders/);
    assert.match(String(s.tree.getTreeItem(await apiRow('Orders API')).contextValue), /\bgrantParent\b/);
    const reporting = await rowsUnder(await appRow('Reporting Job'));
    assert.deepEqual([...reporting.keys()], ['Billing API', 'Orders API']);
    assert.equal(s.tree.getTreeItem(await appRow('Storefront')).collapsibleState, vscode.TreeItemCollapsibleState.None, 'an SPA calls no API with its own credentials');
    const management = await rowsUnder(await apiRow('Auth0 Management API'));
    assert.ok(management.has('emulator-admin'), 'the management client\'s own grant');
  });

  it('Authorize Application… from an API: those already authorized shown as such (nothing sent); a new one with the scopes picked', async () => {
    await emulator.resetStats();
    prompts.script({ kind: 'pick', value: 'Reporting Job', expect: /Authorize Application.*Machine-to-machine application that may call Billing API/ });
    await vscode.commands.executeCommand('authTenants.authorizeApplication', await apiRow('Billing API'));
    assert.match(errors().at(-1) ?? '', /Reporting Job is already authorized to call Billing API on Local emulator: use Change Scopes…/);
    assert.equal(await grantWrites(), 0, 'nothing was sent');
    const shown = prompts.asked.at(-1)!;
    assert.equal(shown.items!.indexOf('Reporting Job'), shown.items!.length - 1, 'the authorized one is listed last');
    prompts.script(
      { kind: 'pick', value: 'Back Office Sync' },
      { kind: 'pickMany', value: ['read:invoices'], expect: /Scopes of Billing API/ },
    );
    await vscode.commands.executeCommand('authTenants.authorizeApplication', await apiRow('Billing API'));
    assert.deepEqual(errors(), [errors().at(-1)], 'no new error');
    assert.deepEqual(prompts.asked.at(-1)!.items, ['read:invoices', 'create:refunds']);
    assert.deepEqual((await grantsOf(`client_id=${A.backOffice}&audience=${encodeURIComponent(BILLING)}`)).map((g) => g.scope), [['read:invoices']]);
    assert.match(prompts.messages('info').at(-1)!, /Authorized Back Office Sync to call Billing API on Local emulator with 1 scopes/);
    await until('the API row lists it', async () => (await rowsUnder(await apiRow('Billing API'))).has('Back Office Sync'));
  });

  it('Authorize Application… from an application\'s row and from the palette; a 409 meanwhile is explained, not duplicated', async () => {
    prompts.script({ kind: 'pick', value: 'Inventory API', expect: /API Reporting Job may call/ }, { kind: 'pickMany', value: ['read:stock', 'write:stock'] });
    await vscode.commands.executeCommand('authTenants.authorizeApplication', await appRow('Reporting Job'));
    assert.deepEqual((await grantsOf(`client_id=${A.reporting}&audience=urn:example:inventory`)).map((g) => g.scope), [['read:stock', 'write:stock']]);

    await emulator.faults('409@1x1:POST /api/v2/client-grants', 'A client grant for this client and audience already exists.');
    prompts.script({ kind: 'pick', value: 'Partner Gateway' }, { kind: 'pick', value: 'Back Office Sync' }, { kind: 'pickMany', value: [] });
    await vscode.commands.executeCommand('authTenants.authorizeApplication');
    await emulator.faults('');
    assert.match(errors().at(-1) ?? '', /Back Office Sync is already authorized to call Partner Gateway on Local emulator: use Change Scopes…[\s\S]*Nothing was created/);
    assert.deepEqual(await grantsOf('audience=https://gateway.example.com'), []);
  });

  it('Change Scopes…: the API\'s scopes with the grant\'s picked; the PATCH sends the picked list; no change sends nothing', async () => {
    const row = () => apiRow('Orders API').then(async (api) => (await children(s, api)).find((n) => label(s, n) === 'Reporting Job')!);
    prompts.script({ kind: 'pickMany', value: ['read:orders', 'delete:orders'], expect: /Change Scopes: Reporting Job → Orders API/ });
    await vscode.commands.executeCommand('authTenants.changeGrantScopes', await row());
    assert.deepEqual(prompts.asked.at(-1)!.picked, ['read:orders']);
    assert.deepEqual((await emulator.api<Json>('GET', `client-grants/${G.reportingOrders}`)).body.scope, ['read:orders', 'delete:orders']);
    assert.match(prompts.messages('info').at(-1)!, /adds delete:orders/);
    await emulator.resetStats();
    prompts.script({ kind: 'pickMany', value: ['read:orders', 'delete:orders'] });
    await vscode.commands.executeCommand('authTenants.changeGrantScopes', await row());
    assert.equal(await grantWrites(), 0);
    assert.match(prompts.messages('info').at(-1)!, /unchanged: nothing was sent/);
  });

  it('Revoke Access…: a modal naming application, API and tenant; on production the application\'s name is typed', async () => {
    const row = async (api: string, app: string) => (await children(s, await apiRow(api))).find((n) => label(s, n) === app)!;
    prompts.script({ kind: 'confirm', value: 'Revoke Access', expect: /Revoke the access of Reporting Job to Orders API on Local emulator\?/ });
    await vscode.commands.executeCommand('authTenants.revokeGrant', await row('Orders API', 'Reporting Job'));
    assert.equal((await emulator.api('GET', `client-grants/${G.reportingOrders}`)).status, 404);
    await until('the row is gone', async () => !(await rowsUnder(await apiRow('Orders API'))).has('Reporting Job'));

    await emulator.resetStats();
    const own = (await children(s, await apiRow('Auth0 Management API'))).find((n) => label(s, n) === 'emulator-admin')!;
    await vscode.commands.executeCommand('authTenants.revokeGrant', own);
    assert.match(errors().at(-1) ?? '', /the application this extension signs in to Local emulator with — call the Management API: revoking it here would lock the extension out/);
    assert.equal(await grantWrites(), 0);

    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    prompts.script(
      { kind: 'pick', value: 'Orders API' },
      { kind: 'pick', value: 'Back Office Sync', expect: /Application allowed to call Orders API/ },
      { kind: 'confirm', value: 'Revoke Access', expect: /Revoke the access of Back Office Sync to Orders API/ },
      { kind: 'input', value: 'Back Office Sync', expect: /Type the application name "Back Office Sync" to revoke its access/ },
    );
    await vscode.commands.executeCommand('authTenants.revokeGrant');
    assert.equal(errors().length, 1, errors().join('\n'));
    assert.equal((await emulator.api('GET', `client-grants/${G.backOfficeOrders}`)).status, 404);
  });

  it('a token without the scope: the rows offer no grant write, and the palette names the scope; nothing is sent', async () => {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.authorizeApplication');
    assert.match(errors().at(-1) ?? '', /lacks the scope create:client_grants/);
    await vscode.commands.executeCommand('authTenants.revokeGrant');
    assert.match(errors().at(-1) ?? '', /lacks the scope delete:client_grants/);
    assert.equal(await grantWrites(), 0);
    const grant = (await children(s, await apiRow('Orders API')))[0]!;
    assert.match(String(s.tree.getTreeItem(grant).contextValue), /missing:update:client_grants/);
  });
});
