import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import { emulator } from './helpers/emulator';
import { child, children, freshTenant, label } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const API_KEY = 'ac-test-api-key-0123456789';
const POST = 'POST /api/v2/flows/vault/connections';

type Listed = { name: string; app_id: string; ready: boolean }[];

describe('Flows vault connections', () => {
  let s: Services;
  let prompts: ScriptedPrompts;

  beforeEach(async () => {
    await emulator.reset();
    ({ services: s, prompts } = await freshTenant());
  });

  const posts = async () => (await emulator.stats()).byRoute[POST] ?? 0;

  it('creates a connection from guided input; it appears in the tree; the key is written nowhere', async () => {
    const [tenant] = await children(s);
    const group = await child(s, tenant, 'Flows Vault Connections');
    assert.equal((await children(s, group)).length, 2);
    prompts.script(
      { kind: 'pick', value: 'ActiveCampaign', expect: /^Create Flows Vault Connection on Local emulator/ },
      { kind: 'input', value: '', invalid: true, expect: /\(1\/3\) Name of the ActiveCampaign connection/ },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.match(prompts.validationMessages[0], /1 to 150 characters/);
    prompts.script(
      { kind: 'pick', value: 'ActiveCampaign' },
      { kind: 'input', value: 'Marketing automation' },
      { kind: 'input', value: 'http://insecure.example.com', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.match(prompts.validationMessages[1], /https/);
    prompts.script(
      { kind: 'pick', value: 'ActiveCampaign' },
      { kind: 'input', value: 'Marketing automation', expect: /\(1\/3\)/ },
      { kind: 'input', value: 'https://acme.api-us1.com', expect: /\(2\/3\)/ },
      { kind: 'input', value: API_KEY, expect: /\(3\/3\)/ },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection', group);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    assert.match(prompts.notices.at(-1)!.message, /Created the vault connection Marketing automation/);
    const names = (await children(s, group)).map((n) => label(s, n));
    assert.ok(names.includes('Marketing automation'), `tree lists the new connection: ${names.join(', ')}`);
    const state = JSON.stringify(s.context.globalState.keys().map((k) => s.context.globalState.get(k)));
    assert.equal(state.includes(API_KEY), false, 'not in globalState');
    assert.equal(JSON.stringify(vscode.workspace.getConfiguration('authTenants')).includes(API_KEY), false, 'not in settings');
    assert.equal(prompts.notices.some((n) => n.message.includes(API_KEY)), false, 'not in messages');
  });

  it('offers the 21 apps the tenant accepts, each with its setup kinds, and creates one of another app', async () => {
    prompts.script(
      { kind: 'pick', value: 'Twilio' },
      { kind: 'input', value: 'Outbound SMS' },
      { kind: 'input', value: 'AC0123456789', expect: /Account ID/ },
      { kind: 'input', value: 'tw-api-key-0123456789', expect: /API key/ },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection');
    const apps = prompts.asked.find((a) => a.kind === 'pick')!.items!;
    assert.equal(apps.length, 21, apps.join(', '));
    for (const app of ['ActiveCampaign', 'Airtable', 'Auth0', 'HTTP request', 'HubSpot', 'Mailchimp', 'Slack', 'Stripe', 'Twilio', 'Zapier']) assert.ok(apps.includes(app), `${app} is offered`);
    assert.deepEqual(prompts.notices.filter((n) => n.kind === 'error'), []);
    const { body } = await emulator.api<Listed>('GET', 'flows/vault/connections');
    assert.ok(body.some((c) => c.name === 'Outbound SMS' && c.app_id === 'TWILIO' && c.ready), JSON.stringify(body));

    prompts.script(
      { kind: 'pick', value: 'HTTP request' },
      { kind: 'pick', value: 'Bearer token', expect: /^Create Flows Vault Connection on Local emulator How HTTP request signs in/ },
      { kind: 'input', value: 'Partner API', expect: /\(1\/2\)/ },
      { kind: 'input', value: 'partner-bearer-token', expect: /\(2\/2\) Bearer token/ },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection');
    const after = (await emulator.api<Listed>('GET', 'flows/vault/connections')).body;
    assert.ok(after.some((c) => c.name === 'Partner API' && c.app_id === 'HTTP'), 'the setup kind picked is sent');
  });

  it('refuses a name already in use and an API key left empty, before sending anything', async () => {
    const before = await posts();
    prompts.script({ kind: 'pick', value: 'SendGrid' }, { kind: 'input', value: 'newsletter sync ', invalid: true });
    await vscode.commands.executeCommand('authTenants.createVaultConnection');
    assert.match(prompts.validationMessages[0]!, /already has a vault connection named "Newsletter sync"/);
    prompts.script(
      { kind: 'pick', value: 'SendGrid' },
      { kind: 'input', value: 'Transactional mail' },
      { kind: 'input', value: '', invalid: true },
    );
    await vscode.commands.executeCommand('authTenants.createVaultConnection');
    assert.equal(prompts.validationMessages[1], 'Enter the API key.');
    assert.equal(await posts(), before, 'nothing was sent');
    assert.equal(prompts.pending, 0);
  });
});
