// Create Connection… in a real VS Code against the emulator: from the Connections group (`+` / context menu) and the
// palette, a strategy (the database first), the name checked as typed (the service's rule, a name the tenant already
// has), then a JSON draft pre-filled with the strategy's options: diagnostics on the exact key or value, nothing sent
// while they stand, a 409 shown on `name` and a 422 on `strategy` with the text kept, the production modal; on success
// the draft closes, the connection is listed and opens in the editor. The emulator's state is checked after each.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { CONNECTION_STRATEGIES } from '../../src/kinds/connections/strategies';
import { databaseOptions } from '../../src/kinds/connections/draftOptions';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, ours, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, keptEdits, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { narrowToken } from './helpers/tokens';
import { freshTenantPerTest } from './helpers/suite';
import { ButtonPrompts } from './reliability/support';
import { DEMO_APPLICATION_IDS as APPS } from '../../src/emulator/seed/applications';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const posts = async () => (await emulator.stats()).byRoute['POST /api/v2/connections'] ?? 0;
const byName = async (name: string): Promise<Json | undefined> =>
  (await emulator.api<Json[]>('GET', `connections?name=${encodeURIComponent(name)}`)).body[0];
const tabOpen = (uri: vscode.Uri) => vscode.window.tabGroups.all.flatMap((g) => g.tabs).some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString());

/** The `viewItem =~ /…/` of a menu entry of the tree, as a RegExp. */
function menuRegex(command: string, group: string): RegExp {
  const manifest = vscode.extensions.getExtension('auth-tenants.auth-tenants')!.packageJSON as { contributes: { menus: Record<string, { command: string; when?: string; group?: string }[]> } };
  const entry = manifest.contributes.menus['view/item/context']!.find((m) => m.command === command && m.group === group);
  assert.ok(entry?.when, `${command} in ${group}`);
  return new RegExp(/viewItem =~ \/(.*)\/$/.exec(entry.when)![1]!);
}

