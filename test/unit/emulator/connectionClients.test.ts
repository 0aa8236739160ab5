import assert from 'node:assert/strict';
import { EMULATOR_CLIENTS } from '../../../src/emulator/auth/clients';
import { DEMO_APPLICATION_IDS as A, demoApplications } from '../../../src/emulator/seed/applications';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { assertErrorShape, client, emulatorSuite, getToken } from './helpers';

const TOTAL = EMULATOR_CLIENTS.length + demoApplications().length;

describe('emulator: applications, enabled clients and connection status (raw HTTP)', () => {
  const env = emulatorSuite();

  it('GET /clients: a bare array without include_totals, the totals envelope with it', async () => {
    const bare = await env.api('GET', '/clients?per_page=5');
    assert.ok(Array.isArray(bare.body));
    assert.equal(bare.body.length, 5);
    const page = await env.api('GET', '/clients?page=1&per_page=5&include_totals=true');
    assert.deepEqual({ start: page.body.start, limit: page.body.limit, total: page.body.total }, { start: 5, limit: 5, total: TOTAL });
    assert.equal(page.body.clients.length, 5);
  });

  it('GET /clients: checkpoint pages with take/from to the end; a bogus cursor is 400', async () => {
    const seen: string[] = [];
    let next: string | undefined;
    do {
      const res = await env.api('GET', `/clients?take=5${next ? `&from=${encodeURIComponent(next)}` : ''}`);
      assert.equal(res.status, 200);
      seen.push(...res.body.clients.map((c: { client_id: string }) => c.client_id));
      next = res.body.next;
    } while (next);
    assert.equal(seen.length, TOTAL);
    assert.equal(new Set(seen).size, TOTAL);
    assertErrorShape(await env.api('GET', '/clients?take=5&from=bogus'), 400, /not a valid checkpoint/, 'invalid_query_string');
    assertErrorShape(await env.api('GET', '/clients?per_page=101'), 400, undefined, 'invalid_query_string');
  });

  it('GET /clients?app_type= filters; with read:clients the items carry more than the summary fields', async () => {
    const reader = client(env.url, await getToken(env.url, { id: 'emulator-admin', secret: 'emulator-admin-secret' }, 'read:clients'));
    const full = await reader('GET', '/clients?app_type=native');
    assert.deepEqual(full.body.map((c: { client_id: string }) => c.client_id), [A.mobile]);
    assert.ok('is_first_party' in full.body[0]);
  });

  it('PATCH /connections/{id}/clients: not an array, a bad item and an unknown connection', async () => {
    assertErrorShape(await env.api('PATCH', `/connections/${C.github}/clients`, { body: { client_id: A.mobile, status: true } }), 400, /Expected type array/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/connections/${C.github}/clients`, { body: [{ client_id: A.mobile }] }), 400, /Missing required property: status/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/connections/${C.github}/clients`, { body: [{ client_id: A.mobile, status: true, x: 1 }] }), 400, /Additional properties not allowed: x/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', '/connections/con_nope/clients', { body: [{ client_id: A.mobile, status: true }] }), 404, 'The connection does not exist', 'inexistent_connection');
    assertErrorShape(await env.api('PATCH', `/connections/${C.github}/clients`, { body: [] }), 400, /Array is too short \(0\), minimum 1/, 'invalid_body');
  });

  it('GET /connections/{id}/clients: take up to 1000; above is 400', async () => {
    assert.equal((await env.api('GET', `/connections/${C.github}/clients?take=1000`)).status, 200);
    assertErrorShape(await env.api('GET', `/connections/${C.github}/clients?take=1001`), 400, undefined, 'invalid_query_string');
  });
});
