// Enable/Disable, Send Test Event… and Update Webhook Credentials… in real VS Code against the emulator: from a
// stream's row, from the palette and (credentials) from a `{tenantId, streamId}` ref; the emulator's state is
// checked after each, and a token without the scope is told which one before anything is sent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS as S } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { TreeNode } from '../../src/tree/node';
import { closeOurEditors, until } from './helpers/documents';
import { emulator, emulatorUrl } from './helpers/emulator';
import { child, children, label } from './helpers/extension';
import { cleanTenant, requestsSince, writesOf, type ButtonPrompts } from './reliability/support';

/**
 * The secrets typed in these tests. Both secret scans look for them everywhere: the harness's (quoted literals with
 * "api-key" in test/integration) and zz-secrets.test.ts (its pattern for these names): keep the names' shape.
 */
const VERB_SECRETS = ['verbs-bearer-api-key-8f3a1c', 'verbs-password-api-key-2d7e9b', 'verbs-header-api-key-6c1f4a', 'verbs-rotated-api-key-0b5e3d'] as const;
const [BEARER, PASSWORD, HEADER_VALUE, ROTATED] = VERB_SECRETS;

const USER = 'user-lifecycle-webhook';
const ORG = 'org-events-eventbridge';
const PATCH = 'PATCH /api/v2/event-streams/:id';
const TEST = 'POST /api/v2/event-streams/:id/test';
const READ_DELIVERY = 'GET /api/v2/event-streams/:id/deliveries/:event_id';

type Stream = { status: string; destination: { type: string; configuration: Record<string, unknown> } };
const serverStream = async (id: string) => (await emulator.api<Stream>('GET', `event-streams/${id}`)).body;

/** The emulator's fingerprint of the stream's webhook secret (null when none was ever set). */
async function fingerprint(id: string): Promise<string | null> {
  const res = await fetch(`${emulatorUrl()}/__emulator/event-streams/${id}/secret-fingerprint`);
  assert.equal(res.status, 200);
  return ((await res.json()) as { secret_sha256: string | null }).secret_sha256;
}

