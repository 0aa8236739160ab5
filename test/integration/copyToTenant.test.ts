// Copy to Tenant… in a real VS Code with emulator tenants: the harness's emulator (`--seed demo`, "Local emulator")
// as the source, a second one (`--seed demo-production`, added as the production tenant "Production") and a third
// (`--seed empty`, "Empty staging": no action at all) as targets. The plan dialog is read, the target's state is
// read back over its API, and a second run finds nothing to do.
import * as assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import * as vscode from 'vscode';
import { DEFAULT_PHONE_TEMPLATES } from '../../src/emulator/routes/guardianPhone';
import { DEMO_APPLICATION_IDS as APPS } from '../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { setupFingerprint } from '../../src/emulator/routes/vaultSetups';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { adminGet, emulator, emulatorToken, emulatorUrl } from './helpers/emulator';
import { child, freshTenant } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';
import { startSecondEmulator, type SecondEmulator } from './helpers/secondEmulator';

const PRODUCTION = 'production-emulator';
const EMPTY = 'empty-emulator';
const MOBILE = 'https://mobile.example.com/device-token';
/** The API key typed for a vault connection copied to the empty tenant (zz-secrets.test.ts looks for it everywhere). */
const VAULT_KEY = 'copy-vault-api-key-5e71c9';
/** The gateway secret typed for a database connection copied to the empty tenant (zz-secrets.test.ts too). */
const GATEWAY_SECRET = 'copy-gateway-secret-a93f20';
const LINKEDIN_SECRET = 'copy-client-secret-5be01c';


