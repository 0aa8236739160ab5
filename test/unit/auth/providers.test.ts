import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { createPublicKey, createPrivateKey } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { NetworkError, TimeoutError, TokenRequestError, toUserMessage } from '../../../src/api/errors';
import { createClientSecretProvider } from '../../../src/auth/clientSecret';
import { CLIENT_ASSERTION_TYPE, createPrivateKeyProvider } from '../../../src/auth/privateKey';
import { CredentialInputError } from '../../../src/auth/validate';

const SECRET = 'super-secret-value-123';
const DOMAIN = 'tenant.example.com';
const PEM = readFileSync(new URL('../../fixtures/keys/emulator-pkjwt.private.pem', import.meta.url), 'utf8');

type Recorded = { url: string; init: RequestInit; form: URLSearchParams };
function fakeFetch(respond: (form: URLSearchParams) => Response | Promise<Response>) {
  const calls: Recorded[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body ?? ''));
    calls.push({ url: String(url), init: init ?? {}, form });
    return respond(form);
  }) as typeof fetch;
  return { fn, calls };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const tokenBody = { access_token: 'eyJ.abc.def', expires_in: 86400, scope: 'read:connections update:connections', token_type: 'Bearer' };

describe('auth/client-secret provider', () => {
  it('posts a form-encoded client-credentials request to /oauth/token and caches the answer', async () => {
    const f = fakeFetch(() => json(200, tokenBody));
    const p = createClientSecretProvider({ domain: DOMAIN, clientId: 'cid', clientSecret: SECRET, fetch: f.fn, scope: 'read:connections' });
    const t = await p.getToken();
    await p.getToken();
    assert.equal(f.calls.length, 1);
    const [call] = f.calls;
    assert.equal(call!.url, 'https://tenant.example.com/oauth/token');
    assert.equal(call!.init.method, 'POST');
    assert.equal(call!.init.redirect, 'manual');
    assert.equal(new Headers(call!.init.headers).get('content-type'), 'application/x-www-form-urlencoded');
    assert.deepEqual(Object.fromEntries(call!.form), {
      grant_type: 'client_credentials',
      client_id: 'cid',
      client_secret: SECRET,
      audience: 'https://tenant.example.com/api/v2/',
      scope: 'read:connections',
    });
    assert.deepEqual([...t.scopes], ['read:connections', 'update:connections']);
    assert.ok(Math.abs(t.expiresAt - (Date.now() + 86_400_000)) < 5000);
  });

  const cases: [string, () => Response, RegExp][] = [
    ['401 → wrong client id or secret', () => json(401, { error: 'access_denied', error_description: 'Unauthorized' }), /wrong client ID or client secret/],
    [
      '403 access_denied → create a client grant',
      () => json(403, { error: 'access_denied', error_description: 'Client is not authorized to access "https://tenant.example.com/api/v2/".' }),
      /not authorized for the Management API: create a client grant for https:\/\/tenant\.example\.com\/api\/v2\//,
    ],
    ['429 → retry after', () => json(429, { error: 'too_many_requests', error_description: 'Client quota exceeded' }, { 'retry-after': '7' }), /Retry after 7 s/],
    ['5xx', () => new Response('<html>bad gateway</html>', { status: 502 }), /failed with 502/],
    ['200 without a token', () => json(200, { nope: true }), /did not contain an access token/],
  ];
  for (const [name, respond, message] of cases) {
    it(`maps ${name}`, async () => {
      const p = createClientSecretProvider({ domain: DOMAIN, clientId: 'cid', clientSecret: SECRET, fetch: fakeFetch(respond).fn });
      await assert.rejects(p.getToken(), (err: unknown) => err instanceof TokenRequestError && message.test(err.message));
    });
  }

  it('never shows the secret, even when the server echoes it', async () => {
    const p = createClientSecretProvider({
      domain: DOMAIN,
      clientId: 'cid',
      clientSecret: SECRET,
      fetch: fakeFetch(() => json(400, { error: 'invalid_request', error_description: `bad secret ${SECRET}` })).fn,
    });
    const err = (await p.getToken().then(() => undefined, (e: unknown) => e)) as Error;
    for (const text of [err.message, String(err), toUserMessage(err), inspect(err), JSON.stringify(err)]) assert.ok(!text.includes(SECRET), text);
    for (const text of [String(p), JSON.stringify(p), inspect(p, { depth: 10, showHidden: true })]) assert.ok(!text.includes(SECRET), text);
  });

  it('maps network failures and timeouts', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    }) as typeof fetch;
    const p = createClientSecretProvider({ domain: DOMAIN, clientId: 'cid', clientSecret: SECRET, fetch: refused });
    await assert.rejects(p.getToken(), (e: unknown) => e instanceof NetworkError && /Cannot reach https:\/\/tenant\.example\.com: connection refused/.test(e.message));
    const hang = ((_u: unknown, init?: RequestInit) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as typeof fetch;
    const slow = createClientSecretProvider({ domain: DOMAIN, clientId: 'cid', clientSecret: SECRET, fetch: hang, timeoutMs: 50 });
    await assert.rejects(slow.getToken(), TimeoutError);
  });

  it('refuses empty credentials and bad domains up front', () => {
    assert.throws(() => createClientSecretProvider({ domain: DOMAIN, clientId: ' ', clientSecret: SECRET }), CredentialInputError);
    assert.throws(() => createClientSecretProvider({ domain: DOMAIN, clientId: 'cid', clientSecret: '' }), /Enter the client secret/);
    assert.throws(() => createClientSecretProvider({ domain: 'http://tenant.example.com', clientId: 'cid', clientSecret: SECRET }), /https/);
  });
});

