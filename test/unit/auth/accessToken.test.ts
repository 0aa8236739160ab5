import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { UnsecuredJWT } from 'jose';
import { AccessTokenError, createAccessTokenProvider } from '../../../src/auth/accessToken';

const DOMAIN = 'tenant.example.com';
const AUD = 'https://tenant.example.com/api/v2/';
const jwt = (claims: Record<string, unknown>) => new UnsecuredJWT({ aud: AUD, ...claims }).encode();

describe('auth/accessToken (pasted token)', () => {
  it('reads exp and scope/permissions without verifying', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = jwt({ exp, scope: 'read:connections update:connections', permissions: ['read:actions'] });
    const p = createAccessTokenProvider({ token: `Bearer ${token}\n`, domain: DOMAIN });
    assert.equal(p.kind, 'access-token');
    const t = await p.getToken();
    assert.equal(t.token, token);
    assert.equal(t.expiresAt, exp * 1000);
    assert.deepEqual([...t.scopes].sort(), ['read:actions', 'read:connections', 'update:connections']);
    assert.equal((await p.getToken({ forceRefresh: true })).token, token);
  });

  it('refuses text that is not a JWT, and an expired token, with a clear message', () => {
    assert.throws(() => createAccessTokenProvider({ token: 'hello', domain: DOMAIN }), (e) => e instanceof AccessTokenError && /not an access token/.test(e.message));
    assert.throws(() => createAccessTokenProvider({ token: '', domain: DOMAIN }), AccessTokenError);
    const expired = jwt({ exp: Math.floor(Date.now() / 1000) - 10 });
    assert.throws(() => createAccessTokenProvider({ token: expired, domain: DOMAIN }), (e) => e instanceof AccessTokenError && /expired at .*paste a new one/.test(e.message));
  });

  it('refuses a token for another API, naming the audience to paste a token for', () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const refused = (claims: Record<string, unknown>, pattern: RegExp) => assert.throws(
      () => createAccessTokenProvider({ token: new UnsecuredJWT({ exp, ...claims }).encode(), domain: DOMAIN }),
      (e) => e instanceof AccessTokenError && pattern.test(e.message) && e.message.endsWith(`paste a token whose audience is ${AUD}.`),
    );
    refused({ aud: 'https://other-tenant.example.com/api/v2/' }, /not for this tenant's Management API \(its audience is "https:\/\/other-tenant\.example\.com\/api\/v2\/"\)/);
    refused({ aud: 'https://api.example.com/orders' }, /its audience is "https:\/\/api\.example\.com\/orders"/);
    refused({ aud: ['https://tenant.example.com/userinfo', 'https://x.example/'] }, /its audience is "https:\/\/tenant\.example\.com\/userinfo", "https:\/\/x\.example\/"/);
    refused({}, /it names no audience/);
    for (const aud of [AUD, 'https://tenant.example.com/api/v2', ['https://tenant.example.com/userinfo', AUD]]) {
      assert.equal(createAccessTokenProvider({ token: new UnsecuredJWT({ exp, aud }).encode(), domain: `https://${DOMAIN}/` }).kind, 'access-token');
    }
  });

  it('reports expiry after creation, and clear() removes the token', async () => {
    let clock = Date.now();
    const p = createAccessTokenProvider({ token: jwt({ exp: Math.floor(clock / 1000) + 60 }), domain: DOMAIN, now: () => clock });
    clock += 61_000;
    await assert.rejects(p.getToken(), /expired/);
    p.clear();
    assert.equal(p.current(), undefined);
    await assert.rejects(p.getToken(), /removed/);
  });

  it('does not show the token in toString, JSON or inspect of the provider', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 60 });
    const p = createAccessTokenProvider({ token, domain: DOMAIN });
    for (const text of [String(p), JSON.stringify(p), inspect(p, { depth: 5 })]) assert.ok(!text.includes(token), text);
  });
});