describe('Copy to Tenant', function () {
  this.timeout(60_000);
  let production: SecondEmulator;
  let empty: SecondEmulator;
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;

  const row = async (group: string, name: string | RegExp) => child(s, await child(s, local, group), name);
  const profilesOn = async (url: string) => (await adminGet<{ token_exchange_profiles: { name: string; subject_token_type: string; action_id: string }[] }>(url, 'token-exchange-profiles')).token_exchange_profiles;

  before(async () => {
    [production, empty] = await Promise.all([startSecondEmulator('demo-production'), startSecondEmulator('empty')]);
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
    await s.registry.save(
      { id: PRODUCTION, label: 'Production', domain: production.url, environment: 'production', method: 'client-secret', clientId: 'emulator-admin', emulator: true },
      { clientSecret: 'emulator-admin-secret' },
    );
    await s.registry.save(
      { id: EMPTY, label: 'Empty staging', domain: empty.url, environment: 'staging', method: 'client-secret', clientId: 'emulator-admin', emulator: true },
      { clientSecret: 'emulator-admin-secret' },
    );
    local = await child(s, undefined, 'Local emulator');
  });
  beforeEach(() => {
    prompts.notices.length = 0;
    prompts.asked.length = 0;
    prompts.validationMessages.length = 0;
  });
  afterEach(() => {
    assert.equal(prompts.pending, 0, 'every scripted answer was used');
  });
  after(async () => {
    await s?.registry.remove(PRODUCTION);
    await s?.registry.remove(EMPTY);
    await Promise.all([production?.stop(), empty?.stop()]);
  });

  it('a target whose token lacks the create scope is named with the scope; nothing is sent', async () => {
    const accessToken = await emulatorToken(production.url, { scope: 'read:token_exchange_profiles read:actions' });
    await s.registry.save({ id: 'narrow', label: 'Production read-only', domain: production.url, environment: 'staging', method: 'access-token' }, { accessToken });
    try {
      prompts.script({ kind: 'pick', value: 'Production read-only', expect: /Copy from Local emulator to/ });
      await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Token Exchange Profiles', 'Mobile device token'));
      const pick = prompts.asked.find((a) => /Copy from Local emulator to/.test(a.text))!;
      assert.deepEqual(pick.items, ['Production', 'Empty staging', 'Production read-only'], 'the tenant whose token cannot write comes last');
      assert.deepEqual(pick.details!.slice(0, 2), ['', ''], 'the tenants that can take the copy are not marked');
      assert.match(pick.details![2]!, /Cannot be written: the token lacks create:token_exchange_profiles, update:token_exchange_profiles/);
      assert.equal(prompts.messages('error').length, 1);
      assert.match(prompts.messages('error')[0]!, /^The token for Production read-only lacks the scope create:token_exchange_profiles, which this action needs; nothing was sent\./);
      assert.equal((await profilesOn(production.url)).some((p) => p.subject_token_type === MOBILE), false);
    } finally {
      await s.registry.remove('narrow');
    }
  });

  it('a profile missing on production: the plan names its action, the typed tenant name is required, then it is created', async () => {
    assert.equal((await profilesOn(production.url)).some((p) => p.subject_token_type === MOBILE), false);
    prompts.script(
      { kind: 'pick', value: 'Production', expect: /Copy from Local emulator to/ },
      {
        kind: 'confirm', value: 'Create',
        expect: /^Create the token exchange profile "Mobile device token" \(subject_token_type https:\/\/mobile\.example\.com\/device-token\) on Production, copied from Local emulator\? From Local emulator to Production\n\nCreated with:\n.*action added \("validate-mobile-device-token"\)/s,
      },
      { kind: 'input', value: 'production', invalid: true, expect: /Production is a production tenant Type the tenant name "Production" to copy to it/ },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Token Exchange Profiles', 'Mobile device token'));
    assert.deepEqual(prompts.validationMessages, ['Type exactly: Production']);
    assert.equal((await profilesOn(production.url)).some((p) => p.subject_token_type === MOBILE), false, 'a wrong name sends nothing');

    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Create' },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Token Exchange Profiles', 'Mobile device token'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Created the token exchange profile "Mobile device token" (subject_token_type https://mobile.example.com/device-token) on Production.']);
    const created = (await profilesOn(production.url)).find((p) => p.subject_token_type === MOBILE);
    assert.equal(created?.name, 'Mobile device token');
    const actions = await adminGet<{ actions: { id: string; name: string }[] }>(production.url, 'actions/actions');
    assert.equal(actions.actions.find((a) => a.id === created?.action_id)?.name, 'validate-mobile-device-token');
  });

  it('run again: nothing to do, nothing is asked', async () => {
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Token Exchange Profiles', 'Mobile device token'));
    assert.deepEqual(prompts.messages('info'), ['Nothing to do: the token exchange profile "Mobile device token" (subject_token_type https://mobile.example.com/device-token) on Production already has what Local emulator has.']);
    assert.deepEqual(prompts.asked.map((a) => a.kind), ['pick']);
  });

  it('from the palette: tenant, kind (the kinds a copy knows), resource, target', async () => {
    prompts.script(
      { kind: 'pick', value: 'Local emulator', expect: /Choose a tenant/ },
      { kind: 'pick', value: 'Token Exchange Profiles', expect: /Copy to Tenant Kind of resource on Local emulator/ },
      { kind: 'pick', value: 'Mobile device token', expect: /Token Exchange Profiles of Local emulator/ },
      { kind: 'pick', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant');
    assert.deepEqual(prompts.asked[1]!.items, ['Applications', 'Token Exchange Profiles', 'APIs', 'Client Grants', 'Actions', 'Verification Templates', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors']);
    assert.match(prompts.messages('info')[0] ?? '', /^Nothing to do: the token exchange profile "Mobile device token"/);
  });

  it('a template that differs: updated field by field, then nothing to do', async () => {
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /^Update the verification template "Car rental #003" on Production from Local emulator\?.*Changes:\npresentation.*resident_address removed \(was true\)$/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Verification Templates', /^Car rental #003/));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Updated the verification template "Car rental #003" on Production: 1 change applied.']);
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Verification Templates', /^Car rental #003/));
    assert.match(prompts.messages('info')[1] ?? '', /^Nothing to do: the verification template "Car rental #003"/);
  });

  it('a connection: its options sent whole as the editor saves them, display_name kept, then nothing to do', async () => {
    const read = async () => (await adminGet<{ options: Record<string, unknown>; display_name: string }>(production.url, 'connections/con_demoPartnersDb01'));
    assert.equal((await read()).options.passwordPolicy, 'excellent');
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /^Update the connection "partners-db" on Production from Local emulator\?.*Changes:\noptions\.passwordPolicy: "excellent" → "good"\noptions\.disable_signup: false → true$/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'partners-db'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Updated the connection "partners-db" on Production: 2 changes applied.']);
    const after = await read();
    assert.equal(after.options.passwordPolicy, 'good');
    assert.equal(after.options.disable_signup, true);
    assert.equal(after.display_name, 'Partner portal');
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'partners-db'));
    assert.match(prompts.messages('info')[1] ?? '', /^Nothing to do: the connection "partners-db" on Production already has what Local emulator has\./);
  });

  it('a custom database script differing in a long line: no dialog cuts a value; Show Full Change opens both scripts in full, then Update applies it', async () => {
    const db = DEMO_CONNECTION_IDS.database;
    const long = (at150: string) => `  const note = "${'n'.repeat(135)}${at150}${'n'.repeat(60)}";`;
    const script = (line: string) => `function login(email, password, callback) {\n${line}\n  return callback(null, { user_id: email, email });\n}`;
    const setLogin = async (url: string, login: string) => {
      const { options } = await adminGet<{ options: { customScripts: Record<string, string> } }>(url, `connections/${db}`);
      const res = await fetch(`${url}/__emulator/connections/${db}`, {
        method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ options: { ...options, customScripts: { ...options.customScripts, login } } }),
      });
      assert.ok(res.ok);
      return options.customScripts.login!;
    };
    const original = await setLogin(emulatorUrl(), script(long('X')));
    await setLogin(production.url, script(long('a')));
    try {
      prompts.script(
        { kind: 'pick', value: 'Production' },
        { kind: 'confirm', value: 'Show Full Change', expect: /^Update the connection "Username-Password-Authentication" on Production from Local emulator\?.*Changes:\n1 change\(s\), too long or too many to show here in full/s },
        { kind: 'confirm', value: 'Update', expect: /Every change is shown in full in the diff/ },
        { kind: 'input', value: 'Production' },
      );
      await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'Username-Password-Authentication'));
      assert.deepEqual(prompts.messages('error'), []);
      assert.ok(prompts.asked.every((a) => !a.text.includes('…')), 'no question shows a cut value');
      const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputTextDiff && t.input.original.scheme === 'auth-tenants-review');
      assert.ok(tab, 'the review diff is open');
      const diff = tab.input as vscode.TabInputTextDiff;
      const now = (await vscode.workspace.openTextDocument(diff.original)).getText().split('\n');
      const after = (await vscode.workspace.openTextDocument(diff.modified)).getText().split('\n');
      assert.deepEqual(now.slice(0, 3), ['// options.customScripts.login', 'function login(email, password, callback) {', long('a')]);
      assert.deepEqual(after.slice(0, 3), ['// options.customScripts.login', 'function login(email, password, callback) {', long('X')]);
      const copied = await adminGet<{ options: { customScripts: { login: string } } }>(production.url, `connections/${db}`);
      assert.equal(copied.options.customScripts.login, script(long('X')));
      await vscode.window.tabGroups.close(tab);
    } finally {
      await setLogin(emulatorUrl(), original);
    }
  });

  it('an event stream: its subscriptions copied, the webhook secret listed as not copied', async () => {
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /^Update the event stream "user-lifecycle-webhook" on Production from Local emulator\?.*Changes:\nsubscriptions: .*Not copied:\n• webhook secret: A secret: it is not copied; the target keeps its own/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Event Streams', 'user-lifecycle-webhook'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.match(prompts.messages('info')[0] ?? '', /^Updated the event stream "user-lifecycle-webhook" on Production: 1 change applied\.\nNot copied:/);
    const stream = await adminGet<{ subscriptions: { event_type: string }[] }>(production.url, 'event-streams/est_demoUserLifecycle00001');
    assert.ok(stream.subscriptions.some((e) => e.event_type === 'user.updated'));
  });

  it('an event stream missing on the target: created with the webhook token typed in a password box, stored nowhere', async () => {
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: 'typed-webhook-token-0001', expect: /The bearer token for Empty staging — write-only/ },
      { kind: 'confirm', value: 'Create', expect: /^Create the event stream "user-lifecycle-webhook" on Empty staging, copied from Local emulator\?.*destination\.configuration\.webhook_authorization\.token: the one you typed/s },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Event Streams', 'user-lifecycle-webhook'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Created the event stream "user-lifecycle-webhook" on Empty staging.']);
    const { eventStreams: [stream] } = await adminGet<{ eventStreams: { id: string; name: string }[] }>(empty.url, 'event-streams');
    assert.equal(stream?.name, 'user-lifecycle-webhook');
    const fingerprint = await (await fetch(`${empty.url}/__emulator/event-streams/${stream!.id}/secret-fingerprint`)).json() as { secret_sha256: string };
    assert.equal(fingerprint.secret_sha256, createHash('sha256').update(`${stream!.id}\nbearer\ntyped-webhook-token-0001`).digest('hex'));
  });

  it('an action with no counterpart by name on the target: blocked with the reason, nothing sent', async () => {
    prompts.script({ kind: 'pick', value: 'Empty staging' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Token Exchange Profiles', 'Partner ID token'));
    assert.deepEqual(prompts.messages('error'), [
      'Cannot copy the token exchange profile "Partner ID token" (subject_token_type https://partner.example.com/id-token) from Local emulator to Empty staging; nothing was sent.\n'
      + 'Not copied:\n• action_id: The target has no action named "validate-partner-token": create and deploy it there (trigger custom-token-exchange), then copy again.',
    ]);
    assert.deepEqual(await profilesOn(empty.url), []);
  });

  it('a client grant: Production\'s grant of the same application and API gets the scopes; one whose API it lacks is blocked', async () => {
    const billing = async () => (await adminGet<{ client_grants: { audience: string; scope: string[] }[] }>(production.url, 'client-grants?include_totals=true&audience=https%3A%2F%2Fbilling.example.com%2F')).client_grants;
    assert.deepEqual((await billing()).map((g) => g.scope), [['read:invoices', 'export:invoices']]);
    prompts.script(
      { kind: 'pick', value: 'Local emulator' },
      { kind: 'pick', value: 'Client Grants' },
      { kind: 'pick', value: 'Reporting Job → https://billing.example.com/' },
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /Reporting Job → https:\/\/billing\.example\.com\/[\s\S]*scope/ },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant');
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual((await billing()).map((g) => g.scope), [['read:invoices']]);
    prompts.script(
      { kind: 'pick', value: 'Local emulator' },
      { kind: 'pick', value: 'Client Grants' },
      { kind: 'pick', value: 'Back Office Sync → urn:example:inventory' },
      { kind: 'pick', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant');
    assert.match(prompts.messages('error').at(-1) ?? '', /nothing was sent[\s\S]*The target has no API with the identifier urn:example:inventory: copy the API first/);
  });

  it('a vault connection missing on the target: created with its URL and API key typed (checked as typed), the key stored nowhere', async () => {
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: 'http://acme.api-us1.com', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Flows Vault Connections', 'Newsletter sync'));
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: 'https://acme.api-us1.com' },
      { kind: 'input', value: '', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Flows Vault Connections', 'Newsletter sync'));
    assert.deepEqual(prompts.validationMessages, ['Use an https:// URL.', 'Enter the API key.']);
    assert.deepEqual(await adminGet<unknown[]>(empty.url, 'flows/vault/connections'), [], 'nothing was sent');
    prompts.notices.length = 0;
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: 'https://acme.api-us1.com', expect: /The ActiveCampaign Account API URL for Empty staging — write-only/ },
      { kind: 'input', value: VAULT_KEY, expect: /The ActiveCampaign API key for Empty staging — write-only/ },
      { kind: 'confirm', value: 'Create', expect: /^Create the flows vault connection "Newsletter sync" on Empty staging, copied from Local emulator\?.*app_id added \("ACTIVECAMPAIGN"\).*setup\.api_key: the one you typed/s },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Flows Vault Connections', 'Newsletter sync'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Created the flows vault connection "Newsletter sync" on Empty staging.']);
    const [created] = await adminGet<{ id: string; name: string; app_id: string; ready: boolean }[]>(empty.url, 'flows/vault/connections');
    assert.equal(created?.name, 'Newsletter sync');
    assert.equal(created?.ready, true);
    const full = await adminGet<{ fingerprint: string }>(empty.url, `flows/vault/connections/${created!.id}`);
    assert.equal(full.fingerprint, setupFingerprint(created!.id, 'ACTIVECAMPAIGN', { type: 'API_KEY', base_url: 'https://acme.api-us1.com', api_key: VAULT_KEY }));
    prompts.script({ kind: 'pick', value: 'Empty staging' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Flows Vault Connections', 'Newsletter sync'));
    assert.match(prompts.messages('info')[1] ?? '', /^Nothing to do: the flows vault connection "Newsletter sync" on Empty staging already has what Local emulator has\.\nNot copied:\n• setup: .*Update Credentials…/s);
  });

  it('a connection missing on production: its client secret typed, created with its application by name, then nothing to do', async () => {
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'input', value: LINKEDIN_SECRET, expect: /The client secret for Production — write-only/ },
      { kind: 'confirm', value: 'Create', expect: /^Create the connection "linkedin" on Production, copied from Local emulator\?.*strategy added \("linkedin"\).*enabled_applications added \(\["Storefront"\]\).*options\.client_secret: the one you typed/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'linkedin'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), ['Created the connection "linkedin" on Production.']);
    const { connections } = await adminGet<{ connections: { id: string; name: string; strategy: string }[] }>(production.url, 'connections?take=100');
    const created = connections.find((c) => c.name === 'linkedin');
    assert.equal(created?.strategy, 'linkedin');
    const full = await adminGet<{ options: Record<string, unknown> }>(production.url, `connections/${created!.id}`);
    assert.equal(full.options.client_secret, LINKEDIN_SECRET, 'the typed client secret reached the target');
    const { clients } = await adminGet<{ clients: { client_id: string }[] }>(production.url, `connections/${created!.id}/clients?take=100`);
    const apps = await adminGet<{ client_id: string; name: string }[]>(production.url, 'clients');
    assert.deepEqual(clients.map((c) => apps.find((a) => a.client_id === c.client_id)?.name), ['Storefront']);
    prompts.script({ kind: 'pick', value: 'Production' });
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'linkedin'));
    assert.deepEqual(prompts.messages('info')[1], 'Nothing to do: the connection "linkedin" on Production already has what Local emulator has.');
  });

  it('a database connection missing on the target: its gateway secret typed, its script settings and applications listed as not copied', async () => {
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: '', invalid: true, expect: /The gateway authentication secret for Empty staging — write-only/ },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'Username-Password-Authentication'));
    assert.deepEqual(prompts.validationMessages, ['Required: the gateway authentication secret cannot be copied, and the connection "Username-Password-Authentication" needs it.']);
    prompts.script(
      { kind: 'pick', value: 'Empty staging' },
      { kind: 'input', value: GATEWAY_SECRET },
      {
        kind: 'confirm', value: 'Show Full Change',
        expect: /^Create the connection "Username-Password-Authentication" on Empty staging.*options\.gateway_authentication\.secret: the one you typed.*Not copied:\n• options\.configuration: .*dashboard.*\n• enabled_applications: No application/s,
      },
      { kind: 'confirm', value: 'Create', expect: /Every change is shown in full in the diff/ },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'Username-Password-Authentication'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.match(prompts.messages('info')[0] ?? '', /^Created the connection "Username-Password-Authentication" on Empty staging\.\nNot copied:/);
    const { connections } = await adminGet<{ connections: { name: string; options: { gateway_authentication?: { secret?: string }; configuration?: unknown } }[] }>(empty.url, 'connections?take=100');
    const created = connections.find((c) => c.name === 'Username-Password-Authentication');
    assert.equal(created?.options.gateway_authentication?.secret, GATEWAY_SECRET);
    assert.equal(created?.options.configuration, undefined);
  });

  it('a connection\'s applications by name: refused says nothing was applied; a lost answer may have applied it; run again, what is left', async () => {
    const googleClients = `connections/${DEMO_CONNECTION_IDS.google}/clients`;
    const enabledOnProduction = async () => (await adminGet<{ clients: { client_id: string }[] }>(production.url, `${googleClients}?take=100`)).clients.map((c) => c.client_id).sort();
    const fault = async (spec: string) => assert.ok((await fetch(`${production.url}/__emulator/faults`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ spec }),
    })).ok);
    assert.equal((await emulator.api('PATCH', googleClients, [{ client_id: APPS.backOffice, status: true }])).status, 204);
    const notDisabled = 'Not copied:\n• enabled_applications: Not disabled: "Mobile App" is enabled on the target but not here. A copy enables applications, it never disables one (its users could no longer sign in): use Enabled Applications… on the target to disable it.';
    try {
      await fault('400@1x1:PATCH /api/v2/connections/*/clients');
      prompts.script(
        { kind: 'pick', value: 'Production' },
        {
          kind: 'confirm', value: 'Update',
          expect: new RegExp(`^Update the connection "google-oauth2" on Production from Local emulator\\?.*Changes:\nenabled_applications: \\["Mobile App","Storefront"\\] → \\["Back Office Sync","Mobile App","Storefront"\\]\n\n${notDisabled.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 's'),
        },
        { kind: 'input', value: 'Production' },
      );
      await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'google-oauth2'));
      assert.equal(prompts.messages('error').length, 1);
      assert.match(prompts.messages('error')[0]!, /^Nothing was applied to Production: .+ Run Copy to Tenant… again once it is fixed; it plans from what Production has then\.$/s);
      assert.deepEqual(await enabledOnProduction(), [APPS.storefront, APPS.mobile].sort());

      await fault('drop@1x1:PATCH /api/v2/connections/*/clients');
      prompts.script({ kind: 'pick', value: 'Production' }, { kind: 'confirm', value: 'Update' }, { kind: 'input', value: 'Production' });
      await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'google-oauth2'));
      assert.equal(prompts.messages('error').length, 2);
      assert.match(prompts.messages('error')[1]!, /^The change to the connection "google-oauth2" on Production may or may not have been applied: .+ Run Copy to Tenant… again: it plans from what Production has now, so it shows what is left\.$/s);
      assert.doesNotMatch(prompts.messages('error')[1]!, /Nothing was applied/);
      assert.deepEqual(await enabledOnProduction(), [APPS.backOffice, APPS.storefront, APPS.mobile].sort(), 'the lost answer followed an applied change');

      prompts.script({ kind: 'pick', value: 'Production' });
      await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Connections', 'google-oauth2'));
      assert.deepEqual(prompts.messages('info'), [`Nothing to do: the connection "google-oauth2" on Production already has what Local emulator has.\n${notDisabled}`]);
      assert.deepEqual(prompts.asked.map((a) => a.kind), ['pick', 'confirm', 'input', 'pick', 'confirm', 'input', 'pick']);
    } finally {
      await fault('');
      assert.equal((await emulator.api('PATCH', googleClients, [{ client_id: APPS.backOffice, status: false }])).status, 204, 'the harness emulator as the next suites expect it');
    }
  });

  it('the MFA phone factors from their group: a failure part way says what was applied; run again, the rest', async () => {
    const templates = { enrollment_message: 'Staging enrollment {{code}}', verification_message: 'Staging code {{code}}' };
    assert.equal((await emulator.api('PUT', 'guardian/factors/phone/templates', templates)).status, 200);
    const faults = await fetch(`${production.url}/__emulator/faults`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ spec: '400@1x1:PUT /api/v2/guardian/factors/phone/message-types' }),
    });
    assert.ok(faults.ok);
    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /^Update the MFA phone factors on Production from Local emulator\?.*Changes:\ntemplates\.enrollment_message: .*\nmessage_types: \["sms","voice"\] → \["sms"\]$/s },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await child(s, local, 'MFA Phone Factors'));
    assert.equal(prompts.messages('error').length, 1);
    assert.match(prompts.messages('error')[0]!, /^Partly applied to Production: the message templates done; not applied: the enabled message types \(.+\) Run Copy to Tenant… again once it is fixed/s);
    assert.deepEqual(await adminGet(production.url, 'guardian/factors/phone/templates'), templates);

    prompts.script(
      { kind: 'pick', value: 'Production' },
      { kind: 'confirm', value: 'Update', expect: /Changes:\nmessage_types: \["sms","voice"\] → \["sms"\]$/ },
      { kind: 'input', value: 'Production' },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await child(s, local, 'MFA Phone Factors'));
    assert.deepEqual(prompts.messages('info'), ['Updated the MFA phone factors on Production: 1 change applied.']);
    assert.deepEqual((await adminGet<{ message_types: string[] }>(production.url, 'guardian/factors/phone/message-types')).message_types, ['sms']);
    assert.equal((await emulator.api('PUT', 'guardian/factors/phone/templates', DEFAULT_PHONE_TEMPLATES)).status, 200, 'the harness emulator as the next suites expect it');
  });
});
