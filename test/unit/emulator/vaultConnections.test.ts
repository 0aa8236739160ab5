import assert from 'node:assert/strict';
import { DEMO_VAULT_CONNECTION_IDS as V } from '../../../src/emulator/seed/ids';
import { assertErrorShape, client, emulatorSuite, getToken, READONLY } from './helpers';

const API_KEY = 'ab1234567890deadbeefcafef00d5678yz';
const valid = () => ({ name: 'Newsletter', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: API_KEY, base_url: 'https://acme.api-us1.com' } });

describe('emulator: flows vault connections', () => {
  const env = emulatorSuite();
  const create = (body: unknown) => env.api('POST', '/flows/vault/connections', { body });

  it('201 with id (≤30), fingerprint, ready, timestamps and a masked account_name; never the api_key', async () => {
    const res = await create(valid());
    assert.equal(res.status, 201);
    assert.ok(res.body.id.length <= 30 && res.body.id.length > 0);
    assert.equal(res.body.ready, true);
    assert.equal(res.body.app_id, 'ACTIVECAMPAIGN');
    assert.equal(res.body.name, 'Newsletter');
    assert.equal(res.body.account_name, 'ActiveCampaign ab***yz');
    assert.ok(res.body.fingerprint.length >= 1);
    for (const k of ['created_at', 'updated_at']) assert.ok(!Number.isNaN(Date.parse(res.body[k])));
    assert.ok(!res.text.includes(API_KEY));
    assert.ok(!('setup' in res.body));
    const got = await env.api('GET', `/flows/vault/connections/${res.body.id}`);
    assert.deepEqual(got.body, res.body);
    assert.ok(!got.text.includes(API_KEY));
  });

  it('name: 1 and 150 chars ok; 0 and 151 rejected', async () => {
    assert.equal((await create({ ...valid(), name: 'n' })).status, 201);
    assert.equal((await create({ ...valid(), name: 'n'.repeat(150) })).status, 201);
    assertErrorShape(await create({ ...valid(), name: '' }), 400, /minimum 1' on property name/, 'invalid_body');
    assertErrorShape(await create({ ...valid(), name: 'n'.repeat(151) }), 400, /maximum 150' on property name/, 'invalid_body');
  });

  it('app_id: one of the 21 apps; 0 and 56 chars rejected by length', async () => {
    assertErrorShape(await create({ ...valid(), app_id: 'MARKETO' }), 400, /No enum match for: "MARKETO"' on property app_id/);
    assertErrorShape(await create({ ...valid(), app_id: '' }), 400, /minimum 1' on property app_id/);
    assertErrorShape(await create({ ...valid(), app_id: 'A'.repeat(56) }), 400, /maximum 55' on property app_id/);
  });

  it('setup: type API_KEY, api_key and https base_url required, nothing else', async () => {
    const setup = valid().setup;
    assertErrorShape(await create({ ...valid(), setup: { ...setup, type: 'OAUTH_CODE' } }), 400, /on property setup.type/);
    assertErrorShape(await create({ ...valid(), setup: { ...setup, base_url: 'http://acme.api-us1.com' } }), 400, /on property setup.base_url/);
    assertErrorShape(await create({ ...valid(), setup: { ...setup, base_url: 'not a url' } }), 400, /on property setup.base_url/);
    const { api_key: _k, ...noKey } = setup;
    assertErrorShape(await create({ ...valid(), setup: noKey }), 400, /Missing required property: api_key' on property setup/);
    assertErrorShape(await create({ ...valid(), setup: { ...setup, secret_key: 'x' } }), 400, /Additional properties not allowed: secret_key/);
    assert.equal((await create({ ...valid(), setup: { ...setup, api_key: 'short' } })).status, 201, 'no minimum length on API keys');
    assertErrorShape(await create({ ...valid(), environment: 'prod' }), 400, /Additional properties not allowed: environment/);
  });

  it('needs create:flows_vault_connections', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assertErrorShape(await ro('POST', '/flows/vault/connections', { body: valid() }), 403,
      'Insufficient scope, expected any of: create:flows_vault_connections', 'insufficient_scope');
  });

  it('lists with offset paging: bare array, or {limit, start, total, connections}', async () => {
    const bare = await env.api('GET', '/flows/vault/connections');
    assert.ok(Array.isArray(bare.body));
    assert.ok(bare.body.length >= 2);
    assert.ok(bare.body.every((c: object) => !('environment' in c)));
    const total = bare.body.length;
    const page = await env.api('GET', '/flows/vault/connections?page=0&per_page=1&include_totals=true');
    assert.deepEqual({ limit: page.body.limit, start: page.body.start, total: page.body.total }, { limit: 1, start: 0, total });
    assert.deepEqual(page.body.connections.map((c: { id: string }) => c.id), [V.activeCampaign]);
    assert.equal((await env.api('GET', '/flows/vault/connections?page=1&per_page=1')).body[0].id, V.httpBearer);
  });

  it('get: 404 "Connection not found"', async () => {
    assertErrorShape(await env.api('GET', '/flows/vault/connections/ac_doesNotExist'), 404, 'Connection not found');
  });
});
