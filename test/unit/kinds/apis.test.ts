// The API (resource server) description: its document (token settings, RBAC flags, scopes; never the signing
// secret, is_system or client_id), the PATCH it plans (only what changed, scopes as a whole, never the identifier),
// the locked identifier, the scope rules (unique values, the service's lengths) on the exact key, the identifier
// rule of a create (a URL or a URN), and the calls against the emulator (create, update, 409, the system API).
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { ApiError, InvalidInputError } from '../../../src/api/errors';
import { createApi, createApiSchema, deleteApi, getApi, identifierProblem, listApis, updateApi, updateApiSchema } from '../../../src/kinds/apis/api';
import { apisKind as kind } from '../../../src/kinds/apis/editor';
import { apiServerErrorPath } from '../../../src/kinds/apis/draftFacet';
import { planApi } from '../../../src/kinds/apis/copy';
import { apis } from '../../../src/kinds/apis';
import { apisTree, shortIdentifier } from '../../../src/kinds/apis/tree';
import { DEMO_API_IDS, SYSTEM_API_ID } from '../../../src/emulator/seed/resourceServers';
import { documentProblems } from '../../../src/kinds/checks';
import { notEditableKeys, parseDocument, renderDocument, toEditable } from '../../../src/kinds/document';
import { editorKindById, KINDS } from '../../../src/kinds';
import type { EditContext, Resource } from '../../../src/kinds/kind';
import { planPatch } from '../../../src/kinds/plan';
import { harnessSuite } from '../api/emulatorHarness';

const SCOPES = new Set(['read:resource_servers', 'update:resource_servers']);
const contextOf = (api: Resource): EditContext => ({ scopes: SCOPES, hidden: new Set(kind.hiddenFields(api, SCOPES)), identity: kind.identity(api) });

const orders: Resource = {
  id: DEMO_API_IDS.orders, name: 'Orders API', identifier: 'https://api.example.com/orders', signing_alg: 'HS256',
  signing_secret: 'a-very-secret-signing-value-0001', allow_offline_access: true, skip_consent_for_verifiable_first_party_clients: true,
  token_lifetime: 86400, token_lifetime_for_web: 7200, enforce_policies: true, token_dialect: 'access_token_authz', client_id: 'abc',
  scopes: [{ value: 'read:orders', description: 'Read orders' }, { value: 'create:orders' }],
};

type Doc = Record<string, any>;
function edit(change: (doc: Doc) => void, api = orders) {
  const ctx = contextOf(api);
  const base = toEditable(kind, api, ctx.hidden);
  const edited = structuredClone(base) as Doc;
  change(edited);
  const text = `${JSON.stringify(edited, null, 2)}\n`;
  return { text, plan: planPatch(kind, base, edited, ctx), problems: documentProblems(kind, text, { base, ctx }) };
}
const errorsOf = (problems: ReturnType<typeof edit>['problems']) => problems.filter((p) => p.severity === 'error');
const lineOf = (text: string, needle: string, nth = 0) => text.split('\n').map((l, i) => [l, i] as const).filter(([l]) => l.includes(needle))[nth]![1];

