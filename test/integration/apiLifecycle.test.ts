// APIs (resource servers) in a real VS Code against the emulator: the tree (each API with its identifier, the
// system API read-only), Edit (row click; scopes edited, checked and saved through the one resource editor),
// Create API… (a name and an identifier refused as typed when taken or malformed; a draft to review), and Delete
// (the one delete flow, the typed name on production; the system API refused before any question).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_API_IDS, SYSTEM_API_ID } from '../../src/emulator/seed/resourceServers';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { editJson, openedDoc as doc, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { freshTenantPerTest } from './helpers/suite';
import { narrowToken } from './helpers/tokens';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const server = async (id: string) => emulator.api<Json>('GET', `resource-servers/${id}`);
const writes = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => /^(POST|PATCH|DELETE) \/api\/v2\/resource-servers/.test(r)).reduce((n, [, c]) => n + c, 0);

describe('API lifecycle', function () {
  this.timeout(60_000);
  let s: Services, prompts: ScriptedPrompts;
  freshTenantPerTest((services, scripted) => void ([s, prompts] = [services, scripted]));

  const group = async (): Promise<TreeNode> => child(s, (await children(s))[0], 'APIs');
  const row = async (name: string) => child(s, await group(), name);
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  const edit = editJson;

  it('the tree: APIs under the tenant, each with its identifier; the Management API first, read-only', async () => {
    const rows = await children(s, await group());
    assert.deepEqual(rows.map((n) => label(s, n)), ['Auth0 Management API', 'Orders API', 'Inventory API', 'Billing API', 'Partner Gateway']);
    const system = s.tree.getTreeItem(rows[0]!);
    assert.equal(String(system.description), 'system, read-only', 'its identifier is in the hover: the row leads with what matters at 300 px');
    assert.doesNotMatch(String(system.contextValue), /\bapi\b/, 'no edit or delete menu');
    assert.equal(system.command?.command, 'authTenants.openResource');
    const uri = await until('the read-only view', async () => {
      await vscode.commands.executeCommand(system.command!.command, ...(system.command!.arguments ?? []));
      return vscode.window.activeTextEditor?.document.uri.scheme === 'auth-tenants-view' && vscode.window.activeTextEditor.document.uri;
    });
    assert.match(doc(uri).getText(), /"is_system": true/);
    const orders = s.tree.getTreeItem(rows[1]!);
    assert.equal(orders.description, '…/orders', 'the identifier shortened for 300 px');
    assert.match(String(orders.contextValue), /\bapi\b/);
    assert.equal(orders.command?.command, 'authTenants.editApi');
  });

  it('Edit: a row click opens the document; a repeated scope is an error on its value and blocks the save; a new scope is saved', async () => {
    const item = s.tree.getTreeItem(await row('Inventory API'));
    const uri = await vscode.commands.executeCommand<vscode.Uri>(item.command!.command, ...(item.command!.arguments ?? []));
    assert.equal(uri.scheme, 'auth-tenants');
    const shown = JSON.parse(doc(uri).getText()) as Json;
    assert.equal(shown.identifier, 'urn:example:inventory');
    assert.doesNotMatch(doc(uri).getText(), /signing_secret|demo-inventory-signing-secret/);
    await edit(uri, (v) => v.scopes.push({ value: 'read:stock' }));
    await until('the error on the repeated value', () => vscode.languages.getDiagnostics(uri).find((d) => d.source === 'auth-tenants' && /"read:stock" is listed twice/.test(d.message)));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await writes(), 0);

    await edit(uri, (v) => {
      v.scopes[2] = { value: 'audit:stock', description: 'Audit stock levels' };
      v.token_lifetime = 1800;
    });
    // A list too long for the modal: Show Full Change opens the diff, then Apply beside it.
    prompts.script(
      { kind: 'confirm', value: 'Show Full Change', expect: /to API Inventory API on Local emulator\?/ },
      { kind: 'confirm', value: 'Apply', expect: /Inventory API/ },
    );
    assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
    const after = (await server(DEMO_API_IDS.inventory)).body;
    assert.deepEqual(after.scopes.map((sc: Json) => sc.value), ['read:stock', 'write:stock', 'audit:stock']);
    assert.equal(after.token_lifetime, 1800);
    assert.equal(after.identifier, 'urn:example:inventory');
  });

  it('Edit: the identifier is locked (an error on its key, nothing sent); Edit API of the system API opens it read-only', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editApi', await row('Orders API'));
    await edit(uri, (v) => (v.identifier = 'https://api.example.com/orders/v2'));
    await until('the locked identifier', () => vscode.languages.getDiagnostics(uri).find((d) => /fixed when the API is created/.test(d.message)));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await writes(), 0);
    prompts.script({ kind: 'pick', value: 'Auth0 Management API', expect: /Edit an API/ });
    const view = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editApi');
    assert.equal(view.scheme, 'auth-tenants-view');
    assert.match(prompts.notices.at(-1)!.message, /system API of Local emulator .* cannot be changed, so it opens read-only/);
  });

  it('Create API…: a malformed and a taken identifier are refused as typed; then the API is created, listed and opened', async () => {
    const before = await writes();
    prompts.script({ kind: 'input', value: 'Shipping API', expect: /Create API on Local emulator \(1\/3\)/ }, { kind: 'input', value: 'shipping', invalid: true });
    await vscode.commands.executeCommand('authTenants.createApi');
    assert.match(prompts.validationMessages[0]!, /Use a URL .* or a URN/);
    prompts.script({ kind: 'input', value: 'Shipping API' }, { kind: 'input', value: 'https://api.example.com/orders', invalid: true });
    await vscode.commands.executeCommand('authTenants.createApi');
    assert.match(prompts.validationMessages[1]!, /Local emulator already has an API with the identifier https:\/\/api\.example\.com\/orders \("Orders API"\)/);
    assert.equal(await writes(), before);

    prompts.script(
      { kind: 'input', value: 'Shipping API' },
      { kind: 'input', value: 'https://shipping.example.com/api', expect: /\(2\/3\)/ },
      { kind: 'pick', value: 'Create now' },
    );
    const created = await vscode.commands.executeCommand<Json>('authTenants.createApi', await group());
    assert.deepEqual(errors(), []);
    const stored = (await server(String(created.id))).body;
    assert.deepEqual([stored.name, stored.identifier, stored.signing_alg, stored.scopes], ['Shipping API', 'https://shipping.example.com/api', 'RS256', []]);
    assert.match(prompts.notices.find((n) => n.kind === 'info')!.message, /Created the API Shipping API \(\w{24}\) on Local emulator, identifier https:\/\/shipping\.example\.com\/api\./);
    await until('the new API is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/Shipping-API.api.json'));
    await until('the group lists it', async () => (await children(s, await group())).some((n) => label(s, n) === 'Shipping API'));
  });

  it('Create API… reviewed as a JSON draft: a repeated scope blocks Create; fixed, Create sends it', async () => {
    prompts.script({ kind: 'input', value: 'Draft API' }, { kind: 'input', value: 'urn:example:draft' }, { kind: 'pick', value: 'Review as JSON first' });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createApi');
    assert.ok(uri instanceof vscode.Uri && uri.scheme === 'auth-tenants-draft', `notices: ${JSON.stringify(prompts.notices)}`);
    await edit(uri, (v) => (v.scopes = [{ value: 'read:x' }, { value: 'read:x' }]));
    await until('the error on the repeated value', () => vscode.languages.getDiagnostics(uri).find((d) => /listed twice/.test(d.message)));
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.submitApiDraft', uri);
    assert.match(errors().at(-1)!.message, /refused: fix the problem on line \d+/);
    assert.equal(await writes(), 0);
    await edit(uri, (v) => (v.scopes = [{ value: 'read:x' }, { value: 'write:x' }]));
    const created = await vscode.commands.executeCommand<Json>('authTenants.submitApiDraft', uri);
    assert.ok(created?.id, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.deepEqual((await server(String(created.id))).body.scopes, [{ value: 'read:x' }, { value: 'write:x' }]);
  });

  it('Delete: the system API is refused before any question; an API is deleted on production with its name typed', async () => {
    await emulator.resetStats();
    prompts.script({ kind: 'pick', value: 'Auth0 Management API', expect: /Delete API/ });
    await vscode.commands.executeCommand('authTenants.deleteApi');
    assert.match((await until('the refusal', () => errors()[0]))!.message, /system API \(the Management API itself\): the service cannot delete it/);
    assert.equal(await writes(), 0);
    assert.equal((await server(SYSTEM_API_ID)).status, 200);

    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    prompts.script({ kind: 'confirm', value: 'Delete', expect: /Delete the API "Billing API" from Local emulator\?/ }, { kind: 'input', value: 'Billing', invalid: true });
    await vscode.commands.executeCommand('authTenants.deleteApi', await row('Billing API'));
    assert.equal(await writes(), 0);
    prompts.script({ kind: 'confirm', value: 'Delete' }, { kind: 'input', value: 'Billing API' });
    await vscode.commands.executeCommand('authTenants.deleteApi', await row('Billing API'));
    assert.equal((await server(DEMO_API_IDS.billing)).status, 404);
    await until('the group no longer lists it', async () => !(await children(s, await group())).some((n) => label(s, n) === 'Billing API'));
  });

  it('with a read-only token: the row opens read-only, its write menus are hidden, and Edit API names the missing scope', async () => {
    await s.registry.save(
      { id: 'read-only-apis', label: 'Read-only APIs', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:resource_servers') },
    );
    const tenant = (await children(s)).find((t) => label(s, t) === 'Read-only APIs')!;
    const readOnlyRow = await child(s, await child(s, tenant, 'APIs'), 'Orders API');
    await until('the token\'s scopes are known', () => /missing:update:resource_servers/.test(String(s.tree.getTreeItem(readOnlyRow).contextValue)));
    assert.match(String(s.tree.getTreeItem(readOnlyRow).contextValue), /missing:delete:resource_servers/);
    assert.equal(s.tree.getTreeItem(readOnlyRow).command?.command, 'authTenants.openResource');
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.editApi', readOnlyRow);
    assert.match((await until('the error', () => errors()[0]))!.message, /update:resource_servers/);
    assert.equal(await writes(), 0);
    await s.registry.remove('read-only-apis');
  });
});
