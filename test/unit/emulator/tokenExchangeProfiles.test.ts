import assert from 'node:assert/strict';
import { DEMO_ACTION_IDS, DEMO_CTE_ACTION_ID, DEMO_TOKEN_EXCHANGE_PROFILE_IDS } from '../../../src/emulator/seed/ids';
import { assertErrorShape, client, control, emulatorSuite, getToken, READONLY } from './helpers';

const valid = (n = 0) => ({
  name: 'Partner token', subject_token_type: `https://tokens.example.com/t${n}`, action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication',
});

describe('emulator: POST /token-exchange-profiles', () => {
  const env = emulatorSuite();
  let n = 0;
  const create = (body: unknown) => env.api('POST', '/token-exchange-profiles', { body });
  const expect400 = async (body: unknown, message?: string | RegExp) => assertErrorShape(await create(body), 400, message);

  it('201 with id, timestamps and the submitted fields', async () => {
    const res = await create(valid(++n));
    assert.equal(res.status, 201);
    assert.match(res.body.id, /^tep_[A-Za-z0-9]{16}$/);
    assert.equal(res.body.type, 'custom_authentication');
    assert.equal(res.body.action_id, DEMO_CTE_ACTION_ID);
    assert.ok(!Number.isNaN(Date.parse(res.body.created_at)) && !Number.isNaN(Date.parse(res.body.updated_at)));
    const got = await env.api('GET', `/token-exchange-profiles/${res.body.id}`);
    assert.deepEqual(got.body, res.body);
  });

  it('accepts an application/x-www-form-urlencoded body', async () => {
    const res = await env.api('POST', '/token-exchange-profiles', { form: valid(++n) });
    assert.equal(res.status, 201, res.text);
  });

  it('name: 3 and 50 chars ok; 2 and 51 rejected', async () => {
    assert.equal((await create({ ...valid(++n), name: 'abc' })).status, 201);
    assert.equal((await create({ ...valid(++n), name: 'x'.repeat(50) })).status, 201);
    await expect400({ ...valid(++n), name: 'ab' }, /String is too short \(2 chars\), minimum 3' on property name/);
    await expect400({ ...valid(++n), name: 'x'.repeat(51) }, /String is too long \(51 chars\), maximum 50' on property name/);
  });

  it('subject_token_type: 8 and 100 chars ok; 7 and 101 rejected; must be a URI', async () => {
    assert.equal((await create({ ...valid(), subject_token_type: 'urn:a:bc' })).status, 201);
    const long = `https://example.com/${'p'.repeat(80)}`;
    assert.equal(long.length, 100);
    assert.equal((await create({ ...valid(), subject_token_type: long })).status, 201);
    await expect400({ ...valid(), subject_token_type: 'urn:a:b' }, /on property subject_token_type/);
    await expect400({ ...valid(), subject_token_type: `${long}x` }, /maximum 100' on property subject_token_type/);
    await expect400({ ...valid(), subject_token_type: 'not a uri at all' }, /format url/);
  });

  it('subject_token_type: any URL of 8–100 characters outside the reserved namespaces (their hosts, not subdomains)', async () => {
    for (const [i, ok] of ['http://example.com/token', 'https://login.auth0.com/token', 'https://id.okta.com/t', 'custom:token:type'].entries()) {
      const res = await env.api('POST', '/token-exchange-profiles', { body: { ...valid(++n), subject_token_type: `${ok}${i}` } });
      assert.equal(res.status, 201, `${ok}: ${res.text}`);
    }
    await expect400({ ...valid(), subject_token_type: 'not a url at all' }, /format url/);
    await expect400({ ...valid(), subject_token_type: 'http://auth0.com/token' }, /reserved/);
    await expect400({ ...valid(), subject_token_type: 'urn:ietf:params:oauth:token-type:jwt' }, /reserved/);
    await expect400({ ...valid(), subject_token_type: 'https://auth0.com/token' }, /reserved/);
    await expect400({ ...valid(), subject_token_type: 'urn:okta:token' }, /reserved/);
  });

  it('action_id: 36 chars checked against actions; 0 and 37 rejected by length', async () => {
    await expect400({ ...valid(++n), action_id: '' }, /minimum 1' on property action_id/);
    await expect400({ ...valid(++n), action_id: 'a'.repeat(37) }, /maximum 36' on property action_id/);
    await expect400({ ...valid(++n), action_id: 'a'.repeat(36) }, 'Action not found');
  });

  it('type: only custom_authentication ("type must be custom"); 0 and 22 chars rejected by length', async () => {
    await expect400({ ...valid(++n), type: 'custom' }, 'type must be custom');
    await expect400({ ...valid(++n), type: 'x'.repeat(21) }, 'type must be custom');
    await expect400({ ...valid(++n), type: '' }, /minimum 1' on property type/);
    await expect400({ ...valid(++n), type: 'x'.repeat(22) }, /maximum 21' on property type/);
  });

  it('rejects missing fields, wrong types and extra properties with invalid_body', async () => {
    const { name: _name, ...noName } = valid(++n);
    const res = await create(noName);
    assertErrorShape(res, 400, "Payload validation error: 'Missing required property: name'.", 'invalid_body');
    assertErrorShape(await create({ ...valid(++n), id: 'tep_x' }), 400, /Payload validation error: 'Additional properties not allowed: id'/, 'invalid_body');
    assertErrorShape(await create({ ...valid(++n), name: 42 }), 400, /Expected type string but found type integer' on property name/);
    await expect400(undefined, /Missing required property/);
  });

  it('400 when the action is not deployed or lacks the custom-token-exchange trigger', async () => {
    await expect400({ ...valid(++n), action_id: DEMO_ACTION_IDS.cteNotDeployed }, 'Action is not deployed');
    await expect400({ ...valid(++n), action_id: DEMO_ACTION_IDS.postLoginDeployed }, 'Action must have supported_triggers: custom-token-exchange');
    assert.equal((await create({ ...valid(++n), action_id: DEMO_ACTION_IDS.cteDeployedWithChanges })).status, 201);
  });

  it('409 for a duplicate subject_token_type', async () => {
    const body = valid(++n);
    assert.equal((await create(body)).status, 201);
    assertErrorShape(await create({ ...body, name: 'Another' }), 409, 'subject_token_type already exists for tenant');
    assertErrorShape(await create({ ...valid(), subject_token_type: 'https://partner.example.com/id-token' }), 409);
  });

  it('403 insufficient_scope without create:token_exchange_profiles', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assertErrorShape(await ro('POST', '/token-exchange-profiles', { body: valid(++n) }), 403,
      'Insufficient scope, expected any of: create:token_exchange_profiles', 'insufficient_scope');
  });
});

describe('emulator: token exchange profile limit and companions', () => {
  const env = emulatorSuite();

  it('403 "You reached the limit…" once the tenant holds 100 profiles', async () => {
    const existing = (await env.api('GET', '/token-exchange-profiles?take=100')).body.token_exchange_profiles.length;
    assert.equal(existing, 3);
    for (let i = existing; i < 100; i++) {
      const res = await env.api('POST', '/token-exchange-profiles', { body: valid(1000 + i) });
      assert.equal(res.status, 201, `profile ${i + 1}: ${res.text}`);
    }
    assertErrorShape(await env.api('POST', '/token-exchange-profiles', { body: valid(5000) }), 403,
      'You reached the limit of entities of this type for this tenant.');
    assert.equal((await env.api('DELETE', `/token-exchange-profiles/${DEMO_TOKEN_EXCHANGE_PROFILE_IDS.partner}`)).status, 204);
    assert.equal((await env.api('POST', '/token-exchange-profiles', { body: valid(5000) })).status, 201);
  });

  it('lists with checkpoint paging (take, next) and the token_exchange_profiles envelope', async () => {
    const ids: string[] = [];
    let from: string | undefined;
    let pages = 0;
    do {
      const res = await env.api('GET', `/token-exchange-profiles?take=30${from ? `&from=${encodeURIComponent(from)}` : ''}`);
      assert.equal(res.status, 200);
      ids.push(...res.body.token_exchange_profiles.map((p: { id: string }) => p.id));
      from = res.body.next;
      pages++;
    } while (from);
    assert.equal(pages, 4);
    assert.equal(ids.length, 100);
    assert.equal(new Set(ids).size, 100);
    const first = await env.api('GET', '/token-exchange-profiles');
    assert.equal(first.body.token_exchange_profiles.length, 50);
  });

  it('get: 404 "Token exchange profile not found."', async () => {
    assertErrorShape(await env.api('GET', '/token-exchange-profiles/tep_doesNotExist0000'), 404, 'Token exchange profile not found.');
  });

  it('PATCH changes name / subject_token_type only; duplicate → 409 (as on create)', async () => {
    const { api, url } = env;
    await control(url, 'POST', '/reset');
    const id = DEMO_TOKEN_EXCHANGE_PROFILE_IDS.legacySession;
    const res = await api('PATCH', `/token-exchange-profiles/${id}`, { body: { name: 'Renamed' } });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Renamed');
    assertErrorShape(await api('PATCH', `/token-exchange-profiles/${id}`, { body: { action_id: DEMO_CTE_ACTION_ID } }), 400, /Additional properties/);
    assertErrorShape(await api('PATCH', `/token-exchange-profiles/${id}`, { body: {} }), 400, /Too few properties defined \(0\), minimum 1/);
    assertErrorShape(await api('PATCH', `/token-exchange-profiles/${id}`, { body: { subject_token_type: 'https://partner.example.com/id-token' } }), 409,
      'subject_token_type already exists for tenant');
  });

  it('DELETE is idempotent (204 twice), then GET 404', async () => {
    const id = DEMO_TOKEN_EXCHANGE_PROFILE_IDS.mobileDevice;
    assert.equal((await env.api('DELETE', `/token-exchange-profiles/${id}`)).status, 204);
    assert.equal((await env.api('DELETE', `/token-exchange-profiles/${id}`)).status, 204);
    assert.equal((await env.api('GET', `/token-exchange-profiles/${id}`)).status, 404);
  });
});
