// Create Token Exchange Profile: the JSON draft on the auth-tenants-draft scheme, its diagnostics, action_id
// completion, JSON Schema completion/hover (contributes.jsonValidation), submit and the tenant's answers.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_ACTION_IDS, DEMO_CTE_ACTION_ID } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { at, doc, ours, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { ButtonPrompts } from './reliability/support';

const POST = 'POST /api/v2/token-exchange-profiles';

const errors = (uri: vscode.Uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);

function body(fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({ name: 'Partner token', subject_token_type: 'urn:acme:partner-token', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication', ...fields }, null, 2)}\n`;
}

async function posts(): Promise<number> {
  return (await emulator.stats()).byRoute[POST] ?? 0;
}

async function closeDrafts(): Promise<void> {
  for (const d of vscode.workspace.textDocuments) if (d.uri.scheme === 'auth-tenants-draft' && d.isDirty) await d.save();
  const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputText && t.input.uri.scheme === 'auth-tenants-draft');
  if (tabs.length) await vscode.window.tabGroups.close(tabs);
}

describe('Create Token Exchange Profile (draft editor)', function () {
  this.timeout(90_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });
  afterEach(closeDrafts);

  async function newDraft(node?: unknown): Promise<vscode.Uri> {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.createTokenExchangeProfile', node);
    assert.ok(uri instanceof vscode.Uri, `the command returns the draft URI; notices: ${JSON.stringify(prompts.notices)}`);
    return uri;
  }

  it('opens a draft that parses, names the deployed custom-token-exchange action and has no error', async () => {
    const uri = await newDraft();
    assert.equal(uri.scheme, 'auth-tenants-draft');
    assert.match(uri.path, /^\/Local-emulator\/token-exchange-profile\/new(-\d+)?\.token-exchange-profile\.json$/);
    assert.equal(vscode.window.activeTextEditor?.document.uri.toString(), uri.toString(), 'the draft is the active editor');
    const value = JSON.parse(doc(uri)!.getText());
    assert.equal(value.action_id, DEMO_CTE_ACTION_ID);
    assert.equal(value.type, 'custom_authentication');
    assert.match(value.subject_token_type, /^(urn:|https:\/\/)/);
    assert.equal(doc(uri)!.languageId, 'json');
    await new Promise((r) => setTimeout(r, 1500)); // let the JSON language server validate too
    assert.deepEqual(errors(uri).map((d) => `${d.source}: ${d.message}`), []);
  });

  it('hovering action_id names the action (the draft holds its bare id)', async () => {
    const uri = await newDraft();
    const line = doc(uri)!.getText().split('\n').findIndex((l) => l.includes('"action_id"'));
    const column = doc(uri)!.lineAt(line).text.indexOf(DEMO_CTE_ACTION_ID) + 4;
    const texts = await until('the hover naming the action', async () => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(line, column));
      const all = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value).replace(/&nbsp;/g, ' ')));
      return all.some((t) => t.includes('validate-partner-token')) && all;
    });
    assert.ok(texts.some((t) => /Action "validate-partner-token": deployed, with the custom-token-exchange trigger\./.test(t)), JSON.stringify(texts));
  });

  it('opens from the inline action of the tree group', async () => {
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'Token Exchange Profiles');
    const uri = await newDraft(group);
    assert.equal(JSON.parse(doc(uri)!.getText()).action_id, DEMO_CTE_ACTION_ID);
  });

  it('shows bad values on their exact ranges and refuses to Create without sending anything', async () => {
    const uri = await newDraft();
    await setText(uri, body({ name: 'ab', type: 'other', extra: true }));
    const diagnostics = await until('three diagnostics', () => ours(uri).length >= 3 && ours(uri));
    const find = (line: number) => diagnostics.find((d) => d.range.start.line === line);
    assert.deepEqual(at(find(1)!), [1, 10, 1, 14], 'on the value "ab"');
    assert.deepEqual(at(find(4)!), [4, 10, 4, 17], 'on the value "other"');
    assert.deepEqual(at(find(5)!), [5, 2, 5, 9], 'on the key "extra"');
    assert.ok(diagnostics.every((d) => d.severity === vscode.DiagnosticSeverity.Error));
    await emulator.resetStats();
    const result = await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri);
    assert.equal(result, undefined);
    assert.match(prompts.notices.at(-1)?.message ?? '', /refused/);
    assert.equal(await posts(), 0, 'no POST was sent');
    assert.ok(doc(uri), 'the draft stays open');
  });

  it('creates the profile once fixed: 201, on the server, in the tree, the draft closed and deleted', async () => {
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'Token Exchange Profiles');
    const before = (await children(s, group)).length;
    const uri = await newDraft(group);
    await setText(uri, body({ name: 'ab' }));
    await until('an error', () => ours(uri).length > 0);
    await setText(uri, body({ name: 'Partner token' }));
    await until('no diagnostics', () => ours(uri).length === 0);
    await emulator.resetStats();
    const created = await vscode.commands.executeCommand<{ id: string; name: string }>('authTenants.submitTokenExchangeProfile', uri);
    assert.ok(created?.id, `created; notices: ${JSON.stringify(prompts.notices)}`);
    assert.equal(await posts(), 1);
    assert.match(prompts.notices.at(-1)!.message, /Created the token exchange profile Partner token/);
    const server = await emulator.api<{ token_exchange_profiles: { id: string; subject_token_type: string }[] }>('GET', 'token-exchange-profiles');
    assert.ok(server.body.token_exchange_profiles.some((p) => p.id === created.id && p.subject_token_type === 'urn:acme:partner-token'));
    const names = (await children(s, group)).map((n) => label(s, n));
    assert.equal(names.length, before + 1);
    assert.ok(names.includes('Partner token'), names.join(', '));
    await until('the draft tab closed', () => !vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString()));
    assert.equal(s.context.globalState.get(`authTenants.draft:${uri.path}`), undefined, 'the draft is deleted');
    await assert.rejects(Promise.resolve(vscode.workspace.fs.readFile(uri)));
  });

  it('on a production tenant Create asks first, naming profile and tenant; a dismiss sends nothing and keeps the draft', async () => {
    await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
    const uri = await newDraft();
    await setText(uri, body({ name: 'Partner token' }));
    await until('no diagnostics', () => ours(uri).length === 0);
    await emulator.resetStats();
    const question = /^Create the token exchange profile "Partner token" on Local emulator\?[\s\S]*PRODUCTION/;
    prompts.script({ kind: 'confirm', value: undefined, expect: question });
    assert.equal(await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri), undefined);
    assert.equal(prompts.pending, 0, 'the question was asked');
    assert.equal(await posts(), 0);
    assert.ok(doc(uri), 'the draft is kept');
    prompts.script({ kind: 'confirm', value: 'Create', expect: question });
    const created = await vscode.commands.executeCommand<{ id: string }>('authTenants.submitTokenExchangeProfile', uri);
    assert.ok(created?.id, JSON.stringify(prompts.notices));
    assert.equal(await posts(), 1);
  });

  it('on 409 keeps the draft as typed, names the profile that has the subject_token_type, and Choose Another selects it', async () => {
    const buttons = new ButtonPrompts();
    s.prompts.current = buttons;
    const uri = await newDraft();
    const taken = 'https://partner.example.com/id-token';
    const text = body({ subject_token_type: taken });
    await setText(uri, text);
    await until('no diagnostics', () => ours(uri).length === 0);
    const { body: list } = await emulator.api<{ token_exchange_profiles: { id: string; name: string; subject_token_type: string }[] }>('GET', 'token-exchange-profiles');
    const holder = list.token_exchange_profiles.find((p) => p.subject_token_type === taken)!;
    buttons.buttons.push('Choose Another');
    const result = await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri);
    assert.equal(result, undefined);
    assert.equal(buttons.offered.length, 1, JSON.stringify(buttons.notices));
    assert.deepEqual(buttons.offered[0]!.buttons, ['Choose Another', 'Open Profile']);
    assert.match(buttons.offered[0]!.message, new RegExp(`The profile "${holder.name}" on Local emulator already uses the subject_token_type ${taken.replace(/[./]/g, '\\$&')}`));
    assert.doesNotMatch(buttons.offered[0]!.message, /edit|change the other/i, 'no edit of the other profile is suggested');
    assert.equal(doc(uri)?.getText(), text, 'the draft keeps the user\'s text');
    const editor = vscode.window.activeTextEditor!;
    assert.equal(editor.document.uri.toString(), uri.toString(), 'the draft is focused');
    assert.deepEqual([editor.selection.start.line, editor.selection.start.character, editor.selection.end.line, editor.selection.end.character], [2, 25, 2, 61], 'the value is selected');
    const conflict = await until('a diagnostic on subject_token_type', () => ours(uri).find((d) => d.range.start.line === 2));
    assert.deepEqual(at(conflict), [2, 24, 2, 62]);
    assert.match(conflict.message, /already exists/);
    await setText(uri, body({ subject_token_type: `${taken}-v2` }));
    await until('the conflict diagnostic goes away with the value', () => ours(uri).length === 0);
  });

  it('on 409 Open Profile opens the profile that has the subject_token_type, read-only', async () => {
    const buttons = new ButtonPrompts();
    s.prompts.current = buttons;
    const uri = await newDraft();
    const taken = 'https://partner.example.com/id-token';
    await setText(uri, body({ subject_token_type: taken }));
    await until('no diagnostics', () => ours(uri).length === 0);
    buttons.buttons.push('Open Profile');
    await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri);
    const opened = await until('the profile opened', () => vscode.window.activeTextEditor?.document.uri.scheme === 'auth-tenants-view' && vscode.window.activeTextEditor.document);
    assert.equal((JSON.parse(opened.getText()) as { subject_token_type: string }).subject_token_type, taken);
    assert.ok(doc(uri), 'the draft stays');
  });

  it('pre-fills a subject_token_type that no profile of the tenant has yet', async () => {
    const first = await newDraft();
    const example = (JSON.parse(doc(first)!.getText()) as { subject_token_type: string }).subject_token_type;
    assert.equal((await emulator.api('POST', 'token-exchange-profiles', { name: 'Takes the example', subject_token_type: example, action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' })).status, 201);
    const uri = await newDraft();
    const value = (JSON.parse(doc(uri)!.getText()) as { subject_token_type: string }).subject_token_type;
    const { body: list } = await emulator.api<{ token_exchange_profiles: { subject_token_type: string }[] }>('GET', 'token-exchange-profiles');
    assert.ok(!list.token_exchange_profiles.some((p) => p.subject_token_type === value), `${value} is free`);
    await until('no diagnostics', () => ours(uri).length === 0);
    const created = await vscode.commands.executeCommand<{ id: string }>('authTenants.submitTokenExchangeProfile', uri);
    assert.ok(created?.id, `the draft as pre-filled is created: ${JSON.stringify(prompts.notices)}`);
  });

  it('when the actions cannot be read, the tenant\'s 400 about the action lands on action_id', async () => {
    await emulator.faults('403@1:GET /api/v2/actions/actions');
    try {
      const uri = await newDraft();
      assert.match(prompts.notices.find((n) => n.kind === 'warn')?.message ?? '', /Could not list the actions/);
      assert.equal(JSON.parse(doc(uri)!.getText()).action_id, '');
      await setText(uri, body({ action_id: DEMO_ACTION_IDS.cteNotDeployed }));
      await until('no diagnostics (the action check is skipped)', () => ours(uri).length === 0);
      const result = await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri);
      assert.equal(result, undefined);
      assert.match(prompts.notices.at(-1)!.message, /not deployed/);
      const d = await until('a diagnostic on action_id', () => ours(uri).find((x) => x.range.start.line === 3));
      assert.deepEqual(at(d), [3, 15, 3, 53]);
      assert.match(d.message, /not deployed/);
      assert.equal(doc(uri)?.getText(), body({ action_id: DEMO_ACTION_IDS.cteNotDeployed }));
    } finally {
      await emulator.faults('');
    }
  });

  it('completes action_id with the deployed custom-token-exchange actions only, by name, inserting the id', async () => {
    const uri = await newDraft();
    const items = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(3, 16));
    const ids = items.items.map((i) => i.detail);
    assert.ok(ids.includes(DEMO_ACTION_IDS.cteDeployed), ids.join(', '));
    for (const other of [DEMO_ACTION_IDS.cteNotDeployed, DEMO_ACTION_IDS.postLoginDeployed, DEMO_ACTION_IDS.credentialsExchangeDraft]) {
      assert.equal(ids.includes(other), false, `${other} is not offered`);
    }
    const item = items.items.find((i) => i.detail === DEMO_ACTION_IDS.cteDeployed)!;
    assert.equal(typeof item.label === 'string' ? item.label : item.label.label, 'validate-partner-token', 'the name is the label');
    assert.equal(item.insertText, JSON.stringify(DEMO_ACTION_IDS.cteDeployed), 'the id is inserted');
  });

  it('flags an action that is not deployed, lacks the trigger or does not exist', async () => {
    const uri = await newDraft();
    for (const [id, code] of [
      [DEMO_ACTION_IDS.cteNotDeployed, 'action_not_deployed'],
      [DEMO_ACTION_IDS.postLoginDeployed, 'action_wrong_trigger'],
      ['00000000-0000-4000-8000-000000000000', 'action_not_found'],
    ] as const) {
      await setText(uri, body({ action_id: id }));
      const d = await until(`a diagnostic ${code}`, () => ours(uri).find((x) => x.code === code));
      assert.deepEqual(at(d), [3, 15, 3, 53]);
      assert.equal(d.severity, vscode.DiagnosticSeverity.Error);
    }
    await emulator.resetStats();
    await vscode.commands.executeCommand('authTenants.submitTokenExchangeProfile', uri);
    assert.equal(await posts(), 0);
  });

  it('offers completion and hover from the generated JSON Schema on the draft scheme', async () => {
    const uri = await newDraft();
    const labels = await until('schema completion for "type"', async () => {
      const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(4, 11));
      const l = list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
      return l.some((x) => x.includes('custom_authentication')) && l;
    }, 30_000);
    assert.ok(labels.length > 0);
    const hovers = await until('hover on subject_token_type', async () => {
      const h = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(2, 6));
      const text = h.flatMap((x) => x.contents).map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
      return /reserved namespaces/.test(text) && text;
    }, 30_000);
    assert.match(hovers, /unique in the tenant/);
  });

  it('puts Create and Reload actions at the top (CodeLens) and Create in the editor title', async () => {
    const uri = await newDraft();
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', uri);
    const commands = lenses.map((l) => l.command?.command);
    assert.ok(commands.includes('authTenants.submitTokenExchangeProfile'), commands.join());
    assert.ok(lenses.every((l) => l.range.start.line === 0));
    const before = (await emulator.stats()).byRoute['GET /api/v2/actions/actions'] ?? 0;
    await vscode.commands.executeCommand('authTenants.reloadDraftActions', uri);
    assert.equal(((await emulator.stats()).byRoute['GET /api/v2/actions/actions'] ?? 0) - before, 1, 'the actions are fetched again on demand');
    const manifest = vscode.extensions.getExtension('auth-tenants.auth-tenants')!.packageJSON as { contributes: { menus: Record<string, { command: string; when?: string }[]> } };
    const title = manifest.contributes.menus['editor/title'].find((m) => m.command === 'authTenants.submitTokenExchangeProfile');
    // VS Code hands back the parsed clause (`resourceScheme == 'auth-tenants-draft' && …`): the hyphenated scheme is one value.
    assert.match(title?.when ?? '', /resourceScheme == '?auth-tenants-draft'? && resourceFilename =~/);
  });

  it('keeps unsubmitted text in globalState; reading the URI again returns it; saving sends nothing', async () => {
    const uri = await newDraft();
    const text = body({ name: 'Kept across reloads' });
    await setText(uri, text);
    assert.equal(doc(uri)!.isDirty, true);
    await until('the text persisted', () => (s.context.globalState.get<{ text: string }>(`authTenants.draft:${uri.path}`)?.text === text));
    assert.equal(Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8'), text);
    await emulator.resetStats();
    assert.equal(await doc(uri)!.save(), true, `saved; notices: ${JSON.stringify(prompts.notices)}; path ${uri.path}`);
    assert.equal(doc(uri)!.isDirty, false);
    assert.equal(await posts(), 0, 'saving does not submit');
    assert.equal(Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8'), text);
  });
});
