// Compare with Tenant… and Compare Tenants… in a real VS Code with two emulator tenants: the harness's emulator
// (`--seed demo`, "Local emulator") and a second one started here (`--seed demo-production`, added as "Production").
// The diff's two documents are read back; no document of a comparison holds a secret.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { tenantsPerSuite } from './helpers/suite';
import { activeDiff } from './helpers/compareDiff';
import { latestReport, until } from './helpers/documents';
import { emulatorUrl } from './helpers/emulator';
import { child } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import type { SecondEmulator } from './helpers/secondEmulator';
import { narrowToken } from './helpers/tokens';

const PRODUCTION = 'production-emulator';
const SECRETS = [/demo-gateway-secret/, /emulator-(admin|readonly|nonglobal)-secret/, /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/];
const ALL_KINDS = ['Connections', 'Applications', 'APIs', 'Client Grants', 'Actions', 'Token Exchange Profiles', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];

describe('Compare between two tenants', function () {
  this.timeout(60_000);
  let second: SecondEmulator;
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;
  const seen: string[] = [];

  const row = async (group: string, name: string) => child(s, await child(s, local, group), name);
  const diff = async () => {
    const d = await activeDiff();
    seen.push(d.left, d.right);
    return d;
  };

  after(() => {
    for (const d of vscode.workspace.textDocuments) if (d.uri.scheme === 'auth-tenants-compare') seen.push(d.getText());
  });
  tenantsPerSuite((t) => {
    ({ services: s, prompts, local } = t);
    second = t.second!;
  }, { seed: 'demo-production', id: PRODUCTION, label: 'Production' });

  it('a connection that differs: the diff shows both normalised sides, titled with the two tenants', async () => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row('Connections', 'partners-db'));
    const { title, left, right } = await diff();
    assert.equal(title, 'partners-db: Local emulator ↔ Production');
    assert.match(left, /^\/\/ connection "partners-db" \(con_demoPartnersDb01\)\n/);
    assert.match(left, /"passwordPolicy": "good"/);
    assert.match(right, /"passwordPolicy": "excellent"/);
    assert.match(left, /"disable_signup": true/);
    assert.match(right, /"disable_signup": false/);
    for (const text of [left, right]) {
      assert.match(text, /"enabled_applications": \[\n\s+"Storefront"\n\s+\]/);
      assert.doesNotMatch(text, /created_at|updated_at|"id"/);
    }
    assert.deepEqual(prompts.messages('info'), []);
    assert.deepEqual(prompts.messages('error'), []);
  });

  it('no counterpart: the right side says so, and a message too', async () => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row('Connections', 'linkedin'));
    const { left, right } = await diff();
    assert.match(left, /"strategy": "linkedin"/);
    assert.equal(right, '// No connection with the name "linkedin" on Production.\n');
    assert.deepEqual(prompts.messages('info'), ['Production has no connection with the name "linkedin": the right side is empty.']);
  });

  it('identical: a message says so; a database connection shows no secret of its options', async () => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row('Connections', 'Username-Password-Authentication'));
    const { left, right } = await diff();
    assert.equal(left, right);
    assert.match(left, /"gateway_authentication"/);
    assert.match(left, /enabled_applications: Back Office Sync is the application/);
    assert.deepEqual(prompts.messages('info'), ['The connection "Username-Password-Authentication" is the same on Local emulator and Production (ids, dates and secrets aside).']);
  });

  it('from the palette: tenant, kind, resource — a profile missing on production, its action by name', async () => {
    prompts.script(
      { kind: 'pick', value: 'Local emulator', expect: /Choose a tenant/ },
      { kind: 'pick', value: 'Token Exchange Profiles', expect: /Kind of resource on Local emulator/ },
      { kind: 'pick', value: 'Mobile device token', expect: /Token Exchange Profiles of Local emulator/ },
    );
    await vscode.commands.executeCommand('authTenants.compareWithTenant');
    const { left, right } = await diff();
    assert.match(left, /"action": "validate-mobile-device-token"/);
    assert.match(left, /\/\/ action: validate-mobile-device-token is the action c7e00000-0000-4000-8000-000000000003/);
    assert.match(right, /No token exchange profile with the subject_token_type "https:\/\/mobile.example.com\/device-token" on Production/);
  });

  it('the MFA phone factors group: voice enabled on production only', async () => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await child(s, local, 'MFA Phone Factors'));
    const { title, left, right } = await diff();
    assert.equal(title, 'MFA phone factors: Local emulator ↔ Production');
    assert.match(left, /"message_types": \[\n\s+"sms"\n\s+\]/);
    assert.match(right, /"message_types": \[\n\s+"sms",\n\s+"voice"\n\s+\]/);
  });

  it('Compare Tenants…: a report per kind, then the entries (differences first); a pick opens its diff', async () => {
    prompts.script(
      { kind: 'pickMany', value: ALL_KINDS, expect: /Kinds to compare between Local emulator and Production/ },
      { kind: 'pick', value: 'Car rental #003', expect: /Compare Tenants: Local emulator ↔ Production/ },
      { kind: 'pick', value: 'facebook' },
      { kind: 'pick', value: undefined },
    );
    await vscode.commands.executeCommand('authTenants.compareTenants', local);
    const kindsAsked = prompts.asked.find((a) => a.kind === 'pickMany')!;
    assert.deepEqual(kindsAsked.picked, ALL_KINDS, 'every kind is picked by default');
    const list = prompts.asked.filter((a) => a.kind === 'pick')[0]!.items!;
    assert.deepEqual(list.slice(0, 24), [
      'google-oauth2', 'partners-db', 'In-Store Kiosk', 'Storefront', 'Billing API', 'Orders API', 'Back Office Sync → Orders API', 'Reporting Job → Billing API',
      'add-roles-to-id-token', 'user-lifecycle-webhook', 'CRM webhook', 'MFA phone factors', 'Car rental #003', 'linkedin', 'Inventory API',
      'Back Office Sync → Inventory API', 'm2m-token-claims', 'Mobile device token', 'user-events-action', 'facebook', 'Marketing Site', 'Reporting API',
      'Reporting Job → Reporting API', 'geo-block-logins',
    ]);
    assert.equal(list.filter((l) => !l.startsWith('Copy ')).length, 24 + 8 + 10 + 1 + 1 + 6 + 2 + 1 + 1 + 124, 'the same ones follow (after the copies)');
    const report = latestReport();
    assert.ok(report, 'the report is open');
    assert.equal(report.languageId, 'markdown');
    const file = report.uri.path.split('/').at(-1)!;
    const preview = await until('the report rendered beside its source', () => vscode.window.tabGroups.all.flatMap((g) => g.tabs)
      .find((t) => t.input instanceof vscode.TabInputWebview && /markdown\.preview/.test(t.input.viewType) && t.label.includes(file)));
    const source = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === report.uri.toString());
    assert.ok(source, 'the source stays open (its lenses hold the actions)');
    assert.notEqual(preview.group.viewColumn, source.group.viewColumn, 'the preview is to the side');
    const text = report.getText();
    seen.push(text);
    assert.match(text, /\| Connections \| 2 \| 1 \| 1 \| 8 \|/);
    assert.match(text, /\| Token Exchange Profiles \| 0 \| 1 \| 0 \| 2 \|/);
    // APIs by identifier; the system API (each tenant's own) is never an entry.
    assert.match(text, /\| APIs \| 2 \| 1 \| 1 \| 1 \|/);
    assert.match(text, /\| Verification Templates \| 1 \| 0 \| 0 \| 124 \|/);
    assert.match(text, /\| Flows Vault Connections \| 1 \| 0 \| 0 \| 1 \|/);
    assert.match(text, /## Connections\n\n### differs \(2\)\n\n- google-oauth2\n- partners-db\n\n### only in Local emulator \(1\)\n\n- linkedin\n\n### only in Production \(1\)\n\n- facebook/);
    // The last entry opened: facebook, only on production (completed when opened: its enabled applications by name).
    const { left, right } = await diff();
    assert.equal(left, '// No connection with the name "facebook" on Local emulator.\n');
    assert.match(right, /"enabled_applications": \[\n\s+"Storefront"\n\s+\]/);
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).map((t) => t.label);
    assert.ok(tabs.includes('Car rental #003: Local emulator ↔ Production'), tabs.join(', '));
    // The report stays usable: a Compare lens on each entry's line opens its diff.
    const lenses = (await vscode.commands.executeCommand<vscode.CodeLens[]>('vscode.executeCodeLensProvider', report.uri)) ?? [];
    assert.equal(lenses.filter((l) => l.command?.title === 'Compare').length, list.filter((l) => !l.startsWith('Copy ')).length, 'one Compare lens per entry');
    const line = text.split('\n').indexOf('- user-lifecycle-webhook');
    const lens = lenses.find((l) => l.range.start.line === line && l.command?.title === 'Compare');
    assert.ok(lens?.command, `a lens on line ${line}`);
    assert.equal(lens.command.title, 'Compare');
    await vscode.commands.executeCommand(lens.command.command, ...(lens.command.arguments ?? []));
    const stream = await diff();
    assert.match(stream.left, /"event_type": "user.updated"/);
    assert.doesNotMatch(stream.right, /"event_type": "user.updated"/);
  });

  it('Compare Tenants… stops on Cancel and says so', async () => {
    prompts.cancelProgressAt = /Connections/;
    try {
      prompts.script({ kind: 'pick', value: 'Local emulator' }, { kind: 'pickMany', value: ALL_KINDS });
      await vscode.commands.executeCommand('authTenants.compareTenants');
    } finally {
      prompts.cancelProgressAt = undefined;
    }
    assert.deepEqual(prompts.messages('info'), ['Compare Tenants stopped: nothing was compared.']);
  });

  it('Compare Tenants…: a kind the token cannot read is reported as not compared, the others are compared', async () => {
    await s.registry.save(
      { id: 'narrow', label: 'Narrow', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
      { accessToken: await narrowToken('read:connections read:connections_options read:clients') },
    );
    try {
      prompts.script(
        { kind: 'pick', value: 'Narrow', expect: /Compare Tenants/ },
        { kind: 'pickMany', value: ['Connections', 'Event Streams'] },
        { kind: 'pick', value: undefined },
      );
      await vscode.commands.executeCommand('authTenants.compareTenants', local);
      const report = latestReport();
      const text = report.getText();
      assert.match(text, /\| Connections \| 0 \| 0 \| 0 \| 11 \|/);
      assert.match(text, /\| Event Streams \| not compared \| \| \| \|/);
      assert.match(text, /## Event Streams\n\nNot compared: .*read:event\\_streams/);
    } finally {
      await s.registry.remove('narrow');
    }
  });

  it('Compare with Tenant… ends quietly on Cancel: no diff, no message', async () => {
    prompts.cancelProgressAt = /./;
    const progress = prompts.progressShown.length;
    try {
      await vscode.commands.executeCommand('authTenants.compareWithTenant', await row('Connections', 'github'));
    } finally {
      prompts.cancelProgressAt = undefined;
    }
    assert.deepEqual(prompts.notices, []);
    assert.equal(prompts.progressShown.length, progress + 1);
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    assert.ok(!(tab?.input instanceof vscode.TabInputTextDiff), 'no diff opened');
  });

  it('with no other tenant: a clear message saying how to add one, nothing compared', async () => {
    await s.registry.remove(PRODUCTION);
    try {
      await vscode.commands.executeCommand('authTenants.compareWithTenant', await row('Connections', 'github'));
      assert.deepEqual(prompts.messages('error'), ['Local emulator is the only tenant: add another one with "Auth Tenants: Add Tenant…" to compare with it.']);
    } finally {
      await s.registry.save(
        { id: PRODUCTION, label: 'Production', domain: second.url, environment: 'production', method: 'client-secret', clientId: 'emulator-admin', emulator: true },
        { clientSecret: 'emulator-admin-secret' },
      );
      local = await child(s, undefined, 'Local emulator');
    }
  });

  it('the agent tool compareResource answers the same comparison through vscode.lm.invokeTool', async () => {
    const lm = (vscode as unknown as { lm: { invokeTool(name: string, o: { input: unknown; toolInvocationToken: undefined }): Thenable<{ content: { value?: string }[] }> } }).lm;
    const call = async (input: unknown) => {
      const result = await lm.invokeTool('authTenants_compareResource', { input, toolInvocationToken: undefined });
      const text = result.content.map((p) => p.value ?? '').join('');
      seen.push(text);
      return JSON.parse(text) as { status: string; matchedBy: string; differences: string[]; value: Record<string, unknown>; otherValue: unknown };
    };
    const db = (await row('Connections', 'partners-db')) as TreeNode & { data: { id: string } };
    const differs = await call({ tenant: 'Local emulator', otherTenant: 'Production', kind: 'connections', id: db.data.id });
    assert.equal(differs.status, 'differs');
    assert.equal(differs.matchedBy, 'name = partners-db');
    assert.ok(differs.differences.some((d) => /^options\.passwordPolicy: "good" → "excellent"$/.test(d)), differs.differences.join('\n'));
    assert.ok(!('id' in differs.value), 'no server-only field');
    const linkedin = (await row('Connections', 'linkedin')) as TreeNode & { data: { id: string } };
    const missing = await call({ tenant: 'Local emulator', otherTenant: 'Production', kind: 'connections', id: linkedin.data.id });
    assert.deepEqual([missing.status, missing.otherValue, missing.differences], ['missing on the other tenant', null, []]);
    const phone = await call({ tenant: 'Local emulator', otherTenant: 'Production', kind: 'phone-factors' });
    assert.equal(phone.status, 'differs');
    assert.ok(phone.differences.some((d) => /voice/.test(d)), phone.differences.join('\n'));
    const refused = await Promise.resolve(lm.invokeTool('authTenants_compareResource', { input: { tenant: 'Local emulator', otherTenant: 'Local emulator', kind: 'phone-factors' }, toolInvocationToken: undefined }))
      .then(() => '', (err: unknown) => (err instanceof Error ? err.message : String(err)));
    assert.match(refused, /Name two different tenants/);
  });

  it('no secret in any compare document', () => {
    assert.ok(seen.length >= 10, `read ${seen.length} documents`);
    const found = seen.flatMap((text) => SECRETS.filter((re) => re.test(text)).map(String));
    assert.deepEqual(found, []);
  });
});
