// Actions in a real VS Code against the emulator: the tree grouped by trigger (bound actions in binding order, then
// the unbound ones), the code opened as a `.js` document and saved as the draft (never deployed), a syntax error
// caught before anything is sent, completion of `api.` from the trigger's declarations, a secret typed in a
// password box and never shown, the settings document, Create Action… and Delete Action… of a bound action
// (Unbind and Delete).
import * as assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { DEMO_ACTION_IDS as A } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { openedDoc as doc, ours, setText, until } from './helpers/documents';
import { emulator } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { freshTenantPerTest } from './helpers/suite';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const action = async (id: string) => (await emulator.api<Json>('GET', `actions/actions/${id}`)).body;
const writes = async () => Object.entries((await emulator.stats()).byRoute).filter(([r]) => /^(POST|PATCH|DELETE) \/api\/v2\/actions/.test(r)).reduce((n, [, c]) => n + c, 0);

describe('Actions editor', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;

  freshTenantPerTest((services, scripted) => {
    s = services;
    prompts = scripted;
  });

  const group = async (): Promise<TreeNode> => child(s, (await children(s))[0], 'Actions');
  const trigger = async (title: string) => child(s, await group(), title);
  const row = async (title: string, name: string) => child(s, await trigger(title), name);

  async function openCode(name = 'add-roles-to-id-token'): Promise<vscode.Uri> {
    const item = s.tree.getTreeItem(await row('Login / Post Login', name));
    assert.equal(item.command?.command, 'authTenants.openActionCode');
    return vscode.commands.executeCommand<vscode.Uri>(item.command!.command, ...(item.command!.arguments ?? []));
  }

  it('the group lists the triggers in order; a trigger its bound actions in execution order, then the unbound ones', async () => {
    assert.deepEqual((await children(s, await group())).map((n) => label(s, n)), ['Login / Post Login', 'Machine to Machine', 'Custom Token Exchange', 'Event Stream']);
    const login = (await children(s, await trigger('Login / Post Login'))).map((n) => [label(s, n), s.tree.getTreeItem(n).description]);
    assert.deepEqual(login, [['block-suspended-users', '1 · deployed v2'], ['add-roles-to-id-token', '2 · deployed v7']]);
    const m2m = (await children(s, await trigger('Machine to Machine'))).map((n) => [label(s, n), s.tree.getTreeItem(n).description]);
    assert.deepEqual(m2m, [['m2m-add-tenant-claim', '1 · deployed v2'], ['m2m-token-claims', 'not bound · not deployed']]);
    const cte = (await children(s, await trigger('Custom Token Exchange'))).map((n) => s.tree.getTreeItem(n).description);
    assert.ok(cte.includes('not bound · draft changed (v1 deployed)'), cte.join());
  });

  it('a row opens the code as a .js document; a save updates the draft, never what is deployed', async () => {
    const uri = await openCode();
    assert.match(uri.toString(true), new RegExp(`^auth-tenants:/local-emulator/actions/${A.postLoginDeployed}/add-roles-to-id-token\\.js$`));
    assert.equal(doc(uri).languageId, 'javascript');
    const code = `${doc(uri).getText()}// reviewed\n`;
    await setText(uri, code);
    // The code is too long for the modal: Show Full Change opens the review diff, then Apply beside it.
    prompts.script(
      { kind: 'confirm', value: 'Show Full Change', expect: /Apply 1 change\(s\) to action add-roles-to-id-token on Local emulator\?/ },
      { kind: 'confirm', value: 'Apply' },
    );
    assert.equal(await doc(uri).save(), true, JSON.stringify(prompts.notices));
    const after = await action(A.postLoginDeployed);
    assert.equal(after.code, code);
    assert.equal(after.deployed_version.number, 7, 'not deployed');
    assert.equal(after.all_changes_deployed, false);
    // The tree was reloaded: the row shows the new build, then (built) the changed draft.
    await until('the row shows the save', async () => /^2 · (building|draft changed \(v7 deployed\))$/.test(String(s.tree.getTreeItem(await row('Login / Post Login', 'add-roles-to-id-token')).description)));
  });

  it('a syntax error is a diagnostic on its line and refuses the save before any request; the text stays', async () => {
    const uri = await openCode('block-suspended-users');
    const broken = "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('a', [1, 2;\n};\n";
    await setText(uri, broken);
    const [d] = await until('the syntax error', () => ours(uri).filter((x) => x.severity === vscode.DiagnosticSeverity.Error).length ? ours(uri) : undefined);
    assert.match(d!.message, /^Syntax error: /);
    assert.equal(d!.range.start.line, 1);
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await writes(), 0, 'nothing sent');
    // The refusal's message may follow the failed save by a moment.
    assert.match(await until('the refusal', () => prompts.messages('error').find((m) => /line 2: Syntax error/.test(m))), /line 2: Syntax error/);
    assert.equal(doc(uri).getText(), broken);
    assert.equal(doc(uri).isDirty, true);
  });

  it('completion after api. lists the trigger\'s api; after api.idToken. its setCustomClaim; hover explains it', async () => {
    const uri = await openCode();
    await setText(uri, 'exports.onExecutePostLogin = async (event, api) => {\n  api.\n  api.idToken.setCustomClaim\n  event.user.\n};\n');
    const at = (line: number, character: number) => vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', uri, new vscode.Position(line, character), '.');
    const labels = (list: vscode.CompletionList) => list.items.map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    const api = labels(await at(1, 6));
    for (const name of ['access', 'idToken', 'accessToken', 'multifactor', 'redirect', 'user', 'cache']) assert.ok(api.includes(name), `${name} in ${api.join()}`);
    assert.ok(labels(await at(2, 14)).includes('setCustomClaim'));
    assert.ok(labels(await at(3, 13)).includes('email'));
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, new vscode.Position(2, 20));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : 'value' in c ? c.value : ''))).join('\n');
    assert.match(text, /setCustomClaim\(name: string, value: unknown\)/);
    await setText(uri, "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('a', \n};\n");
    const help = await vscode.commands.executeCommand<vscode.SignatureHelp>('vscode.executeSignatureHelpProvider', uri, new vscode.Position(1, 34), ',');
    assert.match(help.signatures[0]!.label, /^api\.idToken\.setCustomClaim\(name: string, value: unknown\)/);
    assert.equal(help.activeParameter, 1, 'the second argument');
  });

  it('Set Action Secret…: the value is typed in a password box, sent once, and is in no document or notice', async () => {
    const value = `action-secret-value-${randomBytes(3).toString('hex')}`;
    prompts.script(
      { kind: 'pick', value: 'New secret…', expect: /Set a secret of add-roles-to-id-token on Local emulator/ },
      { kind: 'input', value: 'PARTNER_KEY' },
      { kind: 'input', value, expect: /Secret PARTNER_KEY of add-roles-to-id-token/ },
    );
    await vscode.commands.executeCommand('authTenants.setActionSecret', await row('Login / Post Login', 'add-roles-to-id-token'));
    assert.equal(prompts.asked[2]!.password, true);
    const after = await action(A.postLoginDeployed);
    assert.deepEqual(after.secrets.map((x: Json) => x.name), ['PARTNER_JWKS_URL', 'PARTNER_KEY']);
    assert.ok(!JSON.stringify(after).includes(value), 'write-only');
    const settings = await vscode.commands.executeCommand<vscode.Uri>('authTenants.openActionSettings', { tenantId: 'local-emulator', actionId: A.postLoginDeployed });
    const text = doc(settings).getText();
    assert.match(text, /"PARTNER_KEY"/);
    for (const d of vscode.workspace.textDocuments) assert.ok(!d.getText().includes(value), d.uri.toString());
    assert.ok(!prompts.notices.some((n) => n.message.includes(value)));
  });

  it('the settings document: a bad npm name is an error on its key and nothing is sent; a runtime change is saved', async () => {
    const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.openActionSettings', { tenantId: 'local-emulator', actionId: A.postLoginDeployed });
    const value = JSON.parse(doc(uri).getText()) as Json;
    await setText(uri, `${JSON.stringify({ ...value, dependencies: [{ name: 'Not A Package', version: '1.0.0' }] }, null, 2)}\n`);
    await until('the npm name error', () => ours(uri).find((d) => /npm package name/.test(d.message)));
    await emulator.resetStats();
    assert.equal(await doc(uri).save(), false);
    assert.equal(await writes(), 0);
    await setText(uri, `${JSON.stringify({ ...value, runtime: 'node18' }, null, 2)}\n`);
    prompts.script({ kind: 'confirm', value: 'Apply' });
    assert.equal(await doc(uri).save(), true, JSON.stringify(prompts.notices));
    assert.equal((await action(A.postLoginDeployed)).runtime, 'node18');
  });

  it('Create Action…: a trigger, a name (a taken one refused as typed), then its template opens as code', async () => {
    prompts.script(
      { kind: 'pick', value: 'Login / Post Login', expect: /Create Action on Local emulator/ },
      { kind: 'input', value: 'add-roles-to-id-token', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createAction');
    assert.match(prompts.validationMessages[0]!, /already has an action named "add-roles-to-id-token"/);
    prompts.script({ kind: 'input', value: 'greet-users' });
    const created = await vscode.commands.executeCommand<Json>('authTenants.createAction', await trigger('Login / Post Login'));
    const stored = await action(String(created.id));
    assert.deepEqual(stored.supported_triggers, [{ id: 'post-login', version: 'v3' }]);
    assert.match(stored.code, /^exports\.onExecutePostLogin = async \(event, api\) => \{$/m);
    const editor = await until('the code is open', () => vscode.window.activeTextEditor?.document.uri.path.endsWith('/greet-users.js') && vscode.window.activeTextEditor);
    assert.equal(editor.document.getText(), stored.code);
  });

  it('Delete Action… of a bound action: the refusal names the trigger, Unbind and Delete unbinds then deletes', async () => {
    prompts.script(
      { kind: 'confirm', value: 'Delete', expect: /block-suspended-users/ },
      { kind: 'confirm', value: 'Unbind and Delete', expect: /is bound to post-login[\s\S]*Local emulator/ },
    );
    await vscode.commands.executeCommand('authTenants.deleteAction', await row('Login / Post Login', 'block-suspended-users'));
    assert.equal((await emulator.api('GET', `actions/actions/${A.postLoginBlockSuspended}`)).status, 404);
    const bindings = (await emulator.api<Json>('GET', 'actions/triggers/post-login/bindings')).body.bindings as Json[];
    assert.deepEqual(bindings.map((b) => b.action.id), [A.postLoginDeployed]);
    await until('the trigger lists one action', async () => (await children(s, await trigger('Login / Post Login'))).map((n) => label(s, n)).join() === 'add-roles-to-id-token');
  });
});
