// Actions: Test…, Deploy, Versions (open, diff, roll back) and Bindings (bind, reorder, unbind) in a real VS Code
// against the emulator, whose test endpoint really runs the draft code. Each write checks the emulator's state; the
// confirmations name the action and the tenant and show the bindings' order before → after; on production the name
// is typed; an undeployed action is refused before anything is sent, and the message says why.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_ACTION_IDS as A } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import { payloadKey } from '../../src/kinds/actions/testPayloads';
import { emulator } from './helpers/emulator';
import { child, children, EXTENSION_ID, label } from './helpers/extension';
import { cleanTenant, errorsOf, requestsSince, until, writesOf, type ButtonPrompts } from './reliability/support';
import { closeOurEditors, setText } from './helpers/documents';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const T = EMULATOR_TENANT_ID;
const SCHEME = 'auth-tenants-action-docs';

const action = async (id: string) => (await emulator.api<Json>('GET', `actions/actions/${id}`)).body;
const boundNames = async (trigger: string) =>
  ((await emulator.api<Json>('GET', `actions/triggers/${trigger}/bindings`)).body.bindings as Json[]).map((b) => b.action.name as string);
const setCode = async (id: string, code: string) => assert.equal((await emulator.api('PATCH', `actions/actions/${id}`, { code })).status, 200);
const openDoc = (suffix: string) => vscode.workspace.textDocuments.find((d) => d.uri.scheme === SCHEME && d.uri.path.endsWith(suffix));
/** Opens the action's code document (Open Action Code) and returns it. */
async function openCode(id: string): Promise<vscode.TextDocument> {
  await vscode.commands.executeCommand('authTenants.openActionCode', { tenantId: T, actionId: id });
  return until('the code document', () => vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'auth-tenants' && d.uri.path.includes(id) && d.uri.path.endsWith('.js')));
}
const run = (command: string, arg: Json) => vscode.commands.executeCommand(`authTenants.${command}`, { tenantId: T, ...arg });

