import assert from 'node:assert/strict';
import { assertErrorShape, call, control, emulatorSuite, getToken, NONGLOBAL, READONLY, start } from './helpers';

describe('emulator: Management API authentication', () => {
  const env = emulatorSuite();

  const get = (headers: Record<string, string>) => call(env.url, 'GET', '/api/v2/connections', { headers });

  it('accepts a valid token', async () => {
    assert.equal((await get({ authorization: `Bearer ${env.token}` })).status, 200);
  });

  it('401 without a token', async () => {
    assertErrorShape(await get({}), 401, 'Missing authentication');
  });

  it('401 for a malformed header or token', async () => {
    assertErrorShape(await get({ authorization: `Basic ${env.token}` }), 401);
    assertErrorShape(await get({ authorization: 'Bearer' }), 401);
    assertErrorShape(await get({ authorization: 'Bearer not.a.jwt' }), 401, 'Invalid token');
  });

  it('401 for a badly signed token (issued by another emulator)', async () => {
    const other = await start();
    try {
      const foreign = await getToken(other.url);
      assertErrorShape(await get({ authorization: `Bearer ${foreign}` }), 401, 'Invalid signature received for JSON Web Token validation');
      const [h, p, s] = env.token.split('.');
      const tampered = `${h}.${p}.${s!.slice(0, -4)}AAAA`;
      assertErrorShape(await get({ authorization: `Bearer ${tampered}` }), 401, /Invalid signature|Invalid token/);
    } finally {
      await other.close();
    }
  });

  it('401 "Client is not global." for the non-global client', async () => {
    const token = await getToken(env.url, NONGLOBAL);
    assertErrorShape(await get({ authorization: `Bearer ${token}` }), 401, 'Client is not global.');
  });

  it('403 insufficient_scope naming the expected scope', async () => {
    const token = await getToken(env.url, READONLY);
    const res = await call(env.url, 'PATCH', '/api/v2/connections/con_demoGoogle000001', { token, body: { display_name: 'x' } });
    assertErrorShape(res, 403, 'Insufficient scope, expected any of: update:connections', 'insufficient_scope');
    const narrowed = await getToken(env.url, undefined, 'read:actions');
    assertErrorShape(await get({ authorization: `Bearer ${narrowed}` }), 403, 'Insufficient scope, expected any of: read:connections', 'insufficient_scope');
  });

  it('401 for every token issued before POST /__emulator/revoke-tokens', async () => {
    const before1 = await getToken(env.url);
    assert.equal((await get({ authorization: `Bearer ${before1}` })).status, 200);
    assert.equal((await control(env.url, 'POST', '/revoke-tokens')).status, 204);
    assertErrorShape(await get({ authorization: `Bearer ${before1}` }), 401);
    assertErrorShape(await get({ authorization: `Bearer ${env.token}` }), 401);
    const fresh = await getToken(env.url);
    assert.equal((await get({ authorization: `Bearer ${fresh}` })).status, 200);
  });
});

describe('emulator: expired tokens', () => {
  it('401 once the token lifetime has passed (injected clock)', async () => {
    let now = Date.now();
    const emu = await start({ tokenTtlSeconds: 60, now: () => now });
    try {
      const token = await getToken(emu.url);
      const get = () => call(emu.url, 'GET', '/api/v2/connections', { token });
      assert.equal((await get()).status, 200);
      now += 59_000;
      assert.equal((await get()).status, 200);
      now += 2_000;
      assertErrorShape(await get(), 401, 'Expired token received for JSON Web Token validation');
    } finally {
      await emu.close();
    }
  });

  it('401 after moving the clock through POST /__emulator/clock', async () => {
    const emu = await start({ tokenTtlSeconds: 60 });
    try {
      const token = await getToken(emu.url);
      assert.equal((await control(emu.url, 'POST', '/clock', { advanceSeconds: 61 })).status, 200);
      assertErrorShape(await call(emu.url, 'GET', '/api/v2/connections', { token }), 401, /Expired/);
    } finally {
      await emu.close();
    }
  });
});
