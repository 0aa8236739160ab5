import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { UnsecuredJWT } from 'jose';
import { AccessTokenError, createAccessTokenProvider } from '../../../src/auth/accessToken';

const jwt = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();

describe('auth/accessToken (pasted token)', () => {
  it('reads exp and scope/permissions without verifying', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = jwt({ exp, scope: 'read:connections update:connections', permissions: ['read:actions'] });
    const p = createAccessTokenProvider({ token: `Bearer ${token}\n` });
    assert.equal(p.kind, 'access-token');
    const t = await p.getToken();
    assert.equal(t.token, token);
    assert.equal(t.expiresAt, exp * 1000);
    assert.deepEqual([...t.scopes].sort(), ['read:actions', 'read:connections', 'update:connections']);
    assert.equal((await p.getToken({ forceRefresh: true })).token, token);
  });

  it('refuses text that is not a JWT, and an expired token, with a clear message', () => {
    assert.throws(() => createAccessTokenProvider({ token: 'hello' }), (e) => e instanceof AccessTokenError && /not an access token/.test(e.message));
    assert.throws(() => createAccessTokenProvider({ token: '' }), AccessTokenError);
    const expired = jwt({ exp: Math.floor(Date.now() / 1000) - 10 });
    assert.throws(() => createAccessTokenProvider({ token: expired }), (e) => e instanceof AccessTokenError && /expired at .*paste a new one/.test(e.message));
  });

  it('reports expiry after creation, and clear() removes the token', async () => {
    let clock = Date.now();
    const p = createAccessTokenProvider({ token: jwt({ exp: Math.floor(clock / 1000) + 60 }), now: () => clock });
    clock += 61_000;
    await assert.rejects(p.getToken(), /expired/);
    p.clear();
    assert.equal(p.current(), undefined);
    await assert.rejects(p.getToken(), /removed/);
  });

  it('does not show the token in toString, JSON or inspect of the provider', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 60 });
    const p = createAccessTokenProvider({ token });
    for (const text of [String(p), JSON.stringify(p), inspect(p, { depth: 5 })]) assert.ok(!text.includes(token), text);
  });
});
