// The emulator against the service's published contract (src/emulator/contract/): every answer of every covered
// operation validates against the contract's response schema for its status; contract-valid bodies generated from
// each request schema are accepted, and single-constraint violations of them are refused with 400 in the service's
// error shape. The covered operations are read from the contract's paths, so one the suite misses fails it.
import assert from 'node:assert/strict';
import { DEMO_ACTION_IDS as A, DEMO_CONNECTION_IDS as C, DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S, DEMO_TOKEN_EXCHANGE_PROFILE_IDS as T, DEMO_VAULT_CONNECTION_IDS as V, demoTemplateId } from '../../../src/emulator/seed/ids';
import { DEMO_API_IDS } from '../../../src/emulator/seed/resourceServers';
import { versionId } from '../../../src/emulator/seed/actions';
import { DEMO_EXECUTION_IDS } from '../../../src/emulator/seed/actionVersions';
import { RETIRED_STRATEGIES } from '../../../src/emulator/routes/connectionsCreate';
import { VAULT_SETUPS } from '../../../src/emulator/routes/vaultSetups';
import { emulatorSuite } from '../emulator/helpers';
import { alternatives, generateBody, loadGenerator, violations } from './bodies';
import { CheckedApi } from './conformance';
import { coveredOperations, requestSchema, requestValidator } from './oracle';

type Body = Record<string, any>;

/** A real id for each path parameter of a template (resources of the demo tenant). */
const PATH_IDS: Record<string, string> = {
  '/connections/{id}': C.database, '/event-streams/{id}': S.userWebhook, '/flows/vault/connections/{id}': V.httpBearer,
  '/token-exchange-profiles/{id}': T.partner, '/verifiable-credentials/verification/templates/{id}': demoTemplateId(1),
  '/resource-servers/{id}': DEMO_API_IDS.orders,
};

/** Path parameters of the actions operations: a deployed post-login action, its first version, a seeded execution. */
const ACTION_PARAMS: [string, string][] = [
  ['/actions/actions/{actionId}/versions/{id}', `/actions/actions/${A.postLoginDeployed}/versions/${versionId(A.postLoginDeployed, 1)}`],
  ['/actions/actions/{actionId}', `/actions/actions/${A.postLoginDeployed}`],
  ['/actions/actions/{id}', `/actions/actions/${A.postLoginDeployed}`],
  ['/actions/triggers/{triggerId}', '/actions/triggers/post-login'],
  ['/actions/executions/{id}', `/actions/executions/${DEMO_EXECUTION_IDS.postLogin}`],
];

function concretePath(template: string): string {
  for (const [t, concrete] of ACTION_PARAMS) if (template.startsWith(t)) return template.replace(t, concrete);
  const base = Object.keys(PATH_IDS).find((t) => template === t || template.startsWith(`${t}/`));
  let path = base ? PATH_IDS[base]! && template.replace(base, base.replace(/\{id\}/, PATH_IDS[base]!)) : template;
  path = path.replace('{event_id}', E.userWebhook.failed[0]);
  return path;
}

/**
 * What the contract cannot say: references to other resources, and the emulator's documented choices. Each fix-up
 * keeps the body contract-valid (checked before sending).
 */
/** A webhook's write-only secret: required to create one or to change its method (the contract leaves it out). */
function withSecret(auth: Body | undefined): void {
  if (auth?.method === 'basic') auth.password ??= 'secret';
  if (auth?.method === 'bearer') auth.token ??= 'secret';
  if (auth?.method === 'custom_header') auth.header_value ??= 'secret';
}

/**
 * An action body as the emulator's own rules take it (documented in routes/actionsSchemas.ts): trigger versions the
 * trigger has, a known runtime, secret names of letters, digits and `_` with a value, named dependencies, code that
 * parses when it is deployed at once.
 */