describe('Actions: Test…, Deploy, Versions and Bindings', function () {
  this.timeout(90_000);
  // The emulator's demo data and a development tenant for each test; prompts that can click a message's button.
  let s: Services;
  let prompts: ButtonPrompts;
  beforeEach(async () => void ({ s, prompts } = await cleanTenant(false)));
  afterEach(async () => {
    try {
      assert.equal(prompts.scripted.pending, 0, 'every scripted answer was used');
    } finally {
      await s.registry.save({ ...s.registry.get(T)!, environment: 'development' });
      await closeOurEditors();
    }
  });

  async function production(): Promise<void> {
    await s.registry.save({ ...s.registry.get(T)!, environment: 'production' });
    await children(s);
  }

  it('Test… runs the draft: the report lists the commands to api and the console output; an edited payload is kept and used', async () => {
    await setCode(A.postLoginBlockSuspended, [
      'exports.onExecutePostLogin = async (event, api) => {',
      '  console.log("checking", event.user.email);',
      '  if (event.user.app_metadata?.suspended) api.access.deny("Your account is suspended.");',
      '  else api.idToken.setCustomClaim("https://example.com/plan", "gold");',
      '};',
      '',
    ].join('\n'));
    const before = await emulator.stats();
    prompts.buttons.push('Edit Payload');
    await run('testAction', { actionId: A.postLoginBlockSuspended });
    assert.deepEqual(errorsOf(prompts.notices), []);
    assert.match(prompts.notices.at(-1)!.message, /Test of block-suspended-users on .* ran without error \(1 api commands\)/);
    assert.deepEqual(Object.keys(writesOf(await requestsSince(before))), ['POST /api/v2/actions/actions/:id/test'], 'only the test was sent');
    const report = openDoc('block-suspended-users test result.md');
    assert.ok(report, 'the report is open');
    const text = report.getText();
    assert.match(text, /saved draft code \(not the deployed version\)/);
    assert.match(text, /1\. `api\.idToken\.setCustomClaim\("https:\/\/example\.com\/plan", "gold"\)`/);
    assert.match(text, /checking j\+smith@example\.com/, 'the console output, from the post-login sample payload');

    // "Edit Payload": the payload document opens (the sample, kept); the user edits and saves it; the next run uses it.
    const payload = await until('the payload document is open', () => openDoc('block-suspended-users test payload.json'));
    const edited = JSON.parse(payload.getText()) as Json;
    edited.user.app_metadata = { suspended: true };
    await setText(payload.uri, JSON.stringify(edited, null, 2));
    await payload.save();
    assert.match(String(s.context.globalState.get(payloadKey(T, A.postLoginBlockSuspended))), /"suspended": true/, 'kept in globalState');
    await run('testAction', { actionId: A.postLoginBlockSuspended });
    assert.match(openDoc('block-suspended-users test result.md')!.getText(), /1\. `api\.access\.deny\("Your account is suspended\."\)`/);
  });

  it('a failing test run shows the error and its line, in the message and the report', async () => {
    await setCode(A.postLoginDeployed, 'exports.onExecutePostLogin = async (event, api) => {\n  const roles = event.authorization.roles;\n  roles.nope();\n};\n');
    await run('testAction', { actionId: A.postLoginDeployed });
    const warning = prompts.notices.find((n) => n.kind === 'warn');
    assert.match(warning?.message ?? '', /Test of add-roles-to-id-token on .* failed at line 3: TypeError: .*nope/);
    assert.match(openDoc('add-roles-to-id-token test result.md')!.getText(), /Result: failed\n\nError at line 3.*: TypeError/);

    // From the code document's title bar (its URI): the failing line is marked on it (and an edit clears the mark).
    const code = await openCode(A.postLoginDeployed);
    await vscode.commands.executeCommand('authTenants.testAction', code.uri);
    const marks = await until('the mark on the code', () => {
      const found = vscode.languages.getDiagnostics(code.uri).filter((d) => d.source === 'Test…');
      return found.length ? found : undefined;
    });
    assert.deepEqual(marks.map((d) => [d.range.start.line, d.severity]), [[2, vscode.DiagnosticSeverity.Error]]);
    assert.match(marks[0]!.message, /^Test… failed here: .*nope/);
    await setText(code.uri, code.getText().replace('roles.nope();', 'roles.push("x");'));
    assert.deepEqual(vscode.languages.getDiagnostics(code.uri).filter((d) => d.source === 'Test…'), [], 'an edit clears the mark');
  });

  it('Deploy is refused while the code has unsaved changes (Save offered) or a syntax error (its line); nothing is sent', async () => {
    const code = await openCode(A.postLoginDeployed);
    await setText(code.uri, code.getText().replace('event.authorization?.roles', 'event.authorization?.roles ?? ["user"]'));
    let before = await emulator.stats();
    prompts.buttons.push(undefined);
    await run('deployAction', { actionId: A.postLoginDeployed });
    assert.match(prompts.notices.at(-1)!.message, /^add-roles-to-id-token was not deployed: its code has unsaved changes\. Deploy sends the saved draft: save first/);
    assert.deepEqual(prompts.offered.at(-1)?.buttons, ['Save']);
    assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');
    await closeOurEditors();

    await setCode(A.postLoginDeployed, 'exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim("a", 1;\n};\n');
    before = await emulator.stats();
    await run('deployAction', { actionId: A.postLoginDeployed });
    assert.match(errorsOf(prompts.notices).at(-1)?.message ?? '', /^add-roles-to-id-token was not deployed: its saved draft has a syntax error at line 2 \(Syntax error: /);
    assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');
    assert.equal((await action(A.postLoginDeployed)).deployed_version?.number, 7);
  });

  it('a test payload that is not JSON is refused with its line; nothing is sent', async () => {
    await s.context.globalState.update(payloadKey(T, A.postLoginDeployed), '{\n  "user": {\n    "email": "a@b.c",,\n  }\n}\n');
    const before = await emulator.stats();
    await run('testAction', { actionId: A.postLoginDeployed });
    assert.match(errorsOf(prompts.notices)[0]?.message ?? '', /test payload of add-roles-to-id-token is not valid JSON at line 3/);
    assert.deepEqual(writesOf(await requestsSince(before)), {});
    assert.equal(vscode.window.activeTextEditor?.document.uri.path.endsWith('test payload.json'), true, 'the payload is shown to fix');
    assert.equal(vscode.window.activeTextEditor?.selection.active.line, 2);
  });

  it('Deploy confirms naming the action and the tenant and shows the new version; on production the name is typed', async () => {
    const [tenant] = await children(s);
    const row = async () => child(s, await child(s, await child(s, tenant!, 'Actions'), 'Machine to Machine'), 'm2m-token-claims');
    assert.match(String(s.tree.getTreeItem(await row()).description), /not deployed/);
    prompts.script({ kind: 'confirm', value: 'Deploy', expect: /^Deploy the action "m2m-token-claims" on Local emulator\? Its saved draft becomes its first version\./ });
    await run('deployAction', { actionId: A.credentialsExchangeDraft });
    assert.match(prompts.notices.at(-1)!.message, /^Deployed m2m-token-claims on Local emulator as version 1\.$/);
    assert.equal((await action(A.credentialsExchangeDraft)).deployed_version?.number, 1);
    await until('the row shows the deployed version', async () => /deployed v1/.test(String(s.tree.getTreeItem(await row()).description)));

    await production();
    await setCode(A.credentialsExchangeDraft, "exports.onExecuteCredentialsExchange = async (event, api) => {\n  api.accessToken.setCustomClaim('https://example.com/tier', 'silver');\n};\n");
    prompts.script(
      { kind: 'confirm', value: 'Deploy', expect: /^Deploy the action "m2m-token-claims" on Local emulator\?.*version 1 is deployed now/ },
      { kind: 'input', value: 'm2m-token-claims', expect: /Type the action name "m2m-token-claims" to deploy it/ },
    );
    await run('deployAction', { actionId: A.credentialsExchangeDraft });
    assert.match(prompts.notices.at(-1)!.message, /as version 2\.$/);
    const deployed = await action(A.credentialsExchangeDraft);
    assert.equal(deployed.deployed_version?.number, 2);

    // The typed name dismissed: nothing is deployed.
    const before = await emulator.stats();
    prompts.script({ kind: 'confirm', value: 'Deploy' }, { kind: 'input', value: undefined });
    await run('deployAction', { actionId: A.credentialsExchangeDraft });
    assert.deepEqual(writesOf(await requestsSince(before)), {});
  });

  it('Versions: the list (number, deployed mark, date), a version opened read-only, its diff with the code, Roll Back', async () => {
    const v6 = (a: Json) => a.number === 6;
    prompts.script({ kind: 'pick', value: v6 }, { kind: 'pick', value: /Open v6/ });
    await run('showActionVersions', { actionId: A.postLoginDeployed });
    const list = prompts.scripted.asked.find((a) => a.kind === 'pick')!;
    assert.equal(list.items?.[0], '$(check) v7', 'the newest first, the deployed one marked');
    assert.equal(list.items?.length, 7);
    const opened = vscode.window.activeTextEditor?.document;
    assert.match(opened?.uri.path ?? '', /add-roles-to-id-token v6\.js$/);
    assert.match(opened!.getText(), /^\/\/ version 6\n/);
    assert.equal(opened!.languageId, 'javascript');
    await assert.rejects(Promise.resolve(vscode.workspace.fs.writeFile(opened!.uri, Buffer.from('x'))), 'a version is read-only');

    prompts.script({ kind: 'pick', value: v6 }, { kind: 'pick', value: /Compare v6/ });
    await run('showActionVersions', { actionId: A.postLoginDeployed });
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab?.input instanceof vscode.TabInputTextDiff, 'a diff editor');
    assert.match(tab.label, /add-roles-to-id-token v6 ↔ current code/);
    assert.equal(tab.input.modified.scheme, 'auth-tenants', 'the right side is the (editable) code document');
    assert.match(tab.input.modified.path, new RegExp(`/actions/${A.postLoginDeployed}/add-roles-to-id-token\\.js$`));

    await production();
    prompts.script(
      { kind: 'confirm', value: 'Roll Back', expect: /^Roll back the action "add-roles-to-id-token" on Local emulator to v6\?/ },
      { kind: 'input', value: 'add-roles-to-id-token', expect: /to roll it back/ },
    );
    const versions = (await emulator.api<Json>('GET', `actions/actions/${A.postLoginDeployed}/versions`)).body.versions as Json[];
    await run('rollBackAction', { actionId: A.postLoginDeployed, versionId: versions.find(v6)!.id });
    assert.match(prompts.notices.at(-1)!.message, /^Rolled back add-roles-to-id-token on Local emulator: the code of v6 is deployed as version 8\.$/);
    const after = await action(A.postLoginDeployed);
    assert.equal(after.deployed_version?.number, 8);
    const v8 = (await emulator.api<Json>('GET', `actions/actions/${A.postLoginDeployed}/versions/${after.deployed_version.id}`)).body;
    assert.match(v8.code, /^\/\/ version 6\n/, 'version 6\'s code runs');
  });

  it('Bind: only deployed actions are offered, an undeployed one is refused saying why; the place is chosen and confirmed', async () => {
    const before = await emulator.stats();
    await run('bindAction', { triggerId: 'credentials-exchange' });
    assert.match(errorsOf(prompts.notices).at(-1)?.message ?? '', /No deployed action to bind to credentials-exchange .* Only deployed actions can be bound; not deployed: m2m-token-claims\. Deploy one first\./);
    await run('bindAction', { actionId: A.credentialsExchangeDraft });
    assert.match(errorsOf(prompts.notices).at(-1)?.message ?? '', /^m2m-token-claims is not deployed: only deployed actions can be bound to a trigger\. Deploy it first/);
    assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');

    prompts.script({ kind: 'confirm', value: 'Deploy' });
    await run('deployAction', { actionId: A.credentialsExchangeDraft });
    prompts.script(
      { kind: 'pick', value: 'm2m-token-claims' },
      { kind: 'pick', value: /^First/ },
      { kind: 'confirm', value: 'Bind', expect: /^Bind the action "m2m-token-claims" to credentials-exchange on Local emulator\? Before: 1\. m2m-add-tenant-claim\nAfter: {2}1\. m2m-token-claims {2}2\. m2m-add-tenant-claim/ },
    );
    await run('bindAction', { triggerId: 'credentials-exchange' });
    assert.deepEqual(await boundNames('credentials-exchange'), ['m2m-token-claims', 'm2m-add-tenant-claim']);
  });

  it('Reorder shows the order before → after and changes it on the tenant; Unbind removes one (typed on production)', async () => {
    assert.deepEqual(await boundNames('post-login'), ['block-suspended-users', 'add-roles-to-id-token']);
    prompts.script(
      { kind: 'pick', value: 'add-roles-to-id-token' },
      { kind: 'pick', value: /^1$/ },
      { kind: 'confirm', value: 'Reorder', expect: /on post-login on Local emulator\? Before: 1\. block-suspended-users {2}2\. add-roles-to-id-token\nAfter: {2}1\. add-roles-to-id-token {2}2\. block-suspended-users/ },
    );
    await run('reorderBindings', { triggerId: 'post-login' });
    assert.deepEqual(await boundNames('post-login'), ['add-roles-to-id-token', 'block-suspended-users']);

    await production();
    prompts.script(
      { kind: 'confirm', value: 'Unbind', expect: /^Unbind the action "block-suspended-users" from post-login on Local emulator\? Before: .*\nAfter: {2}1\. add-roles-to-id-token\n/ },
      { kind: 'input', value: 'block-suspended-users', expect: /Type "block-suspended-users" to change the bindings of post-login/ },
    );
    await run('unbindAction', { triggerId: 'post-login', actionId: A.postLoginBlockSuspended });
    assert.deepEqual(await boundNames('post-login'), ['add-roles-to-id-token']);
  });

  /** The commands of a row's context menu, by the manifest's `viewItem =~ /…/` clauses and the row's contextValue. */
  function menuOf(row: TreeNode): string[] {
    const context = String(s.tree.getTreeItem(row).contextValue ?? '');
    const menus = vscode.extensions.getExtension(EXTENSION_ID)!.packageJSON.contributes.menus['view/item/context'] as { command: string; when: string }[];
    return menus.filter((m) => {
      const re = /viewItem =~ \/(.*)\/$/.exec(m.when)?.[1];
      return re !== undefined && new RegExp(re).test(context);
    }).map((m) => m.command.replace('authTenants.', ''));
  }

  it('from the tree: the menus follow the row (bound, unbound, undeployed, trigger); Bind on a trigger row, Unbind on a bound row', async () => {
    const [tenant] = await children(s);
    const trigger = async (name: string) => child(s, await child(s, tenant!, 'Actions'), name);
    const postLogin = await trigger('Login / Post Login');
    const m2m = await trigger('Machine to Machine');
    const rows = async (t: TreeNode) => (await children(s, t)).map((r) => label(s, r));
    assert.deepEqual(await rows(postLogin), ['block-suspended-users', 'add-roles-to-id-token']);
    const ours = ['testAction', 'deployAction', 'showActionVersions', 'bindAction', 'unbindAction', 'reorderBindings'];
    const mine = (row: TreeNode) => menuOf(row).filter((c) => ours.includes(c)).sort();
    assert.deepEqual(mine(await child(s, postLogin, 'block-suspended-users')), ['deployAction', 'reorderBindings', 'showActionVersions', 'testAction', 'unbindAction']);
    assert.deepEqual(mine(await child(s, m2m, 'm2m-token-claims')), ['bindAction', 'deployAction', 'testAction'], 'undeployed and unbound: no versions, no unbind');
    assert.deepEqual(mine(postLogin), ['bindAction', 'reorderBindings']);

    // Test… on a row (under its trigger): the report is that action's.
    await vscode.commands.executeCommand('authTenants.testAction', await child(s, postLogin, 'add-roles-to-id-token'));
    assert.ok(openDoc('add-roles-to-id-token test result.md'));

    // Unbind on a bound row: the trigger is the row's parent; the tree shows the new order.
    prompts.script({ kind: 'confirm', value: 'Unbind', expect: /^Unbind the action "block-suspended-users" from post-login on Local emulator\?/ });
    await vscode.commands.executeCommand('authTenants.unbindAction', await child(s, postLogin, 'block-suspended-users'));
    assert.deepEqual(await boundNames('post-login'), ['add-roles-to-id-token']);

    // Bind on the trigger row: its deployed, unbound actions are offered, then the place.
    prompts.script(
      { kind: 'pick', value: 'block-suspended-users' },
      { kind: 'pick', value: /^Last/ },
      { kind: 'confirm', value: 'Bind', expect: /After: {2}1\. add-roles-to-id-token {2}2\. block-suspended-users/ },
    );
    await vscode.commands.executeCommand('authTenants.bindAction', await trigger('Login / Post Login'));
    assert.deepEqual(await boundNames('post-login'), ['add-roles-to-id-token', 'block-suspended-users']);
    await until('the tree shows the new order', async () => {
      const names = await rows(await trigger('Login / Post Login'));
      return names[0] === 'add-roles-to-id-token' && names[1] === 'block-suspended-users';
    });
  });
});
