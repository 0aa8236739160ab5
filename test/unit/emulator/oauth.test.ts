import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import { ADMIN_SCOPES, EMULATOR_CLIENTS, READ_SCOPES } from '../../../src/emulator/auth/clients';
import type { RunningEmulator } from '../../../src/emulator/server';
import { ADMIN, READONLY, start, tokenRequest } from './helpers';

describe('emulator: POST /oauth/token (client secret)', () => {
  let emu: RunningEmulator;
  let base: Record<string, string>;
  before(async () => {
    emu = await start();
    base = { grant_type: 'client_credentials', client_id: ADMIN.id, client_secret: ADMIN.secret, audience: `${emu.url}/api/v2/` };
  });
  after(() => emu.close());

  it('issues a signed JWT with the documented claims (form body)', async () => {
    const res = await tokenRequest(emu.url, base);
    assert.equal(res.status, 200);
    assert.equal(res.body.token_type, 'Bearer');
    assert.equal(res.body.expires_in, 86400);
    assert.deepEqual(res.body.scope.split(' ').sort(), [...ADMIN_SCOPES].sort());
    const claims = decodeJwt(res.body.access_token);
    assert.equal(claims.iss, `${emu.url}/`);
    assert.equal(claims.sub, 'emulator-admin@clients');
    assert.equal(claims.aud, `${emu.url}/api/v2/`);
    assert.equal(claims.azp, 'emulator-admin');
    assert.equal(claims.gty, 'client-credentials');
    assert.equal(claims.scope, res.body.scope);
    assert.equal((claims.exp as number) - (claims.iat as number), 86400);
  });

  it('accepts a JSON body and the /oauth/token/ path with a trailing slash', async () => {
    assert.equal((await tokenRequest(emu.url, base, false)).status, 200);
    const res = await fetch(`${emu.url}/oauth/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(base) });
    assert.equal(res.status, 200);
  });

  it('accepts client_secret_basic (HTTP Basic credentials)', async () => {
    const res = await fetch(`${emu.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${ADMIN.id}:${ADMIN.secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', audience: `${emu.url}/api/v2/` }).toString(),
    });
    assert.equal(res.status, 200);
    const bad = await fetch(`${emu.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${ADMIN.id}:wrong`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', audience: `${emu.url}/api/v2/` }).toString(),
    });
    assert.equal(bad.status, 401);
  });

  it('answers malformed JSON with an OAuth-shaped 400', async () => {
    const res = await fetch(`${emu.url}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"grant_type":' });
    assert.equal(res.status, 400);
    const body = await res.json() as { error: string; error_description: string };
    assert.equal(body.error, 'invalid_request');
    assert.equal(typeof body.error_description, 'string');
  });

  it('narrows scopes to the intersection with the scope parameter', async () => {
    const res = await tokenRequest(emu.url, { ...base, scope: 'read:connections create:users update:connections' });
    assert.equal(res.status, 200);
    assert.equal(res.body.scope, 'read:connections update:connections');
    assert.equal(decodeJwt(res.body.access_token).scope, 'read:connections update:connections');
  });

  it('gives the read-only client read scopes only', async () => {
    const res = await tokenRequest(emu.url, { ...base, client_id: READONLY.id, client_secret: READONLY.secret });
    assert.deepEqual(res.body.scope.split(' ').sort(), [...READ_SCOPES].sort());
    assert.ok(READ_SCOPES.every((s) => s.startsWith('read:')));
  });

  it('401 for a wrong secret or an unknown client, in the OAuth error shape', async () => {
    for (const body of [{ ...base, client_secret: 'nope' }, { ...base, client_id: 'who' }, { ...base, client_secret: '' }]) {
      const res = await tokenRequest(emu.url, body);
      assert.equal(res.status, 401);
      assert.equal(res.body.error, 'access_denied');
      assert.equal(typeof res.body.error_description, 'string');
    }
  });

  it('401 when the private-key JWT client tries a secret', async () => {
    const res = await tokenRequest(emu.url, { ...base, client_id: 'emulator-pkjwt', client_secret: 'x' });
    assert.equal(res.status, 401);
  });

  it('400 for an unsupported or missing grant type', async () => {
    const res = await tokenRequest(emu.url, { ...base, grant_type: 'password' });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'unsupported_grant_type');
    const { grant_type: _g, ...rest } = base;
    assert.equal((await tokenRequest(emu.url, rest)).status, 400);
  });

  it('403 access_denied for another audience (or none)', async () => {
    for (const audience of [`${emu.url}/api/v2`, 'https://tenant.example.com/api/v2/', `${emu.url}/userinfo`]) {
      const res = await tokenRequest(emu.url, { ...base, audience });
      assert.equal(res.status, 403, audience);
      assert.equal(res.body.error, 'access_denied');
    }
    const { audience: _a, ...rest } = base;
    assert.equal((await tokenRequest(emu.url, rest)).status, 403);
  });

  it('seeds the four documented clients', () => {
    assert.deepEqual(EMULATOR_CLIENTS.map((c) => c.clientId), ['emulator-admin', 'emulator-readonly', 'emulator-nonglobal', 'emulator-pkjwt']);
    assert.equal(EMULATOR_CLIENTS.find((c) => c.clientId === 'emulator-nonglobal')!.global, false);
    assert.match(EMULATOR_CLIENTS.find((c) => c.clientId === 'emulator-pkjwt')!.publicKeyPem!, /BEGIN PUBLIC KEY/);
  });
});

describe('emulator: token lifetime option', () => {
  it('uses tokenTtlSeconds for expires_in and exp', async () => {
    const emu = await start({ tokenTtlSeconds: 120 });
    try {
      const res = await tokenRequest(emu.url, { grant_type: 'client_credentials', client_id: ADMIN.id, client_secret: ADMIN.secret, audience: `${emu.url}/api/v2/` });
      assert.equal(res.body.expires_in, 120);
      const claims = decodeJwt(res.body.access_token);
      assert.equal((claims.exp as number) - (claims.iat as number), 120);
    } finally {
      await emu.close();
    }
  });
});