describe('Event streams: enable/disable, test event, webhook credentials', function () {
  this.timeout(60_000);
  let s: Services;
  let prompts: ButtonPrompts;
  let tenant: TreeNode;
  let streams: TreeNode;

  const row = (name: string) => child(s, streams, name);
  const item = async (name: string) => s.tree.getTreeItem(await row(name));
  const errors = () => prompts.notices.filter((n) => n.kind === 'error');

  beforeEach(async () => {
    ({ s, prompts, tenant } = await cleanTenant(false));
    streams = await child(s, tenant, 'Event Streams');
  });

  afterEach(async () => {
    await emulator.faults('');
    await closeOurEditors();
  });

  describe('Enable / Disable', () => {
    it('disables from the row after a modal naming stream and tenant, enables again from the row; the row follows', async () => {
      prompts.script({ kind: 'confirm', value: 'Disable', expect: new RegExp(`Disable the event stream "${USER}" on Local emulator\\?.*stops receiving events`) });
      await vscode.commands.executeCommand('authTenants.disableEventStream', await row(USER));
      assert.deepEqual(errors(), []);
      assert.equal((await serverStream(S.userWebhook)).status, 'disabled');
      let shown = await item(USER);
      assert.match(String(shown.contextValue), /\bstatus:disabled\b/);
      assert.doesNotMatch(String(shown.contextValue), /\bstatus:enabled\b/);
      assert.match(String(shown.description), /^disabled · webhook/);
      assert.match(prompts.notices.at(-1)!.message, new RegExp(`Disabled the event stream ${USER} on Local emulator`));

      await vscode.commands.executeCommand('authTenants.enableEventStream', await row(USER));
      assert.equal(prompts.scripted.pending, 0);
      assert.equal((await serverStream(S.userWebhook)).status, 'enabled');
      shown = await item(USER);
      assert.match(String(shown.contextValue), /\bstatus:enabled\b/);
      assert.match(String(shown.description), /^enabled · webhook/);
    });

    it('keeps the stream enabled when the modal is dismissed, and sends nothing', async () => {
      const before = await emulator.stats();
      prompts.script({ kind: 'confirm', value: undefined });
      await vscode.commands.executeCommand('authTenants.disableEventStream', await row(USER));
      assert.deepEqual(prompts.notices, [], 'a cancel is silent');
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      assert.equal((await serverStream(S.userWebhook)).status, 'enabled');
    });

    it('from the palette asks for the stream, and says when it is already in that state without sending anything', async () => {
      prompts.script({ kind: 'pick', value: ORG, expect: /Disable Event Stream/ }, { kind: 'confirm', value: 'Disable', expect: new RegExp(`"${ORG}" on Local emulator`) });
      await vscode.commands.executeCommand('authTenants.disableEventStream');
      assert.deepEqual(errors(), []);
      assert.equal((await serverStream(S.orgEventBridge)).status, 'disabled');
      assert.match(String((await item(ORG)).contextValue), /\bstatus:disabled\b/, 'the loaded tree was refreshed');

      prompts.script({ kind: 'pick', value: ORG, expect: /Enable Event Stream/ });
      await vscode.commands.executeCommand('authTenants.enableEventStream');
      assert.equal((await serverStream(S.orgEventBridge)).status, 'enabled');

      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: ORG });
      await vscode.commands.executeCommand('authTenants.enableEventStream');
      assert.match(prompts.notices.at(-1)!.message, new RegExp(`${ORG} on Local emulator is already enabled`));
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('on a production tenant the user types the stream name to disable it', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      [tenant] = await children(s);
      streams = await child(s, tenant, 'Event Streams');
      const before = await emulator.stats();
      prompts.script({ kind: 'confirm', value: 'Disable' }, { kind: 'input', value: 'user-lifecycle', invalid: true, expect: /production tenant/ });
      await vscode.commands.executeCommand('authTenants.disableEventStream', await row(USER));
      assert.match(prompts.scripted.validationMessages[0]!, new RegExp(`Type exactly: ${USER}`));
      assert.deepEqual(writesOf(await requestsSince(before)), {}, 'nothing sent');
      prompts.script({ kind: 'confirm', value: 'Disable' }, { kind: 'input', value: USER });
      await vscode.commands.executeCommand('authTenants.disableEventStream', await row(USER));
      assert.equal((await serverStream(S.userWebhook)).status, 'disabled');
    });
  });

  describe('Send Test Event…', () => {
    it('to the failing webhook: offers its subscriptions first, reports the failure once, lists it under failed deliveries, opens it', async () => {
      const stream = await row(USER);
      assert.equal((await children(s, stream)).length, DEMO_EVENT_IDS.userWebhook.failed.length, 'the failed deliveries are loaded');
      prompts.script({ kind: 'pick', value: 'user.updated', expect: new RegExp(`Send Test Event to ${USER}`) });
      prompts.buttons.push('Open Delivery');
      await vscode.commands.executeCommand('authTenants.sendTestEvent', stream);
      assert.deepEqual(prompts.scripted.asked[0]!.items!.slice(0, 3), ['user.created', 'user.updated', 'user.deleted']);
      assert.equal(prompts.scripted.asked[0]!.items!.length, 25, 'every event type can be sent');
      assert.deepEqual(errors(), []);
      const reports = prompts.offered.filter((o) => /Test event/.test(o.message));
      assert.equal(reports.length, 1, 'reported once');
      assert.match(reports[0]!.message, new RegExp(`Test event user.updated to ${USER} failed: getaddrinfo ENOTFOUND hooks.example.com`));
      assert.deepEqual(reports[0]!.buttons, ['Open Delivery']);
      assert.equal(prompts.notices.find((n) => n.message === reports[0]!.message)?.kind, 'warn');

      const { body } = await emulator.api<{ deliveries: { id: string; event?: { a0purpose?: string } }[] }>('GET', `event-streams/${S.userWebhook}/deliveries?statuses=failed`);
      const test = body.deliveries.find((d) => d.event?.a0purpose === 'test');
      assert.ok(test, 'the emulator lists the failed test delivery');
      const rows = await children(s, stream);
      assert.ok(rows.some((n) => n.id.endsWith(test.id)), `the row lists it: ${rows.map((n) => n.id).join(', ')}`);

      const doc = await until('the delivery opens', () => vscode.window.visibleTextEditors.find((e) => e.document.uri.scheme === 'auth-tenants-view' && e.document.uri.path.includes('/event-deliveries/') && e.document.uri.path.includes(test.id))?.document);
      assert.ok(doc.getText().includes(test.id), 'the document shows the delivery');
      assert.match(doc.getText(), /"failed"/);
      assert.match(doc.getText(), /ENOTFOUND hooks\.example\.com/);
    });

    it('to a working destination from the palette: reports it delivered, with the attempt\'s duration', async () => {
      prompts.script({ kind: 'pick', value: ORG, expect: /Send Test Event/ }, { kind: 'pick', value: 'organization.member.added' });
      prompts.buttons.push(undefined);
      const before = await emulator.stats();
      await vscode.commands.executeCommand('authTenants.sendTestEvent');
      assert.deepEqual(prompts.scripted.asked[1]!.items!.slice(0, 3), ['organization.created', 'organization.member.added', 'organization.member.deleted']);
      assert.deepEqual(errors(), []);
      const reports = prompts.notices.filter((n) => /Test event/.test(n.message));
      assert.equal(reports.length, 1);
      assert.equal(reports[0]!.kind, 'info');
      assert.match(reports[0]!.message, new RegExp(`Test event organization.member.added delivered to ${ORG} in \\d+ ms\\.`));
      const sent = await requestsSince(before);
      assert.equal(sent[TEST], 1);
      assert.ok((sent[READ_DELIVERY] ?? 0) >= 1 && (sent[READ_DELIVERY] ?? 0) <= 5, `followed with a few reads: ${sent[READ_DELIVERY]}`);
    });

    it('a delivery that cannot be read says the test event was sent, which one, and why', async () => {
      await emulator.faults('404@1:GET /api/v2/event-streams/*/deliveries/*');
      prompts.script({ kind: 'pick', value: 'user.created' });
      await vscode.commands.executeCommand('authTenants.sendTestEvent', await row(USER));
      assert.equal(errors().length, 1);
      assert.match(errors()[0]!.message, new RegExp(`Test event user.created was sent to ${USER} \\(event evt_\\w{22}\\), but its delivery could not be read: .+`));
    });

    it('without read:event_deliveries sends the test event and says which scope following it needs', async () => {
      await s.registry.save(
        { id: 'no-deliveries', label: 'No deliveries scope', domain: emulatorUrl(), environment: 'development', method: 'access-token' },
        { accessToken: await emulator.token(undefined, undefined, 'read:event_streams update:event_streams') },
      );
      try {
        prompts.script({ kind: 'pick', value: 'No deliveries scope' }, { kind: 'pick', value: USER }, { kind: 'pick', value: 'user.created' });
        const before = await emulator.stats();
        await vscode.commands.executeCommand('authTenants.sendTestEvent');
        assert.deepEqual(errors(), []);
        assert.match(prompts.notices.at(-1)!.message, /Test event user\.created sent to user-lifecycle-webhook \(event evt_\w+\)\..*needs the scope read:event_deliveries/);
        const sent = await requestsSince(before);
        assert.equal(sent[TEST], 1);
        assert.equal(sent[READ_DELIVERY], undefined, 'no read it could not do');
      } finally {
        await s.registry.remove('no-deliveries');
      }
    });
  });

  describe('Update Webhook Credentials…', () => {
    const endpoint = 'https://hooks.example.com/auth/events';
    const auth = async () => (await serverStream(S.userWebhook)).destination.configuration;

    it('each method from the row, the palette and a ref: the emulator takes the secret, which is never answered or shown', async () => {
      assert.equal(await fingerprint(S.userWebhook), null, 'the seed has no secret');

      // Basic, from the row: the current method (bearer) is preselected.
      prompts.script(
        { kind: 'pick', value: 'Basic', expect: new RegExp(`Update Webhook Credentials of ${USER} \\(step 1\\)`) },
        { kind: 'input', value: 'ops' },
        { kind: 'input', value: PASSWORD, expect: /Password/ },
        { kind: 'confirm', value: 'Update', expect: new RegExp(`credentials of "${USER}" on Local emulator\\?.*Basic \\(ops\\) replaces Bearer token.*${endpoint}`) },
      );
      await vscode.commands.executeCommand('authTenants.updateWebhookCredentials', await row(USER));
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.scripted.asked[0]!.picked, ['Bearer token']);
      assert.deepEqual(await auth(), { webhook_endpoint: endpoint, webhook_authorization: { method: 'basic', username: 'ops' } });
      const basic = await fingerprint(S.userWebhook);
      assert.ok(basic, 'the emulator stored a fingerprint of the password');

      // Custom header, from the palette: now Basic is preselected with its username.
      prompts.script(
        { kind: 'pick', value: USER, expect: /Update Webhook Credentials/ },
        { kind: 'pick', value: 'Custom header' },
        { kind: 'input', value: 'X-Api-Key' },
        { kind: 'input', value: HEADER_VALUE, expect: /X-Api-Key/ },
        { kind: 'confirm', value: 'Update', expect: /Custom header X-Api-Key replaces Basic \(ops\)/ },
      );
      await vscode.commands.executeCommand('authTenants.updateWebhookCredentials');
      assert.deepEqual(errors(), []);
      assert.deepEqual(prompts.scripted.asked.at(-4)!.picked, ['Basic']);
      assert.deepEqual(await auth(), { webhook_endpoint: endpoint, webhook_authorization: { method: 'custom_header', header_key: 'X-Api-Key' } });
      const header = await fingerprint(S.userWebhook);
      assert.ok(header && header !== basic, 'a new fingerprint');

      // Bearer, from a ref (the stream editor's CodeLens), twice with different tokens, then the first again.
      const ref = { tenantId: EMULATOR_TENANT_ID, streamId: S.userWebhook };
      const bearer = async (token: string) => {
        prompts.script({ kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: token, expect: /Bearer token/ }, { kind: 'confirm', value: 'Update' });
        await vscode.commands.executeCommand('authTenants.updateWebhookCredentials', ref);
        assert.deepEqual(errors(), []);
        return fingerprint(S.userWebhook);
      };
      const first = await bearer(BEARER);
      assert.deepEqual(await auth(), { webhook_endpoint: endpoint, webhook_authorization: { method: 'bearer' } });
      const rotated = await bearer(ROTATED);
      assert.ok(first && rotated && first !== header && rotated !== first, 'each token changes the fingerprint');
      assert.equal(await bearer(BEARER), first, 'the fingerprint is of the token typed');

      const { body } = await emulator.api('GET', `event-streams/${S.userWebhook}`);
      const everything = JSON.stringify([body, prompts.notices, prompts.scripted.asked]);
      for (const secret of VERB_SECRETS) assert.ok(!everything.includes(secret), `${secret} is never answered, shown or asked back`);
      assert.match(prompts.notices.at(-1)!.message, new RegExp(`Updated the webhook credentials of ${USER} on Local emulator: Bearer token\\.`));
    });

    it('on a production tenant asks for the stream name before sending', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      [tenant] = await children(s);
      streams = await child(s, tenant, 'Event Streams');
      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }, { kind: 'confirm', value: 'Update' }, { kind: 'input', value: 'nope', invalid: true });
      await vscode.commands.executeCommand('authTenants.updateWebhookCredentials', await row(USER));
      assert.equal((await requestsSince(before))[PATCH], undefined, 'nothing sent');
      prompts.script({ kind: 'pick', value: 'Bearer token' }, { kind: 'input', value: BEARER }, { kind: 'confirm', value: 'Update' }, { kind: 'input', value: USER });
      await vscode.commands.executeCommand('authTenants.updateWebhookCredentials', await row(USER));
      assert.equal((await requestsSince(before))[PATCH], 1);
      assert.ok(await fingerprint(S.userWebhook));
    });

    it('an EventBridge stream has no webhook credentials: said clearly, nothing asked or sent', async () => {
      const before = await emulator.stats();
      prompts.script({ kind: 'pick', value: ORG });
      await vscode.commands.executeCommand('authTenants.updateWebhookCredentials');
      assert.match(errors()[0]?.message ?? '', new RegExp(`${ORG} delivers to eventbridge, not to a webhook`));
      assert.equal(prompts.scripted.pending, 0);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });
  });

  describe('a read-only token', () => {
    beforeEach(async () => {
      const profile = s.registry.get(EMULATOR_TENANT_ID)!;
      await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
      [tenant] = await children(s);
      streams = await child(s, tenant, 'Event Streams');
    });

    const commands = ['authTenants.enableEventStream', 'authTenants.disableEventStream', 'authTenants.sendTestEvent', 'authTenants.updateWebhookCredentials'];
    for (const command of commands) {
      it(`${command} from the palette, the row and a ref names update:event_streams and sends nothing`, async () => {
        const stream = await row(USER);
        const before = await emulator.stats();
        await vscode.commands.executeCommand(command);
        await vscode.commands.executeCommand(command, stream);
        await vscode.commands.executeCommand(command, { tenantId: EMULATOR_TENANT_ID, streamId: S.userWebhook });
        assert.equal(errors().length, 3);
        for (const e of errors()) assert.match(e.message, /lacks the scope update:event_streams/);
        assert.deepEqual(prompts.scripted.asked, [], 'no question was asked');
        const sent = Object.keys(await requestsSince(before)).filter((r) => r !== 'POST /oauth/token');
        assert.deepEqual(sent, [], 'no Management API request at all');
        assert.equal(label(s, stream), USER);
      });
    }
  });
});
