// The agent tools in real VS Code, called through vscode.lm.invokeTool (no model) against the emulator: every read
// tool's answer, every write tool's confirmation (prepareInvocation, called on the tool object the table builds
// for the live services) and its effect on the emulator, refusals of bad input before any API request, the missing
// scope named, and no secret in any tool result.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_ACTION_IDS, DEMO_CONNECTION_IDS as C, DEMO_EVENT_IDS, DEMO_EVENT_STREAM_IDS as S } from '../../src/emulator/seed/ids';
import type { Services } from '../../src/services';
import { EMULATOR_TENANT_ID } from '../../src/tenants/emulator';
import type { ExtensionApi } from '../../src/extension';
import { resultText, type LmTool } from '../../src/tools/lmApi';
import { emulator } from './helpers/emulator';
import { EXTENSION_ID } from './helpers/extension';
import { cleanTenant, requestsSince, writesOf } from './reliability/support';

/** The webhook secret set on a stream here: no tool result may contain it (the harness's scan looks for it too). */
const WEBHOOK_SECRET = 'agent-tools-bearer-api-key-5e8c2a';
const SECRETS = [WEBHOOK_SECRET, 'emulator-admin-secret', 'emulator-readonly-secret'];
const JWT = /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]*/;
const ONE = 'POST /api/v2/event-streams/:id/redeliver/:event_id';
const BULK = 'POST /api/v2/event-streams/:id/redeliver';
const USER = 'user-lifecycle-webhook';

interface Lm {
  invokeTool(name: string, options: { input: unknown; toolInvocationToken: undefined }): Thenable<unknown>;
  tools: readonly { name: string }[];
}
const lm = () => (vscode as unknown as { lm: Lm }).lm;

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
  const text = { title: String(c.title), message: String(c.message) };
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

  it('are all registered with VS Code, one per row of the table; exactly the write tools confirm', async () => {
    const names = new Set(lm().tools.map((t) => t.name));
    const table = await tools();
    assert.equal(table.size, 10);
    for (const name of table.keys()) assert.ok(names.has(name), `${name} is registered`);
    const confirming = [...table].filter(([, t]) => t.prepareInvocation).map(([n]) => n.replace('authTenants_', '')).sort();
    assert.deepEqual(confirming, ['createTokenExchangeProfile', 'deleteEventStream', 'redeliver', 'setEventStreamStatus', 'setPhoneFactors', 'updateConnection']);
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
});
