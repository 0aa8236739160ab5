// The emulator's client grants over plain HTTP: the list's shapes and filters (the own clients' grants to the
// Management API first), create's 404s and 409, PATCH and DELETE, the own grants read-only, the missing scope named,
// a deleted application or API taking its grants along, and the production twin's differences.
import assert from 'node:assert/strict';
import { buildSeed } from '../../../src/emulator/seed';
import { DEMO_APPLICATION_IDS as A } from '../../../src/emulator/seed/applications';
import { DEMO_GRANT_IDS as G } from '../../../src/emulator/seed/clientGrants';
import { DEMO_API_IDS } from '../../../src/emulator/seed/resourceServers';
import { assertErrorShape, client, emulatorSuite, getToken } from './helpers';

const ORDERS = 'https://api.example.com/orders';

describe('emulator: client grants', () => {
  const env = emulatorSuite();

  it('lists a bare array, the paged envelope with include_totals, or {client_grants, next} with take; own grants first', async () => {
    const plain = await env.api('GET', '/client-grants');
    assert.ok(Array.isArray(plain.body));
    assert.equal(plain.body[0].client_id, 'emulator-admin');
    assert.equal(plain.body[0].audience, `${env.url}/api/v2/`);
    assert.ok(plain.body[0].scope.includes('create:client_grants'));
    const demo = plain.body.filter((g: { id: string }) => !g.id.startsWith('cgr_emulator')).map((g: { id: string }) => g.id);
    assert.deepEqual(demo, [G.backOfficeOrders, G.backOfficeInventory, G.reportingBilling, G.reportingOrders]);
    const paged = await env.api('GET', '/client-grants?include_totals=true&per_page=2&page=0');
    assert.deepEqual([paged.body.start, paged.body.limit, paged.body.total, paged.body.client_grants.length], [0, 2, plain.body.length, 2]);
    const first = await env.api('GET', '/client-grants?take=3');
    assert.equal(first.body.client_grants.length, 3);
    const rest = await env.api('GET', `/client-grants?take=100&from=${encodeURIComponent(first.body.next)}`);
    assert.equal(rest.body.next, undefined);
    assert.deepEqual([...first.body.client_grants, ...rest.body.client_grants].map((g: { id: string }) => g.id), plain.body.map((g: { id: string }) => g.id));
  });

  it('filters by audience, client_id and allow_any_organization', async () => {
    const byAudience = await env.api('GET', `/client-grants?audience=${encodeURIComponent(ORDERS)}`);
    assert.deepEqual(byAudience.body.map((g: { id: string }) => g.id), [G.backOfficeOrders, G.reportingOrders]);
    const byClient = await env.api('GET', `/client-grants?client_id=${A.reporting}`);
    assert.deepEqual(byClient.body.map((g: { id: string }) => g.id), [G.reportingBilling, G.reportingOrders]);
    assert.deepEqual((await env.api('GET', '/client-grants?allow_any_organization=true')).body, []);
  });

  it('creates (201), refuses a second grant for the same client and audience (409), an unknown client or audience (404)', async () => {
    const created = await env.api('POST', '/client-grants', { body: { client_id: A.backOffice, audience: 'https://billing.example.com/', scope: ['read:invoices'] } });
    assert.equal(created.status, 201);
    assert.match(created.body.id, /^cgr_[A-Za-z0-9]{16}$/);
    assert.deepEqual(created.body.scope, ['read:invoices']);
    assertErrorShape(await env.api('POST', '/client-grants', { body: { client_id: A.backOffice, audience: 'https://billing.example.com/', scope: [] } }), 409, /already exists/, 'client_grant_conflict');
    assertErrorShape(await env.api('POST', '/client-grants', { body: { client_id: 'nope', audience: ORDERS } }), 404, /client does not exist/, 'inexistent_client');
    assertErrorShape(await env.api('POST', '/client-grants', { body: { client_id: A.kiosk, audience: 'https://nowhere.example.com' } }), 404, /No resource server/, 'inexistent_resource_server');
    assertErrorShape(await env.api('POST', '/client-grants', { body: { client_id: A.kiosk } }), 400, /audience/);
    assert.equal((await env.api('GET', `/client-grants/${created.body.id}`)).body.audience, 'https://billing.example.com/');
  });

  it('patches scopes and organization settings (200), deletes (204, twice); own grants are read-only; 404 unknown', async () => {
    const patched = await env.api('PATCH', `/client-grants/${G.reportingOrders}`, { body: { scope: ['read:orders', 'update:orders'], organization_usage: 'allow' } });
    assert.equal(patched.status, 200);
    assert.deepEqual([patched.body.scope, patched.body.organization_usage], [['read:orders', 'update:orders'], 'allow']);
    assert.deepEqual((await env.api('PATCH', `/client-grants/${G.reportingOrders}`, { body: { scope: null } })).body.scope, []);
    assertErrorShape(await env.api('PATCH', `/client-grants/${G.reportingOrders}`, { body: {} }), 400);
    assertErrorShape(await env.api('PATCH', '/client-grants/cgr_nope', { body: { scope: [] } }), 404, /does not exist/, 'inexistent_client_grant');
    const own = (await env.api('GET', '/client-grants?client_id=emulator-admin')).body[0];
    assertErrorShape(await env.api('PATCH', `/client-grants/${own.id}`, { body: { scope: [] } }), 400, /own clients/);
    assertErrorShape(await env.api('DELETE', `/client-grants/${own.id}`), 400, /own clients/);
    assert.equal((await env.api('DELETE', `/client-grants/${G.reportingOrders}`)).status, 204);
    assert.equal((await env.api('DELETE', `/client-grants/${G.reportingOrders}`)).status, 204);
    assertErrorShape(await env.api('GET', `/client-grants/${G.reportingOrders}`), 404, /does not exist/);
  });

  it('names the missing scope of each verb', async () => {
    const reader = client(env.url, await getToken(env.url, undefined, 'read:client_grants'));
    assertErrorShape(await reader('POST', '/client-grants', { body: { client_id: A.kiosk, audience: ORDERS } }), 403, /create:client_grants/);
    assertErrorShape(await reader('PATCH', `/client-grants/${G.backOfficeOrders}`, { body: { scope: [] } }), 403, /update:client_grants/);
    assertErrorShape(await reader('DELETE', `/client-grants/${G.backOfficeOrders}`), 403, /delete:client_grants/);
    const none = client(env.url, await getToken(env.url, undefined, 'read:clients'));
    assertErrorShape(await none('GET', '/client-grants'), 403, /read:client_grants/);
  });

  it('a deleted API or application takes its grants along', async () => {
    assert.equal((await env.api('DELETE', `/resource-servers/${DEMO_API_IDS.inventory}`)).status, 204);
    assert.deepEqual((await env.api('GET', '/client-grants?audience=urn:example:inventory')).body, []);
    assert.equal((await env.api('DELETE', `/clients/${A.backOffice}`)).status, 204);
    assert.deepEqual((await env.api('GET', `/client-grants?client_id=${A.backOffice}`)).body, []);
  });

  it('the production twin: Back Office Sync only reads orders, no Inventory grant, Reporting also exports and reads reports', () => {
    const prod = buildSeed('demo-production').clientGrants;
    const byId = (id: string) => prod.find((g) => g.id === id);
    assert.deepEqual(byId(G.backOfficeOrders)!.scope, ['read:orders']);
    assert.equal(byId(G.backOfficeInventory), undefined);
    assert.deepEqual(byId(G.reportingBilling)!.scope, ['read:invoices', 'export:invoices']);
    assert.deepEqual(byId(G.reportingReports)!.scope, ['read:reports']);
    assert.equal(buildSeed('demo').clientGrants.find((g) => g.id === G.reportingReports), undefined);
    assert.deepEqual(buildSeed('empty').clientGrants, []);
  });
});