describe('Create Connection', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  const group = async (): Promise<TreeNode> => child(s, (await children(s))[0], 'Connections');
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');
  /** Everything the extension keeps in globalState (where drafts are kept), as one text. */
  const stored = () => JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k)));
  const lineOf = (uri: vscode.Uri, key: string) => doc(uri).getText().split('\n').findIndex((l) => l.trimStart().startsWith(`"${key}"`));

  /** Runs Create Connection… with a strategy and a name; returns the draft's URI. */
  async function openDraft(strategy: string, name: string, node?: TreeNode): Promise<vscode.Uri> {
    prompts.script({ kind: 'pick', value: strategy, expect: /Create Connection on Local emulator/ }, { kind: 'input', value: name });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createConnection', node);
    assert.ok(uri instanceof vscode.Uri && uri.scheme === 'auth-tenants-draft', `notices: ${JSON.stringify(prompts.notices)}`);
    assert.match(uri.path, /^\/Local-emulator\/connection\/new(-\d+)?\.connection\.json$/);
    return uri;
  }

  it('from the Connections group: the database first, a malformed or taken name refused as typed, a draft with the recommended options, then Create lists and opens it', async () => {
    const connections = await group();
    const context = String(s.tree.getTreeItem(connections).contextValue);
    for (const where of ['inline@1', '1_actions@1']) {
      const when = menuRegex('authTenants.createConnection', where);
      assert.ok(when.test(context), `${where} on the Connections group (${context})`);
      assert.ok(!when.test(String(s.tree.getTreeItem(await child(s, (await children(s))[0], /Vault/)).contextValue)), 'not on the vault connections group');
      assert.ok(!when.test(`${context};missing:create:connections`), 'hidden without the scope');
    }
    const before = (await children(s, connections)).length;
    await emulator.resetStats();

    prompts.script({ kind: 'pick', value: 'auth0' }, { kind: 'input', value: 'customers db', invalid: true });
    await vscode.commands.executeCommand('authTenants.createConnection', connections);
    const offered = prompts.asked[0]!;
    assert.equal(offered.items![0], 'auth0', 'the database strategy comes first');
    assert.deepEqual([...offered.items!].sort(), [...CONNECTION_STRATEGIES].sort(), 'every strategy of the service is offered');
    assert.match(prompts.validationMessages[0]!, /Only letters, digits and single hyphens/);
    prompts.script({ kind: 'pick', value: 'auth0' }, { kind: 'input', value: 'partners-db', invalid: true });
    await vscode.commands.executeCommand('authTenants.createConnection', connections);
    assert.match(prompts.validationMessages[1]!, /Local emulator already has a connection named "partners-db"/);

    const uri = await openDraft('auth0', 'customers-db', connections);
    assert.deepEqual(JSON.parse(doc(uri).getText()), { name: 'customers-db', strategy: 'auth0', options: databaseOptions() });
    const lens = await until('the Create lens', async () => (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri)).find((l) => l.command?.command === 'authTenants.submitConnectionDraft'));
    assert.match(lens.command!.title, /Create connection on Local emulator/);
    assert.equal(await posts(), 0, 'nothing is sent before Create');

    const created = await vscode.commands.executeCommand<Json>('authTenants.submitConnectionDraft', uri);
    assert.deepEqual(errors(), []);
    const stored = (await emulator.api<Json>('GET', `connections/${String(created.id)}`)).body;
    assert.deepEqual([stored.name, stored.strategy], ['customers-db', 'auth0']);
    assert.equal('display_name' in stored, false, 'the draft set no display_name, so the service keeps none');
    assert.deepEqual(stored.options, databaseOptions());
    assert.match(prompts.notices.find((n) => n.kind === 'info')!.message, /Created the connection customers-db \(con_\w+\) on Local emulator/);
    await until('the draft is closed', () => !tabOpen(uri));
    await until('the new connection is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/customers-db.connection.json'));
    await until('the group lists it', async () => {
      const labels = (await children(s, await group())).map((n) => label(s, n));
      return labels.length === before + 1 && labels.includes('customers-db');
    });
  });

  it('after Create, the message offers Enabled Applications… on the new connection, which enables the picked ones', async () => {
    const uri = await openDraft('auth0', 'apps-db');
    const buttons = new ButtonPrompts();
    s.prompts.current = buttons;
    buttons.buttons.push('Enable Applications…');
    buttons.script(
      { kind: 'pickMany', value: ['Storefront', 'Mobile App'], expect: /Applications enabled for connection apps-db on Local emulator/ },
      { kind: 'confirm', value: 'Apply', expect: /Enable 2 and disable 0 application\(s\) for connection apps-db/ },
    );
    const created = await vscode.commands.executeCommand<Json>('authTenants.submitConnectionDraft', uri);
    assert.ok(created?.id, JSON.stringify(buttons.notices));
    assert.deepEqual(buttons.offered[0], { message: `Created the connection apps-db (${String(created.id)}) on Local emulator.`, buttons: ['Enable Applications…'] });
    const enabled = await until('the applications are enabled', async () => {
      const { body } = await emulator.api<{ clients: { client_id: string }[] }>('GET', `connections/${String(created.id)}/clients`);
      return body.clients.length === 2 && body.clients.map((c) => c.client_id).sort();
    });
    assert.deepEqual(enabled, [APPS.storefront, APPS.mobile].sort());
    assert.equal(buttons.scripted.pending, 0);
    assert.deepEqual(buttons.notices.filter((n) => n.kind === 'error'), []);
  });

  it('the draft: a bad name, an unknown strategy and a secret are errors on their key or value; nothing is sent while they stand and the text stays', async () => {
    const uri = await openDraft('google-oauth2', 'corp-google');
    assert.deepEqual(JSON.parse(doc(uri).getText()).options, { client_id: '', email: true, profile: true, scope: ['email', 'profile'] });
    // A positive control first: an edit without a secret is kept in the draft store a moment later.
    const kept = await keptEdits();
    await setText(uri, doc(uri).getText().replace('"client_id": ""', '"client_id": "kept-control-4c1e"'));
    assert.equal(await kept.at(uri, doc(uri).version), true);
    assert.ok(stored().includes('kept-control-4c1e'), 'an edit is kept in the draft store');
    const bad = doc(uri).getText().replace('"corp-google"', '"corp google"').replace('"google-oauth2"', '"google-oauth"').replace('"client_id": "kept-control-4c1e"', '"client_id": "abc",\n    "client_secret": "api-key-conn-draft-1"');
    await setText(uri, bad);
    const refused = kept.at(uri, doc(uri).version);
    const found = await until('three errors', () => ours(uri).length === 3 && ours(uri));
    const onLine = (line: number) => found.find((d) => d.range.start.line === line);
    assert.match(onLine(lineOf(uri, 'name'))!.message, /single hyphens/);
    assert.ok(onLine(lineOf(uri, 'strategy'))!.range.start.character > 4, 'the strategy error is on the value');
    assert.match(onLine(lineOf(uri, 'client_secret'))!.message, /a draft never holds one/);
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.submitConnectionDraft', uri);
    assert.match(errors().at(-1)!.message, /Create connection refused: fix the 3 problems/);
    assert.equal(await posts(), 0);
    assert.equal(doc(uri).getText(), bad, 'the text is kept');
    assert.equal(await doc(uri).save(), false, 'a save with a secret is refused');
    assert.equal(await refused, false, 'the edits with the secret are not kept');
    kept.dispose();
    assert.ok(!stored().includes('api-key-conn-draft-1'), 'the secret is not in the draft store');
    assert.ok(stored().includes('kept-control-4c1e'), 'the store still holds the last text without it');

    await setText(uri, doc(uri).getText().replace('"corp google"', '"corp-google"').replace('"google-oauth"', '"google-oauth2"').replace(',\n    "client_secret": "api-key-conn-draft-1"', ''));
    await until('no problem left', () => ours(uri).length === 0);
    const created = await vscode.commands.executeCommand<Json>('authTenants.submitConnectionDraft', uri);
    assert.equal((await byName('corp-google'))?.id, created.id);
    assert.deepEqual((await byName('corp-google'))?.options, { client_id: 'abc', email: true, profile: true, scope: ['email', 'profile'] });
  });

  it('a custom database\'s configuration value and a SAML decryption key typed into a draft: errors on their keys, never kept', async () => {
    const cases = [
      { strategy: 'auth0', name: 'legacy-db', key: 'DB_PASSWORD', secret: 'custom-db-draft-secret-7d2a', put: (o: Json) => { o.configuration = { DB_PASSWORD: 'custom-db-draft-secret-7d2a' }; } },
      { strategy: 'samlp', name: 'corp-saml', key: 'decryptionKey', secret: 'saml-decryption-draft-secret-91c4', put: (o: Json) => { o.decryptionKey = { cert: 'CERT', key: 'saml-decryption-draft-secret-91c4' }; } },
    ];
    const kept = await keptEdits();
    for (const c of cases) {
      const uri = await openDraft(c.strategy, c.name);
      const value = JSON.parse(doc(uri).getText()) as { options: Json };
      await setText(uri, `${JSON.stringify({ ...value, display_name: `kept-${c.name}` }, null, 2)}\n`);
      assert.equal(await kept.at(uri, doc(uri).version), true, 'a positive control: an edit without a secret is kept');
      assert.ok(stored().includes(`kept-${c.name}`));
      c.put(value.options);
      await setText(uri, `${JSON.stringify(value, null, 2)}\n`);
      const refused = kept.at(uri, doc(uri).version);
      const problem = await until(`an error on ${c.key}`, () => ours(uri).find((d) => d.range.start.line === lineOf(uri, c.key)));
      assert.match(problem.message, /is a secret: a draft never holds one/);
      assert.equal(await refused, false, 'the edits with the secret are not kept');
      assert.equal(await doc(uri).save(), false, 'a save with the secret is refused');
      assert.ok(!stored().includes(c.secret), `${c.key}: the secret is not in globalState`);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
    kept.dispose();
  });

  it('a name taken meanwhile (409) is shown on name, a strategy the tenant refuses (422) on strategy; the text is kept; then Create sends it', async () => {
    const uri = await openDraft('auth0', 'race-db');
    assert.equal((await emulator.api('POST', 'connections', { name: 'race-db', strategy: 'auth0' })).status, 201, 'created elsewhere meanwhile');
    const text = doc(uri).getText();
    assert.equal(await vscode.commands.executeCommand('authTenants.submitConnectionDraft', uri), undefined);
    assert.match(errors().at(-1)!.message, /Local emulator already has a connection named "race-db"\. Choose another name\./);
    await until('the 409 on the name', () => ours(uri).find((d) => d.range.start.line === lineOf(uri, 'name') && /already has a connection named/.test(d.message)));
    assert.equal(doc(uri).getText(), text, 'the text is kept');
    assert.ok(tabOpen(uri), 'the draft stays open');

    await setText(uri, text.replace('"race-db"', '"race-db-2"').replace('"auth0"', '"evernote"'));
    await until('the 409 is gone with the new name', () => ours(uri).length === 0);
    await vscode.commands.executeCommand('authTenants.submitConnectionDraft', uri);
    assert.match(errors().at(-1)!.message, /does not accept the strategy "evernote"/);
    await until('the 422 on the strategy', () => ours(uri).find((d) => d.range.start.line === lineOf(uri, 'strategy') && /evernote/.test(d.message)));
    assert.equal(await byName('race-db-2'), undefined);

    await setText(uri, doc(uri).getText().replace('"evernote"', '"auth0"'));
    const created = await vscode.commands.executeCommand<Json>('authTenants.submitConnectionDraft', uri);
    assert.equal((await byName('race-db-2'))?.id, created.id);
  });

  it('on a production tenant: a modal naming the connection and the tenant; dismissing it sends nothing and keeps the draft', async () => {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    const uri = await openDraft('auth0', 'prod-db');
    await emulator.resetStats();
    prompts.script({ kind: 'confirm', value: undefined, expect: /Create the connection "prod-db" on Local emulator\?.*PRODUCTION/ });
    await vscode.commands.executeCommand('authTenants.submitConnectionDraft', uri);
    assert.equal(await posts(), 0);
    assert.ok(tabOpen(uri), 'the draft stays open');
    prompts.script({ kind: 'confirm', value: 'Create' });
    const created = await vscode.commands.executeCommand<Json>('authTenants.submitConnectionDraft', uri);
    assert.equal((await byName('prod-db'))?.id, created.id);
    assert.equal(await posts(), 1);
  });

  it('with a token without create:connections: the group hides the +, and the command names the scope before anything is asked or sent', async () => {
    await s.registry.save(
      { id: 'no-create-connections', label: 'No create', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:connections update:connections') },
    );
    const tenant = (await children(s)).find((t) => label(s, t) === 'No create')!;
    const connections = await child(s, tenant, 'Connections');
    await children(s, connections);
    const context = await until('the token\'s scopes are known', () => {
      const value = String(s.tree.getTreeItem(connections).contextValue);
      return /missing:create:connections/.test(value) && value;
    });
    assert.ok(!menuRegex('authTenants.createConnection', 'inline@1').test(context), 'the + is hidden');
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.createConnection', connections);
    assert.match((await until('the error', () => errors()[0]))!.message, /create:connections/);
    assert.equal(prompts.asked.length, 0, 'nothing was asked');
    assert.equal(await posts(), 0);
    await s.registry.remove('no-create-connections');
  });
});
