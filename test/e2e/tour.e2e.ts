// The extension as a user meets it: installed in a real VS Code workbench (code-server, in headless Chromium),
// against the local tenant emulator's demo data. One story, in order: add the tenant through the UI, browse
// every resource group, page the templates, create a token exchange profile from the draft editor, edit and
// delete it, rename and delete a vault connection and create one, create, edit and delete a verification
// template, create and
// delete a database connection, switch the phone provider to Twilio, edit a connection through the change review, set the phone factors, redeliver a failed delivery, create an event
// stream step by step, send it a test event and read the failed delivery, redeliver a selection, delete an event
// stream, then add the demo's production twin as a second tenant, compare a connection with it in the diff editor
// and copy the connection to it after its plan. Each step checks what is on screen; some also check the server. The pictures in the README come
// from here (media/screenshots/, with `node test/harness/e2e.mjs --update-screenshots`).
import * as assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID, DEMO_EVENT_STREAM_IDS, DEMO_VAULT_CONNECTION_IDS } from '../../src/emulator/seed/ids';
import { apiGet, apiPatch } from './emulator';
import { env } from './env';
import { sleep, TIMEOUT, until, Workbench } from './workbench';

const TENANT = 'Demo tenant';
const GROUPS = ['Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates'];
const DB = 'Username-Password-Authentication';
/** A webhook secret typed in the tour (the review and the tenant's answer are checked not to show it). */
const E2E_WEBHOOK_TOKEN = 'e2e-bearer-api-key-5f2c9d';

