// Apply to Tenant… for exported workspace files, and the Compare Tenants report's Copy lens and list, in a real VS
// Code with two emulator tenants: the harness's (`--seed demo`, "Local emulator") exported into the test workspace
// folder (removed after the suite), and a second one (`--seed demo-production`) added as the production tenant
// "Production". The target's state is read back over its own API; a refused file sends nothing.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { tenantsPerSuite } from './helpers/suite';
import { latestReport, setText } from './helpers/documents';
import { adminGet, emulator } from './helpers/emulator';
import { child } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import type { SecondEmulator } from './helpers/secondEmulator';

const PRODUCTION = 'production-emulator';
const MOBILE = 'https://mobile.example.com/device-token';
const PARTNER = 'https://partner.example.com/id-token';

describe('Apply to Tenant and the report\'s Copy', function () {
  this.timeout(60_000);
  let production: SecondEmulator;
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;
  let root: vscode.Uri;
  const file = (...segments: string[]) => vscode.Uri.joinPath(root, ...segments);
  const row = async (group: string, name: string | RegExp) => child(s, await child(s, local, group), name);
  const remove = () => vscode.workspace.fs.delete(root, { recursive: true }).then(() => undefined, () => undefined);

  /** A Management API GET on Production, with its admin token. */
  const onProduction = <T>(path: string): Promise<T> => adminGet<T>(production.url, path);
  const partnersDb = () => onProduction<{ options: Record<string, unknown>; display_name: string }>('connections/con_demoPartnersDb01');
  const profiles = async () => (await onProduction<{ token_exchange_profiles: { name: string; subject_token_type: string; action_id: string }[] }>('token-exchange-profiles')).token_exchange_profiles;
  /** Requests Production has answered (its own counter). */
  const productionRequests = async () => ((await (await fetch(`${production.url}/__emulator/stats`)).json()) as { requests: number }).requests;
  const exportRow = async (group: string, name: string) => vscode.commands.executeCommand('authTenants.exportToWorkspace', await row(group, name));

  before(async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the harness opens a workspace folder');
    root = vscode.Uri.joinPath(folder.uri, 'Local-emulator');
    await remove();
  });
  tenantsPerSuite((t) => {
    ({ services: s, prompts, local } = t);
    production = t.second!;
  }, { seed: 'demo-production', id: PRODUCTION, label: 'Production' });
  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
  after(remove);

  it('a connection file: saving an edit changes no tenant; Apply to Tenant… saves unsaved edits first, plans, needs the typed name, applies', async () => {
    await exportRow('Connections', 'partners-db');
    const target = file('connections', 'partners-db.json');
    const document = await vscode.workspace.openTextDocument(target);
    await vscode.window.showTextDocument(document);
    const requests = await productionRequests();
    await setText(target, document.getText().replace('"passwordPolicy": "good"', '"passwordPolicy": "fair"'));
    assert.ok(await document.save());
    assert.equal(await productionRequests(), requests, 'saving a workspace file sends nothing to a tenant');
    assert.equal((await partnersDb()).options.passwordPolicy, 'excellent');
    assert.equal((await emulator.api<{ options: Record<string, unknown> }>('GET', 'connections/con_demoPartnersDb01')).body.options.passwordPolicy, 'good');

    // Unsaved edits: declined, nothing is saved or sent.
    await setText(target, document.getText().replace('"disable_signup": true', '"disable_signup": false'));
    prompts.script({ kind: 'confirm', value: undefined, expect: /^Local-emulator\/connections\/partners-db\.json has unsaved changes\. Save it, then apply it\?/ });
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.ok(document.isDirty, 'declined: not saved');
    await setText(target, document.getText().replace('"disable_signup": false', '"disable_signup": true'));

    // A wrong typed name sends nothing; then the right one applies.
    prompts.script(
      { kind: 'confirm', value: 'Save and Apply' },
      { kind: 'pick', value: 'Production', expect: /Apply to Tenant Tenant to apply Local-emulator\/connections\/partners-db\.json to/ },
      {
        kind: 'confirm', value: 'Update',
        expect: /^Update the connection "partners-db" on Production from Local-emulator\/connections\/partners-db\.json\?.*Changes:\noptions\.passwordPolicy: "excellent" → "fair"\noptions\.disable_signup: false → true$/s,
      },
      { kind: 'input', value: 'production', invalid: true, expect: /Production is a production tenant Type the tenant name "Production"/ },
    );
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.equal(document.isDirty, false, 'saved first');
    assert.deepEqual(prompts.validationMessages, ['Type exactly: Production']);
    assert.equal((await partnersDb()).options.passwordPolicy, 'excellent', 'a wrong name sends nothing');

    prompts.script({ kind: 'pick', value: 'Production' }, { kind: 'confirm', value: 'Update' }, { kind: 'input', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info').at(-1), 'Updated the connection "partners-db" on Production: 2 changes applied.');
    const after = await partnersDb();
    assert.equal(after.options.passwordPolicy, 'fair');
    assert.equal(after.options.disable_signup, true);
    assert.equal(after.display_name, 'Partner portal');
  });

  it('applied again: nothing to do, only the tenant is asked', async () => {
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', file('connections', 'partners-db.json'));
    assert.deepEqual(prompts.messages('info'), ['Nothing to do: the connection "partners-db" on Production already has what Local-emulator/connections/partners-db.json has.']);
    assert.deepEqual(prompts.asked.map((a) => a.kind), ['pick']);
  });

  it('a file with a schema error or invalid JSON is refused, naming the problem and its line; nothing is asked or sent', async () => {
    const target = file('connections', 'partners-db.json');
    const document = await vscode.workspace.openTextDocument(target);
    const good = document.getText();
    const requests = await productionRequests();
    const line = good.split('\n').findIndex((l) => l.includes('"is_domain_connection": false')) + 1;
    assert.ok(line > 0);
    await setText(target, good.replace('"is_domain_connection": false', '"is_domain_connection": "no"'));
    assert.ok(await document.save());
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.equal(prompts.messages('error').length, 1);
    assert.match(prompts.messages('error')[0]!, new RegExp(`^Local-emulator/connections/partners-db\\.json cannot be applied, line ${line}: is_domain_connection: .+\\. Fix it, then apply again; nothing was sent\\.$`));
    await setText(target, '{\n  "name": "partners-db",\n  "strategy": \n}\n');
    assert.ok(await document.save());
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.match(prompts.messages('error')[1] ?? '', /^Local-emulator\/connections\/partners-db\.json cannot be applied, line 4: /);
    assert.deepEqual(prompts.asked, [], 'refused before any question');
    assert.equal(await productionRequests(), requests, 'nothing was read or sent');
    await setText(target, good);
    assert.ok(await document.save());
  });

  it('the report\'s Copy lens: "only in Local emulator" → created on Production (typed name); no copy lens on a "same" entry', async () => {
    assert.equal((await profiles()).some((p) => p.subject_token_type === MOBILE), false);
    prompts.script({ kind: 'pickMany', value: ['Token Exchange Profiles'] }, { kind: 'pick', value: undefined });
    await vscode.commands.executeCommand('authTenants.compareTenants', local);
    const report = latestReport();
    const lines = report.getText().split('\n');
    const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', report.uri)) ?? [];
    const titlesAt = (name: string) => lenses.filter((l) => l.range.start.line === lines.indexOf(`- ${name}`)).map((l) => l.command?.title).sort();
    assert.deepEqual(titlesAt('Mobile device token'), ['Compare', 'Copy to Production']);
    assert.deepEqual(titlesAt('Partner ID token'), ['Compare']);
    const copy = lenses.find((l) => l.range.start.line === lines.indexOf('- Mobile device token') && l.command?.title === 'Copy to Production')!;
    prompts.script(
      { kind: 'confirm', value: 'Create', expect: /^Create the token exchange profile "Mobile device token" \(subject_token_type https:\/\/mobile\.example\.com\/device-token\) on Production, copied from Local emulator\?.*action added \("validate-mobile-device-token"\)/s },
      { kind: 'input', value: 'Production', expect: /Type the tenant name "Production"/ },
    );
    await vscode.commands.executeCommand(copy.command!.command, ...(copy.command!.arguments ?? []));
    assert.deepEqual(prompts.messages('error'), []);
    const created = (await profiles()).find((p) => p.subject_token_type === MOBILE);
    assert.equal(created?.name, 'Mobile device token');
  });

  it('the report\'s list: "Copy … to Production" on a "differs" entry runs the same plan', async () => {
    prompts.script(
      { kind: 'pickMany', value: ['Event Streams'] },
      { kind: 'pick', value: 'Copy user-lifecycle-webhook to Production', expect: /Compare Tenants: Local emulator ↔ Production/ },
      { kind: 'confirm', value: 'Update', expect: /^Update the event stream "user-lifecycle-webhook" on Production from Local emulator\?.*Changes:\nsubscriptions: /s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.compareTenants', local);
    const list = prompts.asked.find((a) => a.kind === 'pick')!.items!;
    assert.deepEqual(list.slice(0, 4), ['user-lifecycle-webhook', 'user-events-action', 'Copy user-lifecycle-webhook to Production', 'Copy user-lifecycle-webhook to Local emulator']);
    assert.match(prompts.messages('info').at(-1) ?? '', /^Updated the event stream "user-lifecycle-webhook" on Production: 1 change applied\./);
    const stream = await onProduction<{ subscriptions: { event_type: string }[] }>('event-streams/est_demoUserLifecycle00001');
    assert.ok(stream.subscriptions.some((e) => e.event_type === 'user.updated'));
  });

  it('a profile file: its action by name; renamed in the file, updated on Production', async () => {
    await exportRow('Token Exchange Profiles', 'Partner ID token');
    const target = file('token-exchange-profiles', 'Partner-ID-token.json');
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(target));
    assert.match(text, /"action": "validate-partner-token"/);
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text.replace('"name": "Partner ID token"', '"name": "Partner ID token (v2)"')));
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /^Update the token exchange profile "Partner ID token \(v2\)" \(subject_token_type https:\/\/partner\.example\.com\/id-token\) on Production.*Changes:\nname: "Partner ID token" → "Partner ID token \(v2\)"$/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.deepEqual(prompts.messages('error'), []);
    assert.equal((await profiles()).find((p) => p.subject_token_type === PARTNER)?.name, 'Partner ID token (v2)');
  });

  it('a client grant file: the application by name, the API by identifier; its scopes set on Production; an unknown application blocked', async () => {
    const grants = async () => (await onProduction<{ client_grants: { client_id: string; scope: string[] }[] }>('client-grants?include_totals=true&audience=https%3A%2F%2Fapi.example.com%2Forders')).client_grants;
    const grantFile = async (name: string, value: unknown) => {
      const target = file('client-grants', `${name}.json`);
      await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`));
      return target;
    };
    const target = await grantFile('Reporting-Job-Orders-API', { application: 'Reporting Job', audience: 'https://api.example.com/orders', scope: ['read:orders', 'update:orders'] });
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /Reporting Job → https:\/\/api\.example\.com\/orders[\s\S]*scope/ },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', target);
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual((await grants()).map((g) => g.scope).sort(), [['read:orders'], ['read:orders', 'update:orders']]);
    const unknown = await grantFile('Nightly-Export-Orders-API', { application: 'Nightly Export', audience: 'https://api.example.com/orders', scope: [] });
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.applyFileToTenant', unknown);
    assert.match(prompts.messages('error').at(-1) ?? '', /no application named "Nightly Export"/);
    assert.equal((await grants()).length, 2, 'nothing was created');
  });
});