describe('kind: APIs', () => {
  it('is registered right after Applications in the sidebar; its document holds the settings and scopes, never the signing secret', () => {
    assert.equal(KINDS[1], apis);
    assert.equal(editorKindById('apis'), kind);
    const base = toEditable(kind, orders, new Set());
    const text = renderDocument(kind, base);
    assert.deepEqual(Object.keys(JSON.parse(text)), [
      'name', 'identifier', 'token_lifetime', 'token_lifetime_for_web', 'signing_alg', 'enforce_policies', 'token_dialect',
      'allow_offline_access', 'skip_consent_for_verifiable_first_party_clients', 'scopes',
    ]);
    assert.doesNotMatch(text, /a-very-secret|signing_secret|client_id/);
    assert.deepEqual(parseDocument(kind, text), base);
    assert.ok(notEditableKeys(kind, orders).includes('signing_secret'));
    assert.deepEqual(documentProblems(kind, text, { base, ctx: contextOf(orders) }), []);
  });

  it('a changed lifetime and scopes send only those, the scopes as a whole; never the identifier', () => {
    const { plan, problems } = edit((d) => {
      d.token_lifetime = 3600;
      d.scopes.push({ value: 'delete:orders', description: 'Cancel orders' });
    });
    assert.deepEqual(problems, []);
    assert.ok(plan.ok);
    assert.deepEqual(plan.body, { token_lifetime: 3600, scopes: [...(orders.scopes as object[]), { value: 'delete:orders', description: 'Cancel orders' }] });
    assert.ok(z.safeParse(updateApiSchema, plan.body).success);
  });

  for (const field of ['identifier', 'token_lifetime_for_web'] as const) {
    it(`an edit of ${field} is an error on its key, and it is never sent`, () => {
      const { text, problems, plan } = edit((d) => (d[field] = field === 'identifier' ? 'https://other.example.com' : 60));
      const locked = errorsOf(problems).filter((p) => p.code === 'locked');
      assert.equal(locked.length, 1, JSON.stringify(problems));
      assert.deepEqual(locked[0]!.path, [field]);
      assert.equal(locked[0]!.range.start.line, lineOf(text, `"${field}"`));
      if (field === 'identifier') assert.match(locked[0]!.message, /fixed when the API is created/);
      assert.ok(!plan.ok || !(field in plan.body));
    });
  }

  const bad: [string, (d: Doc) => void, string, number, RegExp][] = [
    ['a scope value listed twice', (d) => d.scopes.push({ value: 'read:orders' }), '"value": "read:orders"', 1, /"read:orders" is listed twice/],
    ['an empty scope value', (d) => (d.scopes[1].value = ''), '"value": ""', 0, /1/],
    ['a scope value of 281 characters', (d) => (d.scopes[1].value = 'x'.repeat(281)), '"value": "xxx', 0, /280/],
    ['a description of 501 characters', (d) => (d.scopes[0].description = 'd'.repeat(501)), '"description": "ddd', 0, /500/],
    ['an unknown key in a scope', (d) => (d.scopes[0].label = 'x'), '"label"', 0, /label/],
    ['a token lifetime over 30 days', (d) => (d.token_lifetime = 2592001), '"token_lifetime"', 0, /2592000/],
    ['a name with <', (d) => (d.name = '<b>Orders</b>'), '"name"', 0, /< or >/],
    ['an unknown signing algorithm', (d) => (d.signing_alg = 'ES256'), '"signing_alg"', 0, /RS256/],
  ];
  for (const [what, change, needle, nth, message] of bad) {
    it(`${what}: an error on that key, and the save is refused before any request`, () => {
      const { text, problems } = edit(change);
      const errors = errorsOf(problems);
      assert.equal(errors.length, 1, JSON.stringify(errors));
      assert.equal(errors[0]!.range.start.line, lineOf(text, needle, nth));
      assert.match(errors[0]!.message, message);
    });
  }

  it('a create identifier is a URL or a URN, without spaces around it', () => {
    for (const ok of ['https://api.example.com/orders', 'http://localhost:3000/api', 'urn:example:orders', 'urn:my-org:billing:v2']) assert.equal(identifierProblem(ok), undefined, ok);
    for (const bad of ['orders', ' https://api.example.com', 'ftp://x.example.com', 'https://', 'urn:', 'x'.repeat(601)]) assert.ok(identifierProblem(bad), bad);
    assert.equal(z.safeParse(createApiSchema, { identifier: 'orders' }).success, false);
    const dup = z.safeParse(createApiSchema, { identifier: 'urn:a:b', scopes: [{ value: 'a' }, { value: 'a' }] });
    assert.deepEqual(dup.error?.issues.map((i) => i.path), [['scopes', 1, 'value']]);
    assert.deepEqual(apiServerErrorPath(409, 'A resource server with the same identifier already exists'), ['identifier']);
    assert.deepEqual(apiServerErrorPath(400, "Payload validation error: 'String is too long' on property scopes.0.value."), ['scopes', 0, 'value']);
  });

  it('the tree: each row with its identifier; the system API marked read-only, with no edit or delete', () => {
    const row = apisTree.row(orders, { canUpdate: true });
    assert.equal(row.description, '…/orders', 'the identifier shortened for a 300 px side bar; the tooltip has it whole');
    assert.deepEqual(['https://billing.example.com/', 'urn:example:inventory', 'https://api.example.com/v1/orders'].map(shortIdentifier), ['billing.example.com', '…:inventory', '…/orders']);
    assert.ok(row.context.includes('api') && row.context.includes('deletable'));
    assert.equal(row.open.command, 'authTenants.editApi');
    const system = apisTree.row({ id: SYSTEM_API_ID, name: 'Auth0 Management API', identifier: 'https://t.example.com/api/v2/', is_system: true }, { canUpdate: true });
    assert.match(String(system.description), /system, read-only/);
    assert.deepEqual(system.context, ['systemApi', 'viewable']);
    assert.equal(system.open.command, 'authTenants.openResource');
    assert.match(apis.remove!.refuse!({ name: 'Auth0 Management API', is_system: true }, {})!, /system API.*cannot delete it/);
    assert.equal(apis.remove!.refuse!(orders, {}), undefined);
  });

  describe('against the emulator', () => {
    const h = harnessSuite();

    it('lists with the system API first, creates, updates scopes, refuses a taken identifier (409), deletes', async () => {
      const client = h.client();
      const page = await listApis(client, { perPage: 2 });
      assert.equal(page.items[0]!.is_system, true);
      assert.equal(page.cursor, '1');
      const created = await createApi(client, { name: 'Unit API', identifier: 'urn:unit:api', signing_alg: 'RS256' });
      const { plan } = edit((d) => (d.scopes = [{ value: 'read:unit' }]), created);
      assert.ok(plan.ok);
      const updated = await updateApi(client, String(created.id), plan.body);
      assert.deepEqual(updated.scopes, [{ value: 'read:unit' }]);
      await assert.rejects(createApi(client, { name: 'Again', identifier: 'urn:unit:api' }), (e) => e instanceof ApiError && e.status === 409);
      await assert.rejects(createApi(client, { name: 'Bad', identifier: 'not an identifier' }), InvalidInputError);
      await assert.rejects(updateApi(client, SYSTEM_API_ID, { token_lifetime: 60 }), (e) => e instanceof ApiError && e.status === 400);
      assert.equal(await apis.remove!.call(client, created), 'deleted');
      assert.equal(await apis.remove!.call(client, created), 'gone');
      await deleteApi(client, String(created.id));
      await assert.rejects(getApi(client, String(created.id)), (e) => e instanceof ApiError && e.status === 404);
    });
  });
});