function actionBody(b: Body): Body {
  for (const t of b.supported_triggers ?? []) delete t.version;
  if (b.runtime !== undefined) b.runtime = 'node22';
  b.secrets = b.secrets?.map((s: Body, i: number) => ({ ...s, name: `S_${i}`, value: s.value ?? 'v' }));
  b.dependencies = b.dependencies?.map((d: Body, i: number) => ({ ...d, name: `dep-${i}` }));
  if (b.name !== undefined) b.name = `conformance ${String(b.name).slice(0, 50)} ${Math.random().toString(36).slice(2)}`;
  if (b.deploy) b.code = 'exports.onExecutePostLogin = async () => {};';
  return b;
}

function fixUp(operation: string, b: Body): Body {
  if (operation === 'POST /actions/actions') return actionBody(b);
  // The patched action stays a post-login one (the bindings operation binds it).
  if (operation === 'PATCH /actions/actions/{id}') return actionBody(b.supported_triggers ? { ...b, supported_triggers: [{ id: 'post-login' }] } : b);
  if (operation === 'PATCH /actions/triggers/{triggerId}/bindings') {
    // Refs name the two deployed post-login actions (each once); a display name is not empty.
    const refs = [A.postLoginDeployed, A.postLoginBlockSuspended];
    b.bindings = b.bindings?.slice(0, 2).map((x: Body, i: number) => ({ ...x, ref: { type: 'action_id', value: refs[i] }, ...(x.display_name !== undefined ? { display_name: `d${x.display_name}` } : {}) }));
    return b;
  }
  if (operation === 'POST /token-exchange-profiles') return { ...b, action_id: A.cteDeployed };
  if (operation === 'POST /event-streams') {
    const d = b.destination;
    if (d.type === 'action') d.configuration.action_id = A.eventStreamDeployed;
    withSecret(d.configuration.webhook_authorization);
    return b;
  }
  if (operation === 'PATCH /event-streams/{id}') {
    // The patched stream is a webhook: a destination can change, its type cannot (the emulator says so with 400).
    if (b.destination && b.destination.type !== 'webhook') delete b.destination;
    withSecret(b.destination?.configuration.webhook_authorization);
    if (Object.keys(b).length === 0) b.status = 'enabled';
    return b;
  }
  // A redelivery window runs forwards.
  if (operation === 'POST /event-streams/{id}/redeliver' && b.date_from && b.date_to && b.date_from > b.date_to) {
    [b.date_from, b.date_to] = [b.date_to, b.date_from];
  }
  // The emulator refuses the enum's retired providers with 422 (its own choice, see routes/connectionsCreate.ts).
  if (operation === 'POST /connections' && RETIRED_STRATEGIES.includes(b.strategy)) return { ...b, strategy: 'auth0' };
  return b;
}

/**
 * The path a body goes to. A Flows Vault setup only fits connections of some apps (which the contract cannot say):
 * a PATCH with one goes to a new connection of an app that takes it.
 */
async function targetPath(api: CheckedApi, operation: string, path: string, body: Body): Promise<string> {
  if (operation !== 'PATCH /flows/vault/connections/{id}' || !body.setup) return path;
  const app = Object.keys(VAULT_SETUPS).find((a) => VAULT_SETUPS[a]!.some((v) => v.schema.safeParse(body.setup).success));
  assert.ok(app, `no app takes the setup ${JSON.stringify(body.setup)}`);
  const created = await api.send('POST', '/flows/vault/connections', { name: 'patch target', app_id: app });
  return `/flows/vault/connections/${created.body.id}`;
}