describe('auth/private-key provider', () => {
  it('signs a fresh assertion per request: iss = sub = client id, aud = origin + "/", exp 2 min, unique jti', async () => {
    const f = fakeFetch(() => json(200, tokenBody));
    const p = createPrivateKeyProvider({ domain: DOMAIN, clientId: 'pk-client', privateKeyPem: PEM, keyId: 'kid-1', algorithm: 'PS256', fetch: f.fn });
    await p.getToken();
    await p.getToken({ forceRefresh: true });
    assert.equal(f.calls.length, 2);
    const publicKey = createPublicKey(createPrivateKey(PEM));
    const jtis = new Set<string>();
    for (const call of f.calls) {
      const form = Object.fromEntries(call.form);
      assert.equal(form['client_assertion_type'], CLIENT_ASSERTION_TYPE);
      assert.equal(form['client_id'], 'pk-client');
      assert.equal(form['audience'], 'https://tenant.example.com/api/v2/');
      assert.equal(form['client_secret'], undefined);
      const assertion = form['client_assertion']!;
      assert.deepEqual(decodeProtectedHeader(assertion), { alg: 'PS256', typ: 'JWT', kid: 'kid-1' });
      const { payload } = await jwtVerify(assertion, publicKey, { issuer: 'pk-client', subject: 'pk-client', audience: 'https://tenant.example.com/' });
      assert.equal(payload.exp! - payload.iat!, 120);
      jtis.add(String(payload.jti));
    }
    assert.equal(jtis.size, 2);
  });

  it('maps a 401 to a message about the assertion, and refuses a bad PEM without echoing it', async () => {
    const p = createPrivateKeyProvider({
      domain: DOMAIN,
      clientId: 'pk',
      privateKeyPem: PEM,
      fetch: fakeFetch(() => json(401, { error: 'invalid_client', error_description: 'Invalid signature' })).fn,
    });
    await assert.rejects(p.getToken(), /rejected the client assertion/);
    const garbage = '-----BEGIN PRIVATE KEY-----\nnot-a-key-SECRETSTUFF\n-----END PRIVATE KEY-----';
    assert.throws(() => createPrivateKeyProvider({ domain: DOMAIN, clientId: 'pk', privateKeyPem: garbage }), (e: Error) => !e.message.includes('SECRETSTUFF') && /could not be read/.test(e.message));
  });
});