describe('kind: APIs across tenants (compare, copy)', () => {
  const scopes = new Set(['read:resource_servers', 'create:resource_servers', 'update:resource_servers']);

  it('a create sends the identifier and the settings, never the signing secret, and says the target gets its own', () => {
    const plan = planApi({ resource: orders, names: {} }, { names: {}, scopes });
    assert.equal(plan.action.kind, 'create');
    const body = (plan.action as { body: Record<string, unknown> }).body;
    assert.equal(body.identifier, 'https://api.example.com/orders');
    assert.deepEqual(body.scopes, orders.scopes);
    assert.ok(!('signing_secret' in body) && !('token_lifetime_for_web' in body) && !('id' in body));
    assert.ok(z.safeParse(createApiSchema, body).success, 'the client accepts the body');
    assert.match(plan.notCopied.find((n) => n.field === 'signing_secret')!.reason, /never copied/);
  });

  it('an update sends what differs (scopes as a whole); token_lifetime_for_web is listed as not copied', () => {
    const target = { ...orders, id: 'other', signing_secret: 'another-secret-value-000000001', token_lifetime: 3600, token_lifetime_for_web: 600, scopes: [{ value: 'read:orders' }] };
    const plan = planApi({ resource: orders, names: {} }, { resource: target, names: {}, scopes });
    assert.equal(plan.action.kind, 'update');
    assert.deepEqual((plan.action as { body: Record<string, unknown> }).body, { token_lifetime: 86400, scopes: orders.scopes });
    assert.ok(plan.notCopied.some((n) => n.field === 'token_lifetime_for_web'));
    assert.equal(planApi({ resource: orders, names: {} }, { resource: { ...orders, id: 'same' }, names: {}, scopes }).action.kind, 'none');
  });

  it('compare leaves the system API out, keys by identifier, and never holds the signing secret', () => {
    const normalised = apis.compare!.normalise(orders, {});
    assert.equal(normalised.key, 'https://api.example.com/orders');
    assert.doesNotMatch(JSON.stringify(normalised.value), /a-very-secret|"id"|client_id/);
  });
});
