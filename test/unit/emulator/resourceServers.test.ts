// The emulator's APIs (resource servers) over plain HTTP: the list's two shapes (a bare array, or the paged envelope
// with include_totals), the per_page bounds, the system API's identifier (the emulator's own audience), 404 with its
// errorCode, the signing secret of HS256 APIs only, and the production twin's differences from the demo.
import assert from 'node:assert/strict';
import { buildSeed } from '../../../src/emulator/seed';
import { DEMO_API_IDS as I, SYSTEM_API_ID } from '../../../src/emulator/seed/resourceServers';
import { assertErrorShape, emulatorSuite } from './helpers';

describe('emulator: APIs (resource servers)', () => {
  const env = emulatorSuite();

  it('lists a bare array, or {start, limit, total, resource_servers} with include_totals; per_page 1–100', async () => {
    const plain = await env.api('GET', '/resource-servers?per_page=2&page=1');
    assert.ok(Array.isArray(plain.body));
    assert.deepEqual(plain.body.map((a: { id: string }) => a.id), [I.inventory, I.billing]);
    const paged = await env.api('GET', '/resource-servers?include_totals=true&per_page=3');
    assert.deepEqual([paged.body.start, paged.body.limit, paged.body.total, paged.body.resource_servers.length], [0, 3, 5, 3]);
    assert.equal(paged.body.resource_servers[0].id, SYSTEM_API_ID);
    assert.equal(paged.body.resource_servers[0].identifier, `${env.url}/api/v2/`);
    for (const n of ['0', '101']) assertErrorShape(await env.api('GET', `/resource-servers?per_page=${n}`), 400, /per_page/, 'invalid_query_string');
  });

  it('an unknown API is 404 inexistent_resource_server; an HS256 API answers its signing secret, an RS256 one none', async () => {
    assertErrorShape(await env.api('GET', '/resource-servers/64f0a1b2c3d4e5f6ffffffff'), 404, /does not exist/, 'inexistent_resource_server');
    assert.ok((await env.api('GET', `/resource-servers/${I.inventory}`)).body.signing_secret.length >= 16);
    assert.equal((await env.api('GET', `/resource-servers/${I.orders}`)).body.signing_secret, undefined);
    const changed = await env.api('PATCH', `/resource-servers/${I.orders}`, { body: { signing_alg: 'HS256' } });
    assert.equal(changed.status, 201);
    assert.ok(changed.body.signing_secret.length >= 16, 'switching to HS256 makes a secret');
  });

  it('the production twin: Orders has longer tokens and no delete:orders, Billing exports invoices, Inventory is gone, Reporting is new', () => {
    const demo = buildSeed('demo').resourceServers;
    const prod = buildSeed('demo-production').resourceServers;
    const byId = (list: typeof demo, id: string) => list.find((a) => a.id === id);
    assert.deepEqual([byId(demo, I.orders)!.token_lifetime, byId(prod, I.orders)!.token_lifetime], [86400, 36000]);
    assert.ok(byId(demo, I.orders)!.scopes.some((s) => s.value === 'delete:orders'));
    assert.ok(!byId(prod, I.orders)!.scopes.some((s) => s.value === 'delete:orders'));
    assert.ok(byId(prod, I.billing)!.scopes.some((s) => s.value === 'export:invoices'));
    assert.equal(byId(prod, I.inventory), undefined);
    assert.equal(byId(demo, I.reporting), undefined);
    assert.equal(byId(prod, I.reporting)!.identifier, 'https://reports.example.com/api');
    assert.deepEqual(buildSeed('empty').resourceServers, []);
  });
});
