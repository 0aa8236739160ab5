// Actions across tenants in a real VS Code: the harness's emulator ("Local emulator", `--seed demo`) and a second
// one (`--seed demo-production`, the production tenant "Production"). Compare with Tenant… shows the code difference
// as lines of JavaScript; Copy to Tenant… creates the draft (deployed only with "… and Deploy"), says each secret is
// to be set on the target; Export writes `<name>.json` + `<name>.js` with no secret value; Apply of a changed `.js`
// updates the draft; drift diffs the `.js`; the agent tools list, read, test, update and deploy (confirmed).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { ExtensionApi } from '../../src/extension';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { resultText } from '../../src/tools/lmApi';
import { until } from './helpers/documents';
import { adminGet, emulator, emulatorUrl } from './helpers/emulator';
import { child, EXTENSION_ID, freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { startSecondEmulator, type SecondEmulator } from './helpers/secondEmulator';

const PRODUCTION = 'production-emulator';
/** The value set on a secret here: no file, message or tool result may hold it (zz-secrets.test.ts scans for it too). */
const SECRET_VALUE = 'actsync-secret-value-7f3a19';
const ROLES = 'add-roles-to-id-token';
const ACCESS_LINE = "  api.accessToken.setCustomClaim('https://example.com/roles', roles);";

interface Action { id: string; name: string; code: string; deployed_version?: { number: number } | null; all_changes_deployed?: boolean; secrets?: { name: string }[] }
const actionsOn = async (url: string) => (await adminGet<{ actions: Action[] }>(url, 'actions/actions?per_page=100')).actions;
const actionOn = async (url: string, name: string) => (await actionsOn(url)).find((a) => a.name === name);
const decoder = new TextDecoder();
const read = async (uri: vscode.Uri) => decoder.decode(await vscode.workspace.fs.readFile(uri));

interface Lm { invokeTool(name: string, options: { input: unknown; toolInvocationToken: undefined }): Thenable<unknown> }
const lm = () => (vscode as unknown as { lm: Lm }).lm;

describe('Actions across tenants', function () {
  this.timeout(60_000);
  let production: SecondEmulator;
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;
  let root: vscode.Uri;
  /** Every text a tool or message answered in this suite, for the secrets check at the end. */
  const seen: string[] = [];

  const row = async (trigger: RegExp, name: string) => child(s, await child(s, await child(s, local, 'Actions'), trigger), name);
  const activeDiff = async () => {
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(tab?.input instanceof vscode.TabInputTextDiff, `a diff is active, not ${tab?.label}`);
    const text = async (uri: vscode.Uri) => (await vscode.workspace.openTextDocument(uri)).getText();
    return { tab, input: tab.input, left: await text(tab.input.original), right: await text(tab.input.modified) };
  };
  const invoke = async (name: string, input: unknown) => {
    const text = resultText(await lm().invokeTool(`authTenants_${name}`, { input, toolInvocationToken: undefined }));
    seen.push(text);
    return text;
  };
  const refusal = async (name: string, input: unknown) => {
    try {
      await invoke(name, input);
    } catch (err) {
      seen.push(String(err));
      return err instanceof Error ? err.message : String(err);
    }
    assert.fail(`${name} was expected to refuse`);
  };
  const confirmation = async (name: string, input: unknown) => {
    const api = await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate();
    const prepared = await api.tools!.get(`authTenants_${name}`)!.prepareInvocation!({ input }, new vscode.CancellationTokenSource().token);
    const c = prepared!.confirmationMessages!;
    const text = { title: String(c.title), message: typeof c.message === 'string' ? c.message : c.message.value };
    seen.push(text.title, text.message);
    return text;
  };

  before(async () => {
    production = await startSecondEmulator('demo-production');
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
    await s.registry.save(
      { id: PRODUCTION, label: 'Production', domain: production.url, environment: 'production', method: 'client-secret', clientId: 'emulator-admin', emulator: true },
      { clientSecret: 'emulator-admin-secret' },
    );
    local = await child(s, undefined, 'Local emulator');
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opens a workspace folder');
    root = vscode.Uri.joinPath(folder.uri, 'Local-emulator');
    // A secret with a value on the source: it must never leave its tenant.
    const roles = (await actionOn(emulatorUrl(), ROLES))!;
    const set = await emulator.api('PATCH', `actions/actions/${roles.id}`, { secrets: [{ name: 'PARTNER_JWKS_URL', value: SECRET_VALUE }] });
    assert.equal(set.status, 200);
  });
  beforeEach(() => {
    prompts.notices.length = 0;
    prompts.asked.length = 0;
  });
  afterEach(async () => {
    seen.push(...prompts.asked.map((a) => a.text), ...prompts.notices.map((n) => n.message));
    assert.equal(prompts.pending, 0, 'every scripted answer was used');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  after(async () => {
    await vscode.workspace.fs.delete(root, { recursive: true }).then(() => undefined, () => undefined);
    await s?.registry.remove(PRODUCTION);
    await production?.stop();
  });

  it('Compare with Tenant… on an action: the code difference shown as lines of JavaScript', async () => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row(/Post Login/, ROLES));
    const { tab, input, left, right } = await activeDiff();
    assert.equal(tab.label, `${ROLES}: Local emulator ↔ Production`);
    assert.match(input.original.path, /\.js$/);
    assert.match(input.modified.path, /\.js$/);
    assert.match(left, /^exports\.onExecutePostLogin = async \(event, api\) => \{$/m, 'the code as lines, not a JSON string');
    assert.ok(right.split('\n').includes(ACCESS_LINE), 'production\'s extra line is a line of its own');
    assert.ok(!left.split('\n').includes(ACCESS_LINE));
    assert.match(left, /^\/\/ {3}"runtime": "node22",?$/m, 'the settings above it as comment lines');
    assert.ok(!left.includes(SECRET_VALUE));
  });

  it('Copy to Tenant… of an action production lacks: the draft is created, not deployed; each secret is to be set on the target', async () => {
    assert.equal(await actionOn(production.url, 'm2m-token-claims'), undefined);
    // Production is the only other tenant: no pick. The code is too long for the dialog: Show Full Change first.
    prompts.script(
      {
        kind: 'confirm', value: 'Show Full Change',
        expect: /^Create the action "m2m-token-claims" on Production, copied from Local emulator\?.*Not copied:\n• secret PARTNER_JWKS_URL: set it on the target \(a secret's value is never copied\)\.\n• bindings: .*\n\nDeploy: the copy changes the draft only/s,
      },
      { kind: 'confirm', value: 'Create', expect: /Every change is shown in full/ },
      { kind: 'input', value: 'Production', expect: /Type the tenant name "Production"/ },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row(/Machine to Machine/, 'm2m-token-claims'));
    assert.deepEqual(prompts.messages('error'), []);
    const confirm = prompts.asked.filter((a) => a.kind === 'confirm')[1]!;
    assert.deepEqual(confirm.items, ['Create', 'Create and Deploy'], 'deploying is a choice of its own');
    const created = await actionOn(production.url, 'm2m-token-claims');
    assert.ok(created, 'created on production');
    assert.equal(created.code, (await actionOn(emulatorUrl(), 'm2m-token-claims'))!.code);
    assert.ok(!created.deployed_version, 'not deployed');
    assert.match(prompts.messages('info')[0] ?? '', /^Created the action "m2m-token-claims".* on Production\.\nNot copied:\n• secret PARTNER_JWKS_URL/);
  });

  it('Copy to Tenant… with "Update and Deploy": production\'s draft gets the code and is deployed as its next version', async () => {
    const before = (await actionOn(production.url, ROLES))!;
    prompts.script(
      { kind: 'confirm', value: 'Show Full Change', expect: /^Update the action "add-roles-to-id-token" .*on Production from Local emulator\?/s },
      { kind: 'confirm', value: 'Update and Deploy', expect: /Every change is shown in full/ },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row(/Post Login/, ROLES));
    assert.deepEqual(prompts.messages('error'), []);
    const after = (await actionOn(production.url, ROLES))!;
    assert.equal(after.code, (await actionOn(emulatorUrl(), ROLES))!.code);
    assert.equal(after.deployed_version?.number, (before.deployed_version?.number ?? 0) + 1);
    assert.equal(after.all_changes_deployed, true);
    assert.match(prompts.messages('info')[0] ?? '', new RegExp(`^Updated the action "add-roles-to-id-token".* on Production: 1 change applied\\.\\nDeployed as version ${after.deployed_version?.number}\\.`));
  });

  it('Export to Workspace… of an action: its settings as <name>.json, its code as <name>.js beside it, no secret value', async () => {
    await vscode.commands.executeCommand('authTenants.exportToWorkspace', await row(/Post Login/, ROLES));
    assert.deepEqual(prompts.messages('info'), ['Exported 1 resources of Local emulator to workspace']);
    const json = await read(vscode.Uri.joinPath(root, 'actions', `${ROLES}.json`));
    const code = await read(vscode.Uri.joinPath(root, 'actions', `${ROLES}.js`));
    const settings = JSON.parse(json) as Record<string, unknown>;
    assert.deepEqual(Object.keys(settings), ['dependencies', 'name', 'runtime', 'secrets', 'supported_triggers']);
    assert.deepEqual(settings.secrets, [{ name: 'PARTNER_JWKS_URL' }], 'the secret by name only');
    assert.equal(code, (await actionOn(emulatorUrl(), ROLES))!.code);
    for (const text of [json, code]) assert.ok(!text.includes(SECRET_VALUE));
  });

  it('Apply to Tenant… of a changed .js: the draft gets the code, nothing is deployed; drift then matches', async () => {
    const js = vscode.Uri.joinPath(root, 'actions', `${ROLES}.js`);
    const before = (await actionOn(emulatorUrl(), ROLES))!;
    // A syntax error in the .js: refused with its line before anything is read or sent.
    await vscode.workspace.fs.writeFile(js, new TextEncoder().encode(`${before.code}if (;\n`));
    const requests = (await emulator.stats()).requests;
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', js);
    const lines = before.code.split('\n').length;
    assert.deepEqual(prompts.messages('error'), [`Local-emulator/actions/${ROLES}.js cannot be applied, line ${lines}: Unexpected token. Fix it, then apply again; nothing was sent.`]);
    assert.equal((await emulator.stats()).requests, requests, 'nothing was read or sent');
    prompts.notices.length = 0;
    const changed = `${before.code}// applied from the workspace\n`;
    await vscode.workspace.fs.writeFile(js, new TextEncoder().encode(changed));
    prompts.script(
      { kind: 'pick', value: 'Local emulator', expect: /Tenant to apply Local-emulator\/actions\/add-roles-to-id-token\.json to/ },
      { kind: 'confirm', value: 'Show Full Change', expect: /^Update the action "add-roles-to-id-token" .*on Local emulator from Local-emulator\/actions\/add-roles-to-id-token\.json\?/s },
      { kind: 'confirm', value: 'Update', expect: /Every change is shown in full/ },
    );
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', js);
    assert.deepEqual(prompts.messages('error'), []);
    const after = (await actionOn(emulatorUrl(), ROLES))!;
    assert.equal(after.code, changed);
    assert.equal(after.deployed_version?.number, before.deployed_version?.number, 'not deployed');

    prompts.script({ kind: 'pick', value: 'Local emulator' });
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', js);
    assert.deepEqual(prompts.messages('info').slice(-1), [`${ROLES}.json matches the action "${ROLES}" on Local emulator (ids, dates and secrets aside).`]);
  });

  it('drift of an edited .js: the code diff, the file on the left and the tenant\'s code on the right', async () => {
    const js = vscode.Uri.joinPath(root, 'actions', `${ROLES}.js`);
    const live = (await actionOn(emulatorUrl(), ROLES))!.code;
    await vscode.workspace.fs.writeFile(js, new TextEncoder().encode(live.replace('roles', 'groups')));
    prompts.script({ kind: 'pick', value: 'Local emulator' });
    await vscode.commands.executeCommand('authTenants.compareFileWithTenant', js);
    const { tab, input } = await activeDiff();
    assert.equal(tab.label, `${ROLES}: ${ROLES}.js ↔ Local emulator`);
    assert.equal(input.original.toString(), js.toString());
    await until('the edited file on the left', async () => (await vscode.workspace.openTextDocument(input.original)).getText().includes('groups'));
    assert.equal((await vscode.workspace.openTextDocument(input.modified)).getText(), live);
    assert.deepEqual(prompts.messages('info'), [], 'no "matches" message');
  });

  it('agent tools: list actions and bindings, read code, Test… (confirmed), update code (syntax-checked), deploy (production marked)', async () => {
    const rows = JSON.parse(await invoke('listResources', { tenant: 'Local emulator', kind: 'actions' })) as { items: { name: string; secrets: string[] }[] };
    assert.deepEqual(rows.items.find((r) => r.name === ROLES)?.secrets, ['PARTNER_JWKS_URL']);
    const bindings = JSON.parse(await invoke('listActionBindings', { tenant: 'Local emulator', trigger: 'post-login' })) as { triggers: { trigger: string; actions: { order: number; name: string }[] }[] };
    assert.equal(bindings.triggers[0]!.trigger, 'post-login');
    assert.ok(bindings.triggers[0]!.actions.length > 0, 'post-login has bound actions');
    assert.deepEqual(bindings.triggers[0]!.actions.map((a) => a.order), bindings.triggers[0]!.actions.map((_, i) => i + 1));
    const code = JSON.parse(await invoke('getActionCode', { tenant: 'Local emulator', action: ROLES })) as { code: string; secrets: string[] };
    assert.match(code.code, /onExecutePostLogin/);
    assert.deepEqual(code.secrets, ['PARTNER_JWKS_URL']);

    const test = { tenant: 'Local emulator', action: ROLES, payload: { authorization: { roles: ['admin'] } } };
    const asked = await confirmation('testAction', test);
    assert.match(asked.title, /^Test the action "add-roles-to-id-token" on Local emulator$/);
    assert.match(asked.message, /Runs its draft code in the tenant with this event/);
    const ran = JSON.parse(await invoke('testAction', test)) as { commands: { name: string }[]; error: unknown };
    assert.ok(ran.commands.length > 0, 'the commands the code gave api');

    const before = (await emulator.stats()).requests;
    assert.match(await refusal('updateActionCode', { tenant: 'Local emulator', action: ROLES, code: 'exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim(;\n};\n' }),
      /^The code has a syntax error at line 2: .+\. Nothing was sent/);
    assert.equal((await emulator.stats()).requests, before, 'refused before any request');
    const update = { tenant: 'Local emulator', action: ROLES, code: "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('https://example.com/tool', true);\n};\n" };
    const change = await confirmation('updateActionCode', update);
    assert.match(change.title, /^Update the code of the action "add-roles-to-id-token" on Local emulator$/);
    assert.match(change.message, /example\.com\/tool/);
    assert.match(await invoke('updateActionCode', update), /Saved the code of the action add-roles-to-id-token on Local emulator as its draft/);
    assert.equal((await actionOn(emulatorUrl(), ROLES))!.code, update.code);

    const deploy = { tenant: 'Production', action: 'm2m-token-claims' };
    const sure = await confirmation('deployAction', deploy);
    assert.match(sure.title, /^Deploy the action "m2m-token-claims" on Production \(PRODUCTION\)$/);
    assert.match(sure.message, /^Tenant: Production \(.+\) — PRODUCTION\n/);
    assert.match(await invoke('deployAction', deploy), /^Deployed the action m2m-token-claims on Production as version 1\.$/);
    assert.equal((await actionOn(production.url, 'm2m-token-claims'))!.deployed_version?.number, 1);
    assert.match(await refusal('deployAction', deploy), /has no change to deploy/);
  });

  it('no file, message, question or tool result held the secret\'s value', () => {
    assert.ok(seen.length > 10);
    for (const text of seen) assert.ok(!text.includes(SECRET_VALUE), text.slice(0, 200));
  });
});
