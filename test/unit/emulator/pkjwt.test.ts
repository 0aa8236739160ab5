import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeJwt, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { ADMIN_SCOPES } from '../../../src/emulator/auth/clients';
import type { RunningEmulator } from '../../../src/emulator/server';
import { call, start, tokenRequest } from './helpers';

const PEM = readFileSync(join(__dirname, '../../fixtures/keys/emulator-pkjwt.private.pem'), 'utf8');
const CLIENT = 'emulator-pkjwt';
const TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

interface AssertionOpts {
  alg?: string;
  aud?: string;
  iss?: string;
  sub?: string;
  lifetime?: number;
  jti?: string | null;
  exp?: boolean;
  key?: CryptoKey;
}

describe('emulator: private-key JWT client authentication', () => {
  let emu: RunningEmulator;
  before(async () => {
    emu = await start();
  });
  after(() => emu.close());

  async function assertion(o: AssertionOpts = {}): Promise<string> {
    const alg = o.alg ?? 'RS256';
    const key = o.key ?? (await importPKCS8(PEM, alg));
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({}).setProtectedHeader({ alg }).setIssuer(o.iss ?? CLIENT).setSubject(o.sub ?? CLIENT)
      .setAudience(o.aud ?? `${emu.url}/`).setIssuedAt(now);
    if (o.exp !== false) jwt.setExpirationTime(now + (o.lifetime ?? 60));
    if (o.jti !== null) jwt.setJti(o.jti ?? randomUUID());
    return jwt.sign(key);
  }

  const request = (clientAssertion: string, extra: Record<string, string> = {}) =>
    tokenRequest(emu.url, {
      grant_type: 'client_credentials', client_assertion_type: TYPE, client_assertion: clientAssertion, audience: `${emu.url}/api/v2/`, ...extra,
    });

  for (const alg of ['RS256', 'RS384', 'PS256']) {
    it(`issues a token for a valid ${alg} assertion, usable on the Management API`, async () => {
      const res = await request(await assertion({ alg }), { client_id: CLIENT });
      assert.equal(res.status, 200, res.text);
      assert.equal(decodeJwt(res.body.access_token).azp, CLIENT);
      assert.deepEqual(res.body.scope.split(' ').sort(), [...ADMIN_SCOPES].sort());
      const list = await call(emu.url, 'GET', '/api/v2/connections', { token: res.body.access_token });
      assert.equal(list.status, 200);
    });
  }

  it('works without client_id (taken from iss)', async () => {
    assert.equal((await request(await assertion())).status, 200);
  });

  it('rejects a wrong audience', async () => {
    for (const aud of [`${emu.url}`, `${emu.url}/oauth/token`, 'https://other.example.com/']) {
      const res = await request(await assertion({ aud }));
      assert.equal(res.status, 401, aud);
      assert.equal(res.body.error, 'invalid_client');
    }
  });

  it('rejects a lifetime over 5 minutes but accepts exactly 5 minutes', async () => {
    assert.equal((await request(await assertion({ lifetime: 301 }))).status, 401);
    assert.equal((await request(await assertion({ lifetime: 3600 }))).status, 401);
    assert.equal((await request(await assertion({ lifetime: 300 }))).status, 200);
  });

  it('requires exp and jti', async () => {
    assert.equal((await request(await assertion({ exp: false }))).status, 401);
    assert.equal((await request(await assertion({ jti: null }))).status, 401);
  });

  it('rejects a reused jti', async () => {
    const jti = randomUUID();
    assert.equal((await request(await assertion({ jti }))).status, 200);
    const again = await request(await assertion({ jti }));
    assert.equal(again.status, 401);
    assert.match(again.body.error_description, /jti/);
  });

  it('rejects a signature from another key, a disallowed alg, and iss/sub mismatches', async () => {
    const other = await generateKeyPair('RS256');
    assert.equal((await request(await assertion({ key: other.privateKey }))).status, 401);
    const es = await generateKeyPair('ES256');
    assert.equal((await request(await assertion({ alg: 'ES256', key: es.privateKey }))).status, 401);
    assert.equal((await request(await assertion({ sub: 'someone-else' }))).status, 401);
    assert.equal((await request(await assertion({ iss: 'emulator-admin', sub: 'emulator-admin' }))).status, 401);
    assert.equal((await request(await assertion(), { client_id: 'emulator-admin' })).status, 401);
  });

  it('rejects a wrong assertion type and garbage', async () => {
    const res = await request(await assertion(), { client_assertion_type: 'urn:other' });
    assert.equal(res.status, 401);
    assert.equal((await request('not-a-jwt')).status, 401);
  });
});