describe('emulator: conformance to the service contract', function () {
  this.timeout(120_000);
  const env = emulatorSuite();
  let api: CheckedApi;
  before(async () => {
    await loadGenerator();
    api = new CheckedApi(env.api);
  });

  const operations = coveredOperations();

  it('covers the six kinds: the contract lists their operations', () => {
    assert.ok(operations.length >= 35, operations.join('\n'));
  });

  it('answers every covered read as the contract describes (lists, filtered fields, single resources)', async () => {
    for (const op of operations.filter((o) => o.startsWith('GET '))) {
      const res = await api.send('GET', concretePath(op.slice(4)));
      assert.ok(res.status < 300, `${op}: ${res.status} ${res.text}`);
    }
    const reads = [
      ...['?include_totals=true', '?take=3', '?strategy=auth0', '?fields=name,strategy&include_fields=true', '?fields=options&include_fields=false'].map((q) => `/connections${q}`),
      `/connections/${C.database}?fields=name,display_name&include_fields=true`, `/connections/${C.database}/clients?take=1000`,
      '/flows/vault/connections?include_totals=true', '/event-streams?take=1', '/verifiable-credentials/verification/templates?take=5',
      '/token-exchange-profiles?take=2', '/resource-servers?include_totals=true&per_page=2', '/resource-servers?identifiers=urn:example:inventory',
    ];
    for (const path of reads) {
      const res = await api.send('GET', path);
      assert.ok(res.status < 300, `${path}: ${res.status} ${res.text}`);
    }
    assert.equal((await api.send('POST', `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.failed[1]}`)).status, 202);
    assert.equal((await api.send('POST', `/actions/actions/${A.postLoginBlockSuspended}/deploy`)).status, 202);
    for (const q of ['?triggerId=post-login&deployed=true', '?actionName=m2m-token-claims', '?installed=false&per_page=2&page=1']) {
      assert.equal((await api.send('GET', `/actions/actions${q}`)).status, 200, q);
    }
  });

  for (const [n, op] of operations.filter((o) => requestSchema(o)).entries()) {
    it(`${op}: accepts contract-valid bodies, refuses single-constraint violations with 400`, async () => {
      const [method, template] = op.split(' ') as [string, string];
      const validate = requestValidator(op);
      const path = concretePath(template);
      const alts = alternatives(requestSchema(op) as Body);
      for (const [i, alt] of alts.entries()) {
        let sent = 0;
        for (let seed = 1; sent < 2 && seed < 40; seed++) {
          const body = fixUp(op, generateBody(alt, n * 10_000 + seed * 100 + i, seed % 2 === 0) as Body);
          if (!validate(body)) continue;
          const target = await targetPath(api, op, path, body);
          const res = await api.send(method, target, body);
          assert.ok(res.status < 300, `${op} refused a contract-valid body (alternative ${i}): ${res.status} ${res.text}\n${JSON.stringify(body).slice(0, 1500)}`);
          if (sent++ > 0) continue;
          for (const v of violations(alt, body, (b) => !validate(b))) {
            const bad = await api.send(method, target, v.body, { refusal: true });
            assert.equal(bad.status, 400, `${op}: ${v.what} was not refused: ${bad.status} ${bad.text}\n${JSON.stringify(v.body).slice(0, 800)}`);
          }
        }
        assert.ok(sent > 0, `${op}: no contract-valid body could be generated for alternative ${i}`);
      }
    });
  }

  it('answers the deletes as the contract describes', async () => {
    const tep = await api.send('POST', '/token-exchange-profiles', { name: 'to delete', subject_token_type: 'https://delete.example.org/t', action_id: A.cteDeployed, type: 'custom_authentication' });
    assert.equal((await api.send('DELETE', `/token-exchange-profiles/${tep.body.id}`)).status, 204);
    const conn = await api.send('POST', '/connections', { name: 'to-delete', strategy: 'auth0' });
    assert.ok((await api.send('DELETE', `/connections/${conn.body.id}`)).status < 300);
    assert.equal((await api.send('DELETE', `/event-streams/${S.orgEventBridge}`)).status, 204);
    assert.equal((await api.send('DELETE', `/flows/vault/connections/${V.activeCampaign}`)).status, 204);
    assert.equal((await api.send('DELETE', `/verifiable-credentials/verification/templates/${demoTemplateId(2)}`)).status, 204);
    assert.equal((await api.send('DELETE', `/resource-servers/${DEMO_API_IDS.inventory}`)).status, 204);
    assert.equal((await api.send('DELETE', `/actions/actions/${A.credentialsExchangeDeployed}?force=true`)).status, 204);
  });

  it('answered every covered operation with a 2xx the contract accepts', () => {
    assert.deepEqual(operations.filter((o) => !api.succeeded.has(o)), []);
  });
});
