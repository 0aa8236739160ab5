// Compare with Tenant… from the rows of the kinds compareTenants.test.ts reaches only through the report: a flows
// vault connection, an event stream and a verification template, in a real VS Code with two emulator tenants (the
// harness's `--seed demo`, "Local emulator", and a second one `--seed demo-production`, added as "Production").
// Each diff opens with both sides read back; production spells a vault connection "CRM Webhook", so a vault
// difference is compared, copied (renamed on Production) and compared again. No side holds a secret.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/services';
import type { TreeNode } from '../../src/tree/node';
import { tenantsPerSuite } from './helpers/suite';
import { activeDiff } from './helpers/compareDiff';
import { child } from './helpers/extension';
import type { ScriptedPrompts } from './helpers/scriptedPrompts';

const PRODUCTION = 'production-emulator';
/** What no side may hold (not named SECRETS: typedSecrets.mjs takes every such list into the end-of-run scan). */
const LEAKS = [/demo-gateway-secret/, /emulator-(admin|readonly|nonglobal)-secret/, /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/];

describe('Compare with Tenant… from a vault connection, an event stream and a verification template row', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ScriptedPrompts;
  let local: TreeNode;
  const seen: string[] = [];

  const row = async (group: string, name: string) => child(s, await child(s, local, group), name);
  const compare = async (group: string, name: string) => {
    await vscode.commands.executeCommand('authTenants.compareWithTenant', await row(group, name));
    const d = await activeDiff();
    seen.push(d.left, d.right);
    return d;
  };

  tenantsPerSuite((t) => ({ services: s, prompts, local } = t), { seed: 'demo-production', id: PRODUCTION, label: 'Production' });

  it('a vault connection spelled differently on production: both sides, the name differs, no credential', async () => {
    const { title, left, right } = await compare('Flows Vault Connections', 'CRM webhook');
    assert.equal(title, 'CRM webhook: Local emulator ↔ Production');
    assert.match(left, /^\/\/ flows vault connection "CRM webhook" \(\w+\)\n/);
    assert.match(left, /"name": "CRM webhook"/);
    assert.match(right, /"name": "CRM Webhook"/);
    for (const text of [left, right]) {
      assert.match(text, /"app_id": "HTTP"/);
      assert.doesNotMatch(text, /fingerprint|account_name|created_at|"environment"|"ready"|"id"|"setup"/);
    }
    assert.deepEqual(prompts.messages('error'), []);
    assert.deepEqual(prompts.messages('info'), [], 'a difference: no message');
  });

  it('a vault connection alike on both: the same text on both sides, and a message says so', async () => {
    const { left, right } = await compare('Flows Vault Connections', 'Newsletter sync');
    assert.equal(left, right);
    assert.match(left, /"app_id": "ACTIVECAMPAIGN"/);
    assert.deepEqual(prompts.messages('info'), ['The flows vault connection "Newsletter sync" is the same on Local emulator and Production (ids, dates and secrets aside).']);
  });

  it('the vault difference copied: Production renamed after its typed name, then compared the same', async () => {
    prompts.script(
      { kind: 'confirm', value: 'Update', expect: /^Update the flows vault connection "CRM webhook" on Production from Local emulator\?.*Changes:\nname: "CRM Webhook" → "CRM webhook"/s },
      { kind: 'input', value: 'Production', expect: /Type the tenant name "Production"/ },
    );
    await vscode.commands.executeCommand('authTenants.copyToTenant', await row('Flows Vault Connections', 'CRM webhook'));
    assert.deepEqual(prompts.messages('error'), []);
    assert.match(prompts.messages('info')[0] ?? '', /^Updated the flows vault connection "CRM webhook" on Production: 1 change applied\./);
    prompts.notices.length = 0;
    const { left, right } = await compare('Flows Vault Connections', 'CRM webhook');
    assert.equal(left.replace(/\(\w+\)/, ''), right.replace(/\(\w+\)/, ''), 'the same but for the id in the comment');
    assert.deepEqual(prompts.messages('info'), ['The flows vault connection "CRM webhook" is the same on Local emulator and Production (ids, dates and secrets aside).']);
  });

  it('an event stream: production lacks a subscription; the webhook endpoint on both sides, never its token', async () => {
    const { title, left, right } = await compare('Event Streams', 'user-lifecycle-webhook');
    assert.equal(title, 'user-lifecycle-webhook: Local emulator ↔ Production');
    assert.match(left, /^\/\/ event stream "user-lifecycle-webhook" \(est_\w+\)\n/);
    assert.match(left, /"event_type": "user.updated"/);
    assert.doesNotMatch(right, /"event_type": "user.updated"/);
    for (const text of [left, right]) {
      assert.match(text, /"webhook_endpoint": "https:\/\/hooks.example.com\/auth\/events"/);
      assert.match(text, /"webhook_authorization": \{\n\s+"method": "bearer"\n\s+\}/, 'the method only, never a token');
      assert.doesNotMatch(text, /created_at|updated_at|"id"/);
    }
    assert.deepEqual(prompts.messages('info'), []);
  });

  it('a verification template: production also asks for the resident address', async () => {
    const { title, left, right } = await compare('Verification Templates', 'Car rental #003');
    assert.equal(title, 'Car rental #003: Local emulator ↔ Production');
    assert.match(left, /^\/\/ verification template "Car rental #003" \(\w+\)\n/);
    assert.doesNotMatch(left, /"resident_address": true/);
    assert.match(right, /"resident_address": true/);
    for (const text of [left, right]) assert.doesNotMatch(text, /created_at|updated_at|"id"/);
    assert.deepEqual(prompts.messages('info'), []);
  });

  it('no secret in any of these documents', () => {
    assert.equal(seen.length, 10);
    assert.deepEqual(seen.flatMap((text) => LEAKS.filter((re) => re.test(text)).map(String)), []);
  });
});
