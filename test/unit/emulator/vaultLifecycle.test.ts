// The emulator's PATCH and DELETE of flows vault connections: name and setup checked against the connection's
// app, the setup kept only as a fingerprint salted with the id (never answered), scopes, and the live service's
// second delete (404 "Connection not found").
import assert from 'node:assert/strict';
import { setupFingerprint } from '../../../src/emulator/routes/vaultSetups';
import { DEMO_VAULT_CONNECTION_IDS as V } from '../../../src/emulator/seed/ids';
import { assertErrorShape, client, control, emulatorSuite, getToken, READONLY } from './helpers';

const NEW_KEY = 'lifecycle-rotated-key-5e7a91';
const acSetup = { type: 'API_KEY', api_key: NEW_KEY, base_url: 'https://acme.api-eu1.com' };
const path = (id: string) => `/flows/vault/connections/${id}`;

describe('emulator: update and delete flows vault connections', () => {
  const env = emulatorSuite();
  const patch = (id: string, body: unknown) => env.api('PATCH', path(id), { body });
  beforeEach(() => control(env.url, 'POST', '/reset'));

  it('renames: 200 with the connection, only name and updated_at change; the list shows the new name', async () => {
    const before = (await env.api('GET', path(V.activeCampaign))).body;
    const res = await patch(V.activeCampaign, { name: 'Newsletter (EU)' });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Newsletter (EU)');
    assert.ok(res.body.updated_at > before.updated_at);
    assert.deepEqual({ ...res.body, name: before.name, updated_at: before.updated_at }, before);
    const listed = (await env.api('GET', '/flows/vault/connections')).body.find((c: { id: string }) => c.id === V.activeCampaign);
    assert.equal(listed.name, 'Newsletter (EU)');
  });

  it('replaces the setup: a new salted fingerprint, masked account name and refreshed_at; the secret is never answered', async () => {
    const res = await patch(V.activeCampaign, { setup: acSetup });
    assert.equal(res.status, 200);
    assert.equal(res.body.name, 'Newsletter sync');
    assert.equal(res.body.ready, true);
    assert.equal(res.body.account_name, 'ActiveCampaign li***91');
    assert.equal(res.body.fingerprint, setupFingerprint(V.activeCampaign, 'ACTIVECAMPAIGN', acSetup));
    assert.equal(res.body.fingerprint, setupFingerprint(V.activeCampaign, 'ACTIVECAMPAIGN', { base_url: acSetup.base_url, api_key: NEW_KEY, type: 'API_KEY' }), 'field order does not matter');
    assert.notEqual(setupFingerprint('ac_other', 'ACTIVECAMPAIGN', acSetup), res.body.fingerprint, 'salted: the same key on another connection hashes differently');
    assert.equal(res.body.refreshed_at, res.body.updated_at);
    assert.ok(!res.text.includes(NEW_KEY));
    assert.ok(!('setup' in res.body));
    const got = await env.api('GET', path(V.activeCampaign));
    assert.ok(!got.text.includes(NEW_KEY));
    assert.deepEqual(got.body, res.body);
    const both = await patch(V.httpBearer, { name: 'CRM webhook v2', setup: { type: 'BASIC_AUTH', username: 'crm', password: 'lifecycle-basic-pass-1' } });
    assert.deepEqual([both.status, both.body.name, both.body.account_name], [200, 'CRM webhook v2', 'HTTP li***-1']);
  });

  it('makes a connection created without a setup ready', async () => {
    const created = await env.api('POST', '/flows/vault/connections', { body: { name: 'Later', app_id: 'ZAPIER' } });
    assert.equal(created.body.ready, false);
    const res = await patch(created.body.id, { setup: { type: 'WEBHOOK', url: 'https://hooks.zapier.com/x' } });
    assert.deepEqual([res.status, res.body.ready, res.body.app_id], [200, true, 'ZAPIER']);
    assert.ok(res.body.refreshed_at);
  });

  it('refuses a bad name, a setup of another app, a missing field, and the app or anything else', async () => {
    assertErrorShape(await patch(V.activeCampaign, { name: '' }), 400, /minimum 1' on property name/, 'invalid_body');
    assertErrorShape(await patch(V.activeCampaign, { name: 'n'.repeat(151) }), 400, /maximum 150' on property name/, 'invalid_body');
    assertErrorShape(await patch(V.activeCampaign, { name: 5 }), 400, /Expected type string but found type integer' on property name/);
    assertErrorShape(await patch(V.activeCampaign, { setup: { type: 'TOKEN', token: 'tok-0123456789' } }), 400, /No enum match for: "TOKEN"' on property setup.type/);
    const { base_url: _u, ...noUrl } = acSetup;
    assertErrorShape(await patch(V.activeCampaign, { setup: noUrl }), 400, /Missing required property: base_url' on property setup/);
    assertErrorShape(await patch(V.httpBearer, { setup: { type: 'BEARER', token: 't', extra: 1 } }), 400, /Additional properties not allowed: extra/);
    assertErrorShape(await patch(V.activeCampaign, { app_id: 'HTTP' }), 400, /Additional properties not allowed: app_id/);
    assert.equal((await env.api('GET', path(V.activeCampaign))).body.name, 'Newsletter sync', 'nothing changed');
  });

  it('404 "Connection not found" for an unknown id, on PATCH and DELETE', async () => {
    assertErrorShape(await patch('ac_doesNotExist', { name: 'x' }), 404, 'Connection not found');
    assertErrorShape(await env.api('DELETE', path('ac_doesNotExist')), 404, 'Connection not found');
  });

  it('deletes: 204 with no body, gone from get and list; a second delete is 404 (not idempotent)', async () => {
    const res = await env.api('DELETE', path(V.httpBearer));
    assert.equal(res.status, 204);
    assert.equal(res.text, '');
    assertErrorShape(await env.api('GET', path(V.httpBearer)), 404, 'Connection not found');
    const ids = (await env.api('GET', '/flows/vault/connections')).body.map((c: { id: string }) => c.id);
    assert.deepEqual(ids.includes(V.httpBearer), false);
    assert.ok(ids.includes(V.activeCampaign));
    assertErrorShape(await env.api('DELETE', path(V.httpBearer)), 404, 'Connection not found');
  });

  it('needs update: and delete:flows_vault_connections', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assertErrorShape(await ro('PATCH', path(V.activeCampaign), { body: { name: 'x' } }), 403,
      'Insufficient scope, expected any of: update:flows_vault_connections', 'insufficient_scope');
    assertErrorShape(await ro('DELETE', path(V.activeCampaign)), 403,
      'Insufficient scope, expected any of: delete:flows_vault_connections', 'insufficient_scope');
    assert.equal((await env.api('GET', path(V.activeCampaign))).status, 200, 'still there');
  });
});