describe('Auth Tenants in the browser (installed in code-server)', function () {
  let wb: Workbench;
  /** The token exchange profile the tour creates (then edits and deletes). */
  let createdProfileId = '';
  /** Steps that passed; a step that needs a failed one is skipped instead of timing out again. */
  const passed = new Set<string>();
  const needs = (ctx: Mocha.Context, ...steps: string[]) => {
    const missing = steps.filter((s) => !passed.has(s));
    if (missing.length) {
      console.log(`      (skipped: needs the step${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which failed)`);
      ctx.skip();
    }
  };
  /** The tree rows under `label` as "label — description". */
  const childrenOf = async (label: string) => (await wb.tree.childrenOf(label)).map((r) => (r.description ? `${r.label} — ${r.description}` : r.label));
  /** Waits until a tree row shows this description. */
  const description = (label: string, expected: string | RegExp) =>
    until(`"${label}" to show "${String(expected)}"`, async () => {
      let row = (await wb.tree.rows({ sticky: true })).find((r) => r.label === label);
      if (!row) {
        await wb.tree.reveal(label);
        row = (await wb.tree.rows()).find((r) => r.label === label);
      }
      return row && (typeof expected === 'string' ? row.description === expected : expected.test(row.description)) && row;
    }, { state: () => wb.tree.summary() });

  before(async function () {
    this.timeout(120_000);
    wb = await Workbench.open();
  });

  afterEach(async function () {
    if (this.currentTest?.state === 'failed' && wb) {
      const file = await wb.failureScreenshot(this.currentTest.title);
      if (file) console.log(`      screenshot: ${file}`);
      await wb.recover().catch((e: unknown) => console.log(`      (could not tidy up after the failure: ${e instanceof Error ? e.message : String(e)})`));
    }
  });

  after(async () => {
    await wb?.close();
  });

  it('shows the Auth Tenants view in the activity bar, with its welcome content and no tenant yet', async () => {
    await until('the Auth Tenants activity bar entry (the extension is installed)', () => wb.activityBarItem('Auth Tenants').isVisible(), { timeout: 60_000 });
    await wb.openTenantsView();
    const welcome = wb.page.locator('[id="workbench.view.extension.authTenants"] .welcome-view-content');
    await welcome.waitFor({ timeout: TIMEOUT });
    assert.match(await welcome.innerText(), /No tenant yet\. Add one with a machine-to-machine client/);
    assert.ok(await welcome.locator('.monaco-button', { hasText: 'Add Tenant' }).isVisible(), 'the welcome view offers Add Tenant');
    passed.add('view');
  });

  it('adds the emulator as a tenant with Add Tenant… from the command palette (domain, client secret, label, environment)', async function () {
    needs(this, 'view');
    const q = wb.quick;
    await wb.runCommand('Auth Tenants: Add Tenant…');

    // The sign-in method first (not numbered: it decides how many steps follow), then 1/5 … 5/5.
    await q.waitForTitle('Add Tenant');
    assert.deepEqual((await q.items()).map((i) => i.label), [
      'Client secret, machine-to-machine client id and secret',
      'Private key (RS256), private key JWT signed with RS256',
      'Private key (PS256), private key JWT signed with PS256',
      'Access token, paste a Management API token; it is not renewed',
    ]);
    await q.pick('Client secret');

    await q.waitForTitle('Add Tenant (1/5)');
    assert.match(await q.message(), /tenant domain/i);
    await q.fill('http://tenant.example.com');
    await until('the https validation message', async () => /must use https:\/\//.test(await q.message()), { state: () => q.message() });
    await q.fill(env.emulatorUrl); // plain http is fine for loopback
    await wb.screenshot('add-tenant');
    await q.submit(env.emulatorUrl);

    await q.waitForTitle('Add Tenant (2/5)');
    assert.match(await q.message(), /Client ID of the machine-to-machine application/);
    await q.submit('emulator-admin');

    await q.waitForTitle('Add Tenant (3/5)');
    assert.equal(await q.input.getAttribute('type'), 'password', 'the secret is typed into a password box');
    await q.submit('emulator-admin-secret');

    await q.waitForTitle('Add Tenant (4/5)');
    assert.equal(await q.input.inputValue(), '127.0.0.1', 'the label is prefilled with the host name');
    await q.submit(TENANT);

    await q.waitForTitle('Add Tenant (5/5)');
    assert.deepEqual((await q.items()).map((i) => i.label), ['development', 'staging', 'production, destructive actions ask for the resource name']);
    await q.pick('development');

    const toast = await wb.toast(/^Added Demo tenant\. The token grants \d+ scopes\.$/);
    assert.ok(Number(/grants (\d+)/.exec(toast)?.[1]) > 10, toast);
    const tenant = await wb.tree.find(TENANT, 1);
    assert.equal(tenant.description, `development · ${env.emulatorUrl.replace(/^http:\/\//, '')}`);
    assert.equal(tenant.expanded, false);
    assert.equal(await wb.page.locator('[id="workbench.view.extension.authTenants"] .welcome-view-content').isVisible(), false, 'the welcome content is gone');
    passed.add('tenant');
  });

  it('expands the tenant and every resource group, each loaded with its items and count', async function () {
    needs(this, 'tenant');
    await wb.clearNotifications();
    await wb.sideBarWidth(470);
    const groups = await wb.tree.expand(TENANT, 1);
    assert.deepEqual(groups.map((g) => g.label), GROUPS);

    await wb.tree.expand('Token Exchange Profiles');
    assert.deepEqual(await childrenOf('Token Exchange Profiles'), [
      'Partner ID token — …/id-token',
      'Legacy session migration — …:legacy-session',
      'Mobile device token — …/device-token',
    ]);
    await description('Token Exchange Profiles', '3');

    await wb.tree.expand('Connections');
    const connections = await childrenOf('Connections');
    assert.equal(connections.length, 11, connections.join('\n'));
    assert.equal(connections[0], `${DB} — auth0`);
    for (const c of ['google-oauth2 — google-oauth2', 'acme-saml — samlp', 'sms — sms']) assert.ok(connections.includes(c), `${c} in ${connections.join(', ')}`);
    await description('Connections', '11');

    await wb.tree.expand('Event Streams');
    assert.deepEqual(await childrenOf('Event Streams'), ['user-lifecycle-webhook — enabled · webhook', 'org-events-eventbridge — enabled · eventbridge']);
    await description('Event Streams', '2');
    await wb.tree.expand('user-lifecycle-webhook');
    const deliveries = await wb.tree.childrenOf('user-lifecycle-webhook');
    assert.deepEqual(deliveries.map((d) => d.label), ['user.created', 'user.updated', 'user.deleted', 'user.updated']);
    for (const d of deliveries) assert.match(d.description, /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} · 4 attempts$/);
    await description('user-lifecycle-webhook', '4 failed · enabled · webhook');

    await wb.tree.expand('Flows Vault Connections');
    assert.deepEqual(await childrenOf('Flows Vault Connections'), ['Newsletter sync — ActiveCampaign', 'CRM webhook — HTTP request']);
    await description('Flows Vault Connections', '2');

    await wb.tree.expand('MFA Phone Factors');
    assert.deepEqual(await childrenOf('MFA Phone Factors'), ['SMS — enabled', 'Voice — disabled', 'Provider: auth0', 'Message Templates — enrollment · verification']);
    await description('MFA Phone Factors', 'sms');

    // Connections folded, so the templates (and in the picture, the template's row) fit on the screen.
    await wb.tree.collapse('Connections');
    const templates = await wb.tree.expand('Verification Templates');
    assert.equal(`${templates[0].label} — ${templates[0].description}`, 'Age over 18 #001 — 2 of 21 claims');
    await description('Verification Templates', '50+');

    // Opening a template shows it as an editable document whose header names it and its tenant (the requested mDL
    // claims are in the header's hover).
    await (await wb.tree.reveal('Car rental #003')).locator('.label-name').click();
    await wb.waitForEditor(/^auth-tenants:.*\/verification-templates\/vct_demoTemplate0000000003\/Car-rental-003\.verification-template\.json$/);
    const header = () => wb.editor.locator('.codelens-decoration').allInnerTexts();
    await until('the template and its tenant in the header', async () => (await header()).some((l) => /^Car rental #003 · Demo tenant/.test(l)), { state: header });
    const template = await until('the template document', async () => {
      const t = await wb.editorText();
      return t.includes('"driving_privileges": true') && t;
    });
    assert.match(template, /"name": "Car rental #003"/);
    await wb.tree.reveal(TENANT, 1);
    await wb.parkMouse();
    await wb.screenshot('tree');
    await wb.runCommand('View: Close All Editors');
    passed.add('groups');
  });

  it('pages the verification templates with "Load more…" until the last one', async function () {
    needs(this, 'groups');
    await wb.tree.expand(TENANT, 1);
    for (const g of ['Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors']) await wb.tree.collapse(g);
    /** The two rows at the end of the templates group: the last template and "Load more…". */
    const lastTwo = async () => {
      await wb.tree.reveal('Load more…');
      const rows = await wb.tree.rows();
      const i = rows.findIndex((r) => r.label === 'Load more…');
      return i > 0 ? [rows[i - 1].label, rows[i].label] : [];
    };
    await wb.tree.expand('Verification Templates');
    await until('template #050 right before "Load more…"', async () => {
      const [a, b] = await lastTwo();
      return /#050$/.test(a ?? '') && b === 'Load more…';
    }, { state: lastTwo });

    await wb.tree.row('Load more…').click();
    await description('Verification Templates', '100+');
    await until('template #100 right before "Load more…"', async () => /#100$/.test((await lastTwo())[0] ?? ''), { state: lastTwo });

    await wb.tree.row('Load more…').click();
    await description('Verification Templates', '125');
    await wb.tree.scrollToBottom();
    await until('template #125 as the last row, without "Load more…"', async () => {
      const rows = await wb.tree.rows();
      const last = rows.at(-1);
      return last?.last && /#125$/.test(last.label) && !rows.some((r) => r.label === 'Load more…');
    }, { state: () => wb.tree.summary() });
    await wb.tree.collapse('Verification Templates');
    passed.add('templates');
  });

  it('creates a token exchange profile from the draft editor: a bad value shows in the editor and Problems, then it is fixed and created', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Token Exchange Profiles');
    await wb.tree.inlineAction('Token Exchange Profiles', 'Create Token Exchange Profile…');
    await wb.waitForEditor(/^auth-tenants-draft:.*\/new(-\d+)?\.token-exchange-profile\.json$/);
    const draft = await until('the draft template', async () => {
      const text = await wb.editorText();
      return text.includes('"type": "custom_authentication"') && text;
    });
    assert.match(draft, /"name": "Token Exchange Profile 1"/);
    assert.match(draft, /"subject_token_type": "urn:example:external-token"/);
    assert.ok(draft.includes(`"action_id": "${DEMO_CTE_ACTION_ID}"`), 'action_id is prefilled with the deployed custom-token-exchange action');
    await until('the Create CodeLens', async () => (await wb.codeLenses()).includes('Create token exchange profile on Demo tenant'), { state: () => wb.codeLenses() });
    assert.ok(await wb.page.locator('.editor-actions .action-label[aria-label="Create Token Exchange Profile from Draft"]').isVisible(), 'the editor title has the Create button');

    await wb.replaceInEditor('Token Exchange Profile 1', 'Partner SSO exchange');
    await wb.replaceInEditor('urn:example:external-token', 'partner.example.com/sso-token');
    await until('an error squiggle in the editor', () => wb.editor.locator('.squiggly-error').first().isVisible());
    await until('the status bar to count 1 error', async () => /Errors: 1\b/.test(await wb.statusProblems()), { state: () => wb.statusProblems() });
    const problems = await until('the problem in the Problems panel', async () => {
      const rows = await wb.problems();
      return rows.some((r) => /^Error: Must be a URL of your own, .* at line 3 and character \d+\. generated by auth-tenants/.test(r)) && rows;
    }, { state: () => wb.problems() });
    assert.match(problems[0], /^1 problems in file new\.token-exchange-profile\.json/);
    // The picture: the message under the mouse, over the squiggle.
    // The editor may ignore a mouse that arrives while it is still laying out: move off and back until it shows.
    const hover = wb.page.locator('.monaco-hover:not(.hidden)').filter({ hasText: 'Must be a URL of your own' });
    let attempt = 0;
    await until('the diagnostic hover over the squiggle', async () => {
      const squiggle = await wb.editor.locator('.squiggly-error').first().boundingBox();
      if (!squiggle) return false;
      await wb.parkMouse();
      await wb.page.mouse.move(squiggle.x + (squiggle.width * (1 + (attempt++ % 3))) / 4, squiggle.y + squiggle.height / 2, { steps: 4 });
      return hover.first().waitFor({ timeout: 2500 }).then(() => true, () => false);
    }, { state: () => wb.problems() });
    await sleep(400); // the hover fades in
    await wb.screenshot('draft-diagnostic');
    await wb.parkMouse();

    // Create is refused while the draft has an error.
    await wb.editor.locator('.codelens-decoration a', { hasText: 'Create token exchange profile on Demo tenant' }).click();
    await wb.toast(/^Create token exchange profile refused: fix the problem on line 3 first: Must be a URL of your own/);
    assert.equal((await apiGet<{ token_exchange_profiles: { name: string }[] }>('token-exchange-profiles')).body.token_exchange_profiles.some((p) => p.name === 'Partner SSO exchange'), false);

    await wb.replaceInEditor('partner.example.com/sso-token', 'https://partner.example.com/sso-token');
    await until('the squiggle to go away', async () => (await wb.editor.locator('.squiggly-error').count()) === 0);
    await until('an empty Problems panel', async () => (await wb.problems()).length === 0 && /No problems have been detected/.test(await wb.problemsMessage()));
    await wb.clearNotifications();
    await wb.editor.locator('.codelens-decoration a', { hasText: 'Create token exchange profile on Demo tenant' }).click();
    const created = await wb.toast(/^Created the token exchange profile Partner SSO exchange \(tep_\w+\) on Demo tenant\.$/);
    await until('the draft to close', async () => !(await wb.tabs()).some((t) => t.name.endsWith('.token-exchange-profile.json')), { state: () => wb.tabs() });
    await wb.closePanel();

    await wb.tree.expand('Token Exchange Profiles');
    await until('the new profile in the tree', async () => (await childrenOf('Token Exchange Profiles')).includes('Partner SSO exchange — …/sso-token'), { state: () => childrenOf('Token Exchange Profiles') });
    await description('Token Exchange Profiles', '4');
    const id = /\((tep_\w+)\)/.exec(created)![1];
    const { status, body } = await apiGet<Record<string, unknown>>(`token-exchange-profiles/${id}`);
    assert.equal(status, 200);
    assert.deepEqual({ name: body.name, subject_token_type: body.subject_token_type, action_id: body.action_id }, { name: 'Partner SSO exchange', subject_token_type: 'https://partner.example.com/sso-token', action_id: DEMO_CTE_ACTION_ID });
    await wb.tree.collapse('Token Exchange Profiles');
    createdProfileId = id;
    passed.add('create-profile');
  });

  it('edits the new token exchange profile as JSON after its change list, then deletes it after its confirmation', async function () {
    needs(this, 'create-profile');
    const before = 'Partner SSO exchange';
    const after = 'Partner SSO exchange EU';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Token Exchange Profiles');
    await (await wb.tree.reveal(before)).locator('.label-name').click(); // the row opens it for editing
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/token-exchange-profiles/${createdProfileId}/.*\\.token-exchange-profile\\.json$`));
    await until('the profile document', async () => (await wb.editorText()).includes(`"name": "${before}"`));
    await wb.replaceInEditor(before, after); // no quote typed: the editor would close it by itself
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name.endsWith('.token-exchange-profile.json') && t.dirty), { state: () => wb.tabs() });
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to token exchange profile ${before} on Demo tenant?`);
    assert.equal(review.detail, `name: "${before}" → "${after}"`);
    await wb.dialogButton('Apply');
    await wb.toast(/^Token exchange profile Partner SSO exchange( EU)? updated\.$/);
    assert.equal((await apiGet<{ name: string }>(`token-exchange-profiles/${createdProfileId}`)).body.name, after);
    await wb.runCommand('View: Close All Editors');
    await until('the renamed profile in the tree', async () => (await wb.tree.childrenOf('Token Exchange Profiles')).some((r) => r.label === after), { state: () => wb.tree.summary() });

    await wb.clearNotifications();
    await wb.tree.contextMenu(after, 'Delete Token Exchange Profile…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the token exchange profile "${after}" from Demo tenant?`);
    assert.match(dialog.detail, /subject_token_type https:\/\/partner\.example\.com\/sso-token stop working/);
    await wb.dialogButton('Delete');
    await wb.toast(new RegExp(`^Deleted the token exchange profile ${after}`));
    await until('the profile to leave the tree', async () => !(await wb.tree.childrenOf('Token Exchange Profiles')).some((r) => r.label === after), { state: () => wb.tree.summary() });
    await description('Token Exchange Profiles', '3');
    assert.equal((await apiGet(`token-exchange-profiles/${createdProfileId}`)).status, 404);
    await wb.tree.collapse('Token Exchange Profiles');
  });

  it('renames a flows vault connection from its inline action, then deletes it after its confirmation', async function () {
    needs(this, 'groups');
    const before = 'CRM webhook';
    const after = 'CRM webhook EU';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Flows Vault Connections');
    await wb.tree.inlineAction(before, 'Rename Flows Vault Connection…');
    await wb.quick.waitForTitle(`Rename the vault connection ${before} on Demo tenant`);
    await wb.quick.fill('Newsletter sync');
    await until('the taken name refused as typed', async () => /already has a vault connection named "Newsletter sync"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(after);
    await wb.toast(`Renamed the vault connection ${before} to ${after} on Demo tenant.`);
    await until('the renamed row', async () => (await wb.tree.childrenOf('Flows Vault Connections')).some((r) => r.label === after), { state: () => wb.tree.summary() });
    assert.equal((await apiGet<{ name: string }>(`flows/vault/connections/${DEMO_VAULT_CONNECTION_IDS.httpBearer}`)).body.name, after);

    await wb.clearNotifications();
    await wb.tree.contextMenu(after, 'Delete Flows Vault Connection…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the vault connection "${after}" from Demo tenant?`);
    assert.match(dialog.detail, /^Flows that use it stop working/);
    await wb.dialogButton('Delete');
    await wb.toast(new RegExp(`^Deleted the vault connection ${after}`));
    await until('the connection to leave the tree', async () => (await wb.tree.childrenOf('Flows Vault Connections')).map((r) => r.label).join() === 'Newsletter sync', { state: () => wb.tree.summary() });
    assert.equal((await apiGet(`flows/vault/connections/${DEMO_VAULT_CONNECTION_IDS.httpBearer}`)).status, 404);
    await wb.tree.collapse('Flows Vault Connections');
  });

  it('creates a flows vault connection step by step: name checked as typed, app, the API key in a password box', async function () {
    needs(this, 'groups');
    const name = 'Transactional email';
    const key = 'SG.e2e-sendgrid-api-key-3c9f1a77d2';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Flows Vault Connections');
    await wb.tree.inlineAction('Flows Vault Connections', 'Create Flows Vault Connection…');
    // The app first (unnumbered: it decides the steps), then the name and its one key: steps 1/2 and 2/2.
    await wb.quick.waitForTitle('Create Flows Vault Connection on Demo tenant');
    await wb.quick.fill('SendGrid');
    await wb.quick.pick('SendGrid');
    await wb.quick.waitForTitle('Create Flows Vault Connection (1/2)');
    await wb.quick.fill('Newsletter sync');
    await until('the taken name refused as typed', async () => /already has a vault connection named "Newsletter sync"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(name);
    await wb.quick.waitForTitle('Create Flows Vault Connection (2/2)');
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the API key is typed in a password box');
    await wb.quick.submit(key);
    await wb.toast(/^Created the vault connection Transactional email \((not )?ready\)\.$/);
    await until('the new row', async () => (await childrenOf('Flows Vault Connections')).includes(`${name} — SendGrid`), { state: () => childrenOf('Flows Vault Connections') });
    const { body } = await apiGet<{ name: string; app_id: string }[]>('flows/vault/connections'); // without include_totals: the bare list
    assert.ok(body.some((c) => c.name === name && c.app_id === 'SENDGRID'), JSON.stringify(body));
    assert.ok(!JSON.stringify(body).includes(key), 'the tenant never answers the key');
    await wb.tree.collapse('Flows Vault Connections');
  });

  it('creates a verification template from a name and a claims multi-select, edits it as JSON, then deletes it', async function () {
    needs(this, 'groups');
    const name = 'Door age check';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.inlineAction('Verification Templates', 'Create Verification Template…');
    await wb.quick.waitForTitle('Create Verification Template on Demo tenant (1/3)');
    await wb.quick.submit(name);
    await until('the claims list', async () => (await wb.quick.items()).length > 10, { state: () => wb.quick.items() });
    await wb.quick.fill('age_');
    await wb.quick.item('age_birth_year').click();
    await wb.quick.item('age_in_years').click();
    await until('two claims ticked', async () => (await wb.quick.items()).filter((i) => i.checked).length === 2, { state: () => wb.quick.items() });
    await wb.quick.ok();
    await wb.quick.pick('Create now');
    const created = await wb.toast(/^Created the verification template Door age check \((\w+)\) on Demo tenant, requesting 2 claim\(s\)\.$/);
    const id = /\((\w+)\)/.exec(created)![1];
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/verification-templates/${id}/.*\\.verification-template\\.json$`));
    await until('the template document', async () => (await wb.editorText()).includes(`"name": "${name}"`));

    await wb.replaceInEditor(name, `${name} venue`);
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name.endsWith('.verification-template.json') && t.dirty), { state: () => wb.tabs() });
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to verification template ${name} on Demo tenant?`);
    assert.equal(review.detail, `name: "${name}" → "${name} venue"`);
    await wb.dialogButton('Apply');
    await wb.toast(/^Verification template Door age check( venue)? updated\.$/);
    const { body } = await apiGet<{ name: string; presentation: unknown }>(`verifiable-credentials/verification/templates/${id}`);
    assert.equal(body.name, `${name} venue`);
    assert.match(JSON.stringify(body.presentation), /age_birth_year/);
    await wb.runCommand('View: Close All Editors');

    // The new template is the 126th: two "Load more…" away.
    for (const g of ['Token Exchange Profiles', 'Connections', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors']) await wb.tree.collapse(g);
    await wb.tree.expand('Verification Templates');
    for (const count of ['100+', '126']) {
      await wb.tree.reveal('Load more…');
      await wb.tree.row('Load more…').click();
      await description('Verification Templates', count);
    }
    await wb.tree.scrollToBottom();
    await wb.clearNotifications();
    await wb.tree.contextMenu(`${name} venue`, 'Delete Verification Template…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the verification template "${name} venue" from Demo tenant?`);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the verification template ${name} venue from Demo tenant.`);
    await description('Verification Templates', /^(50\+|125)$/);
    assert.equal((await apiGet(`verifiable-credentials/verification/templates/${id}`)).status, 404);
    await wb.tree.collapse('Verification Templates');
  });

  it('edits a connection as JSON and applies it after reviewing the changes in the confirmation', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Connections');
    await (await wb.tree.reveal(DB)).locator('.label-name').click(); // a connection row opens it for editing
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${DEMO_CONNECTION_IDS.database}/${DB}\\.connection\\.json$`));
    const text = await until('the connection document', async () => {
      const t = await wb.editorText();
      return t.includes('"display_name": "Email and password"') && t;
    });
    assert.match(text, /"options": \{/);
    assert.doesNotMatch(text, /"strategy"|"enabled_clients"|"id":/, 'only editable fields are in the document');

    await wb.replaceInEditor('Email and password', 'Email or username');
    await wb.selectInEditor('"max": 15');
    await wb.page.keyboard.press('ArrowRight');
    await wb.page.keyboard.press('Backspace');
    await wb.page.keyboard.press('Backspace');
    await wb.page.keyboard.type('20');
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name === `${DB}.connection.json` && t.dirty), { state: () => wb.tabs() });

    await wb.page.keyboard.press('Control+S');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Apply 2 change(s) to connection ${DB} on Demo tenant?`);
    assert.deepEqual(dialog.detail.split('\n'), ['display_name: "Email and password" → "Email or username"', 'options.validation.username.max: 15 → 20']);
    assert.deepEqual([...dialog.buttons].sort(), ['Apply', 'Cancel']);
    await wb.parkMouse();
    // The picture without the progress notification of the check that came before the question.
    await until('the progress notification to close', async () => !(await wb.toasts()).some((t) => t.startsWith('Checking connection')), { timeout: 5000 }).catch(() => {});
    await wb.screenshot('connection-review');
    await wb.dialogButton('Apply');

    await wb.toast(`Connection ${DB} updated.`);
    await until('the document to be saved', async () => (await wb.tabs()).some((t) => t.name === `${DB}.connection.json` && !t.dirty), { state: () => wb.tabs() });
    const server = (await apiGet<{ display_name: string; options: { validation: { username: { max: number } }; precedence?: unknown } }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body;
    assert.equal(server.display_name, 'Email or username');
    assert.equal(server.options.validation.username.max, 20);
    assert.ok(server.options.precedence, 'the other options are kept');
    await wb.runCommand('View: Close All Editors');
    await wb.tree.collapse('Connections');
  });

  it('merges an edit with a change made on the server meanwhile, showing the result before it is sent', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Connections');
    await (await wb.tree.reveal(DB)).locator('.label-name').click();
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${DEMO_CONNECTION_IDS.database}/${DB}\\.connection\\.json$`));
    const before = (await apiGet<{ display_name: string }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name;
    await until('the connection document', async () => (await wb.editorText()).includes(`"display_name": "${before}"`));
    await wb.replaceInEditor(before, 'Email, username or passkey');
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name === `${DB}.connection.json` && t.dirty), { state: () => wb.tabs() });
    assert.equal(await apiPatch(`connections/${DEMO_CONNECTION_IDS.database}`, { display_name: before, metadata: { owner: 'platform-team' } }), 200);

    await wb.page.keyboard.press('Control+S');
    const conflict = await wb.dialog();
    assert.equal(conflict.message, `Connection ${DB} was changed on the server since you opened it.`);
    assert.match(conflict.detail, /metadata/);
    assert.ok(['Compare', 'Merge', 'Overwrite'].every((b) => conflict.buttons.includes(b)), conflict.buttons.join(', '));
    await wb.dialogButton('Merge');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to connection ${DB} on Demo tenant?`);
    assert.equal(review.detail, `display_name: "${before}" → "Email, username or passkey"`);
    await until('the merge result next to the server version', async () => (await wb.tabs()).some((t) => /merged, to be sent/.test(t.name)), { state: () => wb.tabs() });
    await wb.parkMouse();
    await until('the progress notification to close', async () => !(await wb.toasts()).some((t) => t.startsWith('Checking connection')), { timeout: 5000 }).catch(() => {});
    await wb.screenshot('connection-merge');
    await wb.dialogButton('Apply');

    await wb.toast(`Connection ${DB} updated.`);
    const server = (await apiGet<{ display_name: string; metadata: Record<string, string> }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body;
    assert.equal(server.display_name, 'Email, username or passkey');
    assert.deepEqual(server.metadata, { owner: 'platform-team' }, 'the change made on the server is kept');

    // A refused save says why in our own words, the one message it gets (refusedSave.e2e.ts checks that VS Code's
    // "Failed to save" is not shown).
    await wb.clearNotifications();
    // The merge result closes once it was sent; the document is next.
    await until('the merge result to close once sent', async () => !(await wb.tabs()).some((t) => /merged, to be sent/.test(t.name)), { state: () => wb.tabs() });
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${DEMO_CONNECTION_IDS.database}/${DB}\\.connection\\.json$`));
    await until('the saved document', async () => (await wb.editorText()).includes('"display_name": "Email, username or passkey"'));
    await wb.replaceInEditor('Email, username or passkey', 'x'.repeat(130));
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name === `${DB}.connection.json` && t.dirty), { state: () => wb.tabs() });
    await wb.page.keyboard.press('Control+S');
    await wb.toast(/^Save refused\. Not applied: the document has a problem \(line 2: /);
    assert.equal((await apiGet<{ display_name: string }>(`connections/${DEMO_CONNECTION_IDS.database}`)).body.display_name, 'Email, username or passkey');
    await wb.runCommand('File: Revert File');
    await wb.clearNotifications();
    await wb.runCommand('View: Close All Editors');
    await wb.tree.collapse('Connections');
  });

  it('creates a database connection (strategy, a name checked as typed, a draft with sensible options), then deletes it', async function () {
    needs(this, 'groups');
    const name = 'partner-db';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Connections');
    await wb.tree.inlineAction('Connections', 'Create Connection…');
    await wb.quick.waitForTitle('Create Connection on Demo tenant');
    await wb.quick.pick('auth0');
    await until('the name step', async () => /Name of the new auth0 connection/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.fill(DB);
    await until('the taken name refused as typed', async () => /already has a connection named "Username-Password-Authentication"/.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit(name);
    await wb.waitForEditor(/^auth-tenants-draft:.*\/new(-\d+)?\.connection\.json$/);
    const draft = await until('the connection draft', async () => {
      const text = await wb.editorText();
      return text.includes(`"name": "${name}"`) && text;
    });
    assert.match(draft, /"strategy": "auth0"/);
    assert.match(draft, /"passwordPolicy": "good"/);
    await until('the Create CodeLens', async () => (await wb.codeLenses()).includes('Create connection on Demo tenant'), { state: () => wb.codeLenses() });
    await wb.editor.locator('.codelens-decoration a', { hasText: 'Create connection on Demo tenant' }).click();
    const created = await wb.toast(/^Created the connection partner-db \((con_\w+)\) on Demo tenant\.$/);
    const id = /\((con_\w+)\)/.exec(created)![1];
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/connections/${id}/${name}\\.connection\\.json$`));
    const { body } = await apiGet<{ name: string; strategy: string; options: { passwordPolicy?: string } }>(`connections/${id}`);
    assert.deepEqual([body.name, body.strategy, body.options.passwordPolicy], [name, 'auth0', 'good']);
    await wb.runCommand('View: Close All Editors');
    await until('the new connection in the tree', async () => (await childrenOf('Connections')).includes(`${name} — auth0`), { state: () => childrenOf('Connections') });

    await wb.clearNotifications();
    await wb.tree.contextMenu(name, 'Delete Connection…');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the connection "${name}" from Demo tenant?`);
    assert.match(dialog.detail, /users/);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the connection ${name} from Demo tenant.`);
    await until('the connection to leave the tree', async () => !(await childrenOf('Connections')).includes(`${name} — auth0`), { state: () => childrenOf('Connections') });
    assert.equal((await apiGet(`connections/${id}`)).status, 404);
    await wb.tree.collapse('Connections');
  });

  it('switches the MFA phone provider to Twilio, typing its settings first (the auth token in a password box)', async function () {
    needs(this, 'groups');
    const token = 'e2e-twilio-auth-token-8d41c7';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('MFA Phone Factors');
    await wb.tree.inlineAction('Provider: auth0', 'Set Phone Provider…');
    await wb.quick.waitForTitle('MFA Phone Provider of Demo tenant');
    assert.ok((await wb.quick.items()).some((i) => /^auth0, current/.test(i.label)), 'the current provider is marked');
    await wb.quick.pick('twilio');
    const ask = await wb.dialog();
    assert.equal(ask.message, 'Switch the MFA phone provider of Demo tenant from auth0 to twilio?');
    await wb.dialogButton('Set Twilio Settings, Then Switch');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (1/4)');
    await wb.quick.pick('A phone number');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (2/4)');
    await wb.quick.submit('+15551234567');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (3/4)');
    await wb.quick.submit('AC0123456789abcdef0123456789abcdef');
    await wb.quick.waitForTitle('Twilio Settings of Demo tenant (4/4)');
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the auth token is typed in a password box');
    await wb.quick.submit(token);
    await wb.toast('Demo tenant now sends MFA phone messages through twilio.');
    await until('the provider and Twilio rows', async () => {
      const rows = await childrenOf('MFA Phone Factors');
      return rows.includes('Provider: twilio') && rows.some((r) => r.startsWith('Twilio — from +15551234567')) && rows;
    }, { state: () => childrenOf('MFA Phone Factors') });
    assert.equal((await apiGet<{ provider: string }>('guardian/factors/phone/selected-provider')).body.provider, 'twilio');
    const twilio = await apiGet<Record<string, unknown>>('guardian/factors/phone/providers/twilio');
    assert.deepEqual([twilio.body.from, twilio.body.sid], ['+15551234567', 'AC0123456789abcdef0123456789abcdef']);
    assert.ok(!JSON.stringify(twilio.body).includes(token), 'the tenant never answers the auth token');
    await wb.tree.collapse('MFA Phone Factors');
  });

  it('sets the phone factors with the multi-select quick pick', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('MFA Phone Factors');
    await wb.tree.inlineAction('MFA Phone Factors', 'Set Phone Factors…');
    await wb.quick.waitForTitle('Phone factors of Demo tenant');
    assert.deepEqual(await wb.quick.items(), [{ label: 'SMS, enabled now', checked: true }, { label: 'Voice, disabled now', checked: false }]);
    await wb.quick.item('Voice').click();
    await until('Voice to be checked', async () => (await wb.quick.items()).every((i) => i.checked), { state: () => wb.quick.items() });
    await wb.parkMouse();
    await wb.screenshot('phone-factors');
    await wb.quick.ok();
    await wb.quick.waitForClose();

    await wb.toast('Phone factors enabled on Demo tenant: sms, voice.');
    const factorRows = async () => (await childrenOf('MFA Phone Factors')).filter((r) => /^(SMS|Voice) — /.test(r));
    await until('both factors enabled in the tree', async () => (await factorRows()).join() === 'SMS — enabled,Voice — enabled', { state: () => childrenOf('MFA Phone Factors') });
    await description('MFA Phone Factors', 'sms, voice');
    assert.deepEqual((await apiGet<{ message_types: string[] }>('guardian/factors/phone/message-types')).body.message_types.sort(), ['sms', 'voice']);
    await wb.tree.collapse('MFA Phone Factors');
  });

  it('redelivers a failed delivery from its inline action', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Event Streams');
    await wb.tree.expand('user-lifecycle-webhook');
    await description('user-lifecycle-webhook', '4 failed · enabled · webhook');
    await wb.tree.inlineAction('user.created', 'Redeliver');

    await wb.toast('Redelivery of user.created requested.');
    await until('the redelivered event to leave the failed list', async () => {
      const labels = (await wb.tree.childrenOf('user-lifecycle-webhook')).map((d) => d.label);
      return labels.join() === 'user.updated,user.deleted,user.updated';
    }, { state: () => wb.tree.summary() });
    await description('user-lifecycle-webhook', '3 failed · enabled · webhook');
    await wb.tree.collapse('user-lifecycle-webhook');
  });

  it('creates a webhook event stream step by step: name, endpoint, bearer token in a password box, event types, review', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Event Streams');
    await wb.tree.inlineAction('Event Streams', 'Create Event Stream…');
    await wb.quick.waitForTitle('Create Event Stream on Demo tenant');
    await wb.quick.pick('Step by step');
    const step = async (n: number) => until(`step ${n} of Create Event Stream`, async () => (await wb.quick.widget.isVisible()) && new RegExp(`^Create Event Stream \\((step ${n}|${n}/\\d)\\)$`).test(await wb.quick.title()), { state: () => wb.quick.title() });
    await step(1);
    await wb.quick.submit('partner-webhook');
    await step(2);
    await wb.quick.pick('Webhook');
    await step(3);
    await wb.quick.fill('http://hooks.partner.example/auth');
    await until('the https rule under the box', async () => /https:\/\//.test(await wb.quick.message()), { state: () => wb.quick.message() });
    await wb.quick.submit('https://hooks.partner.example/auth');
    await step(4);
    await wb.quick.pick('Bearer token');
    await step(5);
    assert.equal(await wb.quick.input.getAttribute('type'), 'password', 'the secret is typed in a password box');
    await wb.quick.submit(E2E_WEBHOOK_TOKEN);
    await step(6);
    await wb.quick.fill('user.'); // the list is long: narrow it to the user events
    await wb.quick.item('user.created').click();
    await wb.quick.item('user.deleted').click();
    await until('two event types ticked', async () => (await wb.quick.items()).filter((i) => i.checked).length === 2, { state: () => wb.quick.items() });
    await wb.quick.ok();

    const dialog = await wb.dialog();
    assert.equal(dialog.message, 'Create the event stream "partner-webhook" on Demo tenant?');
    assert.match(dialog.detail, /Destination: webhook https:\/\/hooks\.partner\.example\/auth/);
    assert.match(dialog.detail, /Authorization: Bearer token/);
    assert.match(dialog.detail, /Event types: user\.created, user\.deleted/);
    assert.ok(!dialog.detail.includes(E2E_WEBHOOK_TOKEN), 'the review never shows the secret');
    await wb.dialogButton('Create');
    const created = await wb.toast(/^Created the event stream partner-webhook \(est_\w+\) on Demo tenant\.$/);
    await until('the new stream in the tree', async () => (await wb.tree.childrenOf('Event Streams')).some((r) => r.label === 'partner-webhook'), { state: () => wb.tree.summary() });
    const id = /\((est_\w+)\)/.exec(created)![1];
    const { body } = await apiGet<Record<string, unknown>>(`event-streams/${id}`);
    assert.deepEqual(body.subscriptions, [{ event_type: 'user.created' }, { event_type: 'user.deleted' }]);
    assert.ok(!JSON.stringify(body).includes(E2E_WEBHOOK_TOKEN), 'the tenant never answers the secret');
    passed.add('create-stream');
  });

  it('sends a test event to the failing webhook, opens the failed delivery, and redelivers a selection of two', async function () {
    needs(this, 'groups');
    this.timeout(150_000); // the test delivery to the failing endpoint takes its four attempts
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Event Streams');
    const stream = 'user-lifecycle-webhook';
    await wb.tree.expand(stream);
    await wb.tree.contextMenu(stream, 'Send Test Event…');
    await wb.quick.waitForTitle(`Send Test Event to ${stream}`);
    const failedBefore = (await wb.tree.childrenOf(stream)).length;
    await wb.quick.pick('user.created');
    // The delivery takes its four attempts (a few seconds); once it failed the stream lists it, then the report shows.
    await until('the failed test delivery under the stream', async () => (await wb.tree.childrenOf(stream)).length > failedBefore, { timeout: 45_000, state: () => wb.tree.summary() });
    await wb.toast(/^Test event user\.created to user-lifecycle-webhook failed: /);
    await wb.notificationButton('Test event user.created', 'Open Delivery');
    await wb.waitForEditor(/^auth-tenants-view:.*\.jsonc$/);
    const text = await until('the delivery details', async () => {
      const t = await wb.editorText();
      return /attempt/i.test(t) && t.includes('user.created') && t;
    });
    assert.match(text, /"specversion": "1\.0"/, 'the CloudEvent is shown');
    await wb.parkMouse();
    await wb.screenshot('delivery-details');
    await wb.runCommand('View: Close All Editors');

    const before = (await wb.tree.childrenOf(stream)).length;
    await wb.clearNotifications();
    // Two rows selected (click, then Ctrl+click), then Redeliver on one of them acts on both.
    await (await wb.tree.reveal('user.created')).click();
    await (await wb.tree.reveal('user.deleted')).click({ modifiers: ['Control'] });
    await wb.tree.inlineAction('user.deleted', 'Redeliver');
    const dialog = await wb.dialog();
    assert.equal(dialog.message, `Redeliver 2 selected failed deliveries of "${stream}" on Demo tenant?`);
    await wb.dialogButton('Redeliver');
    await wb.toast(/^Redelivered 2 of 2\b/);
    await until('the two redelivered events to leave the failed list', async () => (await wb.tree.childrenOf(stream)).length === before - 2, { state: () => wb.tree.summary() });
    await wb.tree.collapse(stream);
  });

  it('edits an event stream as JSON: disables it through the change list', async function () {
    needs(this, 'groups');
    const name = 'org-events-eventbridge';
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Event Streams');
    await (await wb.tree.reveal(name)).locator('.label-name').click(); // a stream's row opens it for editing
    await wb.waitForEditor(new RegExp(`^auth-tenants:.*/event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}/${name}\\.event-stream\\.json$`));
    await until('the stream document', async () => (await wb.editorText()).includes('"status": "enabled"'));
    await wb.replaceInEditor('enabled', 'disabled');
    await until('the tab to show unsaved changes', async () => (await wb.tabs()).some((t) => t.name === `${name}.event-stream.json` && t.dirty), { state: () => wb.tabs() });
    await wb.page.keyboard.press('Control+S');
    const review = await wb.dialog();
    assert.equal(review.message, `Apply 1 change(s) to event stream ${name} on Demo tenant?`);
    assert.equal(review.detail, 'status: "enabled" → "disabled"');
    await wb.dialogButton('Apply');
    await wb.toast(`Event stream ${name} updated.`);
    assert.equal((await apiGet<{ status: string }>(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).body.status, 'disabled');
    await wb.runCommand('View: Close All Editors');
    await description(name, /(^|· )disabled · eventbridge$/);
  });

  it('deletes an event stream after its confirmation (Cancel keeps it, Delete removes it)', async function () {
    needs(this, 'groups');
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    await wb.tree.expand('Event Streams');
    const name = 'org-events-eventbridge';
    const created = passed.has('create-stream') ? ['partner-webhook'] : [];

    await wb.tree.contextMenu(name, 'Delete Event Stream…');
    let dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the event stream "${name}" from Demo tenant?`);
    assert.equal(dialog.detail, 'Its destination stops receiving events at once. This cannot be undone.');
    assert.deepEqual([...dialog.buttons].sort(), ['Cancel', 'Delete']);
    await wb.dialogButton('Cancel');
    assert.deepEqual((await wb.tree.childrenOf('Event Streams')).map((r) => r.label), ['user-lifecycle-webhook', name, ...created], 'Cancel keeps the stream');
    assert.equal((await apiGet(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).status, 200);

    await wb.tree.contextMenu(name, 'Delete Event Stream…');
    dialog = await wb.dialog();
    assert.equal(dialog.message, `Delete the event stream "${name}" from Demo tenant?`);
    await wb.dialogButton('Delete');
    await wb.toast(`Deleted the event stream ${name} from Demo tenant.`);
    await until('the stream to leave the tree', async () => (await wb.tree.childrenOf('Event Streams')).map((r) => r.label).join() === ['user-lifecycle-webhook', ...created].join(), { state: () => wb.tree.summary() });
    await description('Event Streams', String(1 + created.length));
    assert.equal((await apiGet(`event-streams/${DEMO_EVENT_STREAM_IDS.orgEventBridge}`)).status, 404);
  });

  it('adds the production twin as a second tenant, compares a connection with it in the diff editor, and copies it there after the plan', async function () {
    needs(this, 'groups');
    this.timeout(120_000);
    const PRODUCTION = 'Demo production';
    const CONNECTION = 'partners-db';
    const q = wb.quick;
    await wb.clearNotifications();
    await wb.runCommand('Auth Tenants: Add Tenant…');
    await q.waitForTitle('Add Tenant');
    await q.pick('Client secret');
    await q.waitForTitle('Add Tenant (1/5)');
    await q.submit(env.productionUrl);
    await q.waitForTitle('Add Tenant (2/5)');
    await q.submit('emulator-admin');
    await q.waitForTitle('Add Tenant (3/5)');
    await q.submit('emulator-admin-secret');
    await q.waitForTitle('Add Tenant (4/5)');
    await q.submit(PRODUCTION);
    await q.waitForTitle('Add Tenant (5/5)');
    await q.pick('production');
    await wb.toast(/^Added Demo production\. The token grants \d+ scopes\.$/);
    const production = await wb.tree.find(PRODUCTION, 1);
    assert.equal(production.description, `PRODUCTION · ${env.productionUrl.replace(/^http:\/\//, '')}`);

    // Compare with Tenant…: the only other tenant is the production twin, so the diff opens at once.
    await wb.clearNotifications();
    await wb.tree.expand(TENANT, 1);
    for (const g of ['Token Exchange Profiles', 'Event Streams', 'Flows Vault Connections', 'MFA Phone Factors', 'Verification Templates']) await wb.tree.collapse(g);
    await wb.tree.expand('Connections');
    // A narrower side bar: under 900 pixels VS Code shows a diff inline; the picture shows both sides next to each other.
    await wb.sideBarWidth(300);
    await wb.tree.contextMenu(CONNECTION, 'Compare with Tenant…');
    const title = `${CONNECTION}: ${TENANT} ↔ ${PRODUCTION}`;
    await until('the diff editor tab', async () => (await wb.tabs()).some((t) => t.name.startsWith(title)), { state: () => wb.tabs() });
    const diff = wb.page.locator('.part.editor .editor-group-container.active .monaco-diff-editor').first();
    const side = (which: 'original' | 'modified') => diff.locator(`.editor.${which} .view-lines`).innerText().then((t) => t.replace(/\u00a0/g, ' '), () => '');
    const sides = await until('both sides of the diff', async () => {
      const [left, right] = [await side('original'), await side('modified')];
      return left.includes('"passwordPolicy"') && right.includes('"passwordPolicy"') && { left, right };
    }, { state: async () => ({ sideBySide: await diff.evaluate((e) => e.classList.contains('side-by-side')).catch(() => undefined), left: await side('original'), right: await side('modified') }) });
    assert.match(sides.left, /"passwordPolicy": "good"/, 'the staging side');
    assert.match(sides.right, /"passwordPolicy": "excellent"/, 'the production side');
    assert.match(sides.left, /"disable_signup": true/);
    assert.match(sides.right, /"disable_signup": false/);
    assert.ok(await diff.locator('.editor.modified .line-insert, .editor.modified .char-insert').count() > 0, 'the differing lines are marked');
    // The picture without the tooltip of the row the context menu was over: the mouse rests on the empty end of
    // the diff (not on the status bar's bell, which has a tooltip of its own).
    const hover = wb.page.locator('.workbench-hover, .monaco-hover:not(.hidden)').first();
    await until('no tooltip over the picture', async () => {
      await wb.page.mouse.move(660, 720);
      if (!(await hover.isVisible().catch(() => false))) return true;
      await wb.page.keyboard.press('Escape');
      return false;
    }, { timeout: 5000 }).catch(() => {});
    await sleep(300); // a tooltip fades out
    await wb.screenshot('compare-diff');
    await wb.runCommand('View: Close All Editors');

    // Copy to Tenant…: the plan lists the changes; the production target then asks for its name.
    await wb.clearNotifications();
    await wb.tree.contextMenu(CONNECTION, 'Copy to Tenant…');
    const plan = await wb.dialog();
    assert.equal(plan.message, `Update the connection "${CONNECTION}" on ${PRODUCTION} from ${TENANT}?`);
    const lines = plan.detail.split('\n');
    assert.equal(lines[0], `From ${TENANT} to ${PRODUCTION}`);
    assert.ok(lines.includes('options.passwordPolicy: "excellent" → "good"'), plan.detail);
    assert.ok(lines.includes('options.disable_signup: false → true'), plan.detail);
    assert.deepEqual([...plan.buttons].sort(), ['Cancel', 'Update']);
    await wb.parkMouse();
    await until('the progress notification to close', async () => !(await wb.toasts()).some((t) => t.startsWith('Planning the copy')), { timeout: 5000 }).catch(() => {});
    await wb.screenshot('copy-plan');
    await wb.dialogButton('Update');
    await q.waitForTitle(`${PRODUCTION} is a production tenant`);
    await q.fill('Demo');
    await until('the name refused until typed exactly', async () => /Type exactly: Demo production/.test(await q.message()), { state: () => q.message() });
    await q.submit(PRODUCTION);
    await wb.toast(`Updated the connection "${CONNECTION}" on ${PRODUCTION}: 2 changes applied.`);
    const { body } = await apiGet<{ options: { passwordPolicy: string; disable_signup: boolean } }>(`connections/${DEMO_CONNECTION_IDS.partnersDb}`, env.productionUrl);
    assert.deepEqual([body.options.passwordPolicy, body.options.disable_signup], ['good', true]);
    await wb.tree.collapse('Connections');
    await wb.sideBarWidth(470);
  });
});
