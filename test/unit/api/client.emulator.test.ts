/** The client core against the local emulator: auth, token caching, 401 refresh, retries, errors, abort. */
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { listConnections, getConnection } from '../../../src/kinds/connections/api';
import { ApiError, InvalidInputError, NetworkError, TimeoutError, TokenRequestError, toUserMessage } from '../../../src/api/errors';
import { createApiClient, type RequestEvent } from '../../../src/api/client';
import { createTokenExchangeProfile } from '../../../src/kinds/tokenExchangeProfiles/api';
import { createAccessTokenProvider } from '../../../src/auth/accessToken';
import { createClientSecretProvider } from '../../../src/auth/clientSecret';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import { harnessSuite } from './emulatorHarness';

const TOKEN = 'POST /oauth/token';

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net');
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const CONNECTIONS = 'GET /api/v2/connections';
const TEPS = 'POST /api/v2/token-exchange-profiles';

describe('api client against the emulator', function () {
  this.timeout(30_000);
  const h = harnessSuite();
  afterEach(async () => h.rateLimit({ rate: 1000, burst: 1000 }));

  describe('tokens', () => {
    it('caches the token: one token request for many calls, and concurrent first calls share it', async () => {
      const client = h.client();
      await Promise.all(Array.from({ length: 8 }, () => listConnections(client, { take: 5 })));
      for (let i = 0; i < 4; i++) await getConnection(client, DEMO_CONNECTION_IDS.database);
      assert.equal(h.count(TOKEN), 1);
      assert.equal(h.count(CONNECTIONS), 8);
      assert.ok((await client.scopes()).has('create:token_exchange_profiles'));
      const token = (await client.tokenProvider.getToken()).token;
      for (const text of [inspect(client, { depth: 8, showHidden: true }), String(client), JSON.stringify(client)]) {
        assert.ok(!text.includes(token) && !text.includes('emulator-admin-secret'), 'no token or secret in the client object');
      }
    });

    it('refreshes the token once after a 401 and retries (revoked tokens)', async () => {
      const events: RequestEvent[] = [];
      const client = h.client({ events });
      await listConnections(client);
      await h.revokeTokens();
      h.emu.resetStats();
      const page = await listConnections(client);
      assert.ok(page.items.length > 0);
      assert.equal(h.count(TOKEN), 1, 'one refresh');
      assert.equal(h.count(CONNECTIONS), 2, 'the 401 and the retry');
      assert.deepEqual(events.slice(-2).map((e) => [e.status, e.retry]), [[401, 0], [200, 1]]);
    });

    it('concurrent 401s share one refresh', async () => {
      const client = h.client();
      await listConnections(client);
      await h.revokeTokens();
      h.emu.resetStats();
      await Promise.all(Array.from({ length: 6 }, () => listConnections(client)));
      assert.equal(h.count(TOKEN), 1);
    });

    it('a 401 that survives the refresh is reported, without looping (non-global client)', async () => {
      const client = h.client({ tokenProvider: h.provider({ clientId: 'emulator-nonglobal', clientSecret: 'emulator-nonglobal-secret' }) });
      await assert.rejects(listConnections(client), (err: unknown) => err instanceof ApiError && err.status === 401 && /not global/.test(err.serverMessage));
      assert.equal(h.count(CONNECTIONS), 2);
      assert.equal(h.count(TOKEN), 2);
    });

    it('a wrong secret is a TokenRequestError that never shows the secret', async () => {
      const client = h.client({ tokenProvider: h.provider({ clientSecret: 'wrong-secret-xyz' }) });
      const err = await listConnections(client).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof TokenRequestError);
      assert.match(toUserMessage(err), /wrong client ID or client secret/);
      assert.ok(!toUserMessage(err).includes('wrong-secret-xyz'));
      assert.equal(h.count(CONNECTIONS), 0);
    });

    it('a token narrowed with `scope` gets 403 with the missing scope named', async () => {
      const client = h.client({ tokenProvider: h.provider({ scope: 'read:connections read:actions' }) });
      assert.deepEqual([...(await client.scopes())].sort(), ['read:actions', 'read:connections']);
      const body = { name: 'Scoped', subject_token_type: 'urn:acme:scoped', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      const err = await createTokenExchangeProfile(client, body).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 403, String(err));
      assert.deepEqual(err.missingScopes, ['create:token_exchange_profiles']);
      assert.match(toUserMessage(err), /^Grant the scope create:token_exchange_profiles to this client/);
    });

    it('works with a pasted access token', async () => {
      const token = await h.provider().getToken();
      const client = h.client({ tokenProvider: createAccessTokenProvider({ token: token.token, domain: h.url }) });
      assert.ok((await listConnections(client)).items.length > 0);
      assert.ok((await client.scopes()).has('read:connections'));
    });

    it('works with a private-key JWT assertion (fixture key)', async () => {
      const { readFileSync } = await import('node:fs');
      const pem = readFileSync(new URL('../../fixtures/keys/emulator-pkjwt.private.pem', import.meta.url), 'utf8');
      const { createPrivateKeyProvider } = await import('../../../src/auth/privateKey');
      const client = h.client({ tokenProvider: createPrivateKeyProvider({ domain: h.url, clientId: 'emulator-pkjwt', privateKeyPem: pem }) });
      assert.ok((await listConnections(client)).items.length > 0);
      const wrongClient = h.client({ tokenProvider: createPrivateKeyProvider({ domain: h.url, clientId: 'emulator-admin', privateKeyPem: pem }) });
      await assert.rejects(listConnections(wrongClient), (e: unknown) => e instanceof TokenRequestError && e.status === 401);
    });
  });

  describe('retries', () => {
    it('retries a GET on 503 and succeeds', async () => {
      await h.faults('503@1x2:GET /api/v2/connections');
      const events: RequestEvent[] = [];
      const page = await listConnections(h.client({ events }));
      assert.ok(page.items.length > 0);
      assert.equal(h.count(CONNECTIONS), 3);
      assert.deepEqual(events.map((e) => e.status), [503, 503, 200]);
      assert.deepEqual(events.map((e) => e.retry), [0, 1, 2]);
    });

    it('gives up after retryLimit and reports the 5xx', async () => {
      await h.faults('503@1:GET /api/v2/connections');
      await assert.rejects(listConnections(h.client({ retryLimit: 2 })), (e: unknown) => e instanceof ApiError && e.status === 503);
      assert.equal(h.count(CONNECTIONS), 3);
    });

    it('never retries a POST on 503 or on a reset connection', async () => {
      const body = { name: 'NoRetry', subject_token_type: 'urn:acme:no-retry', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      await h.faults('503@1x1:POST /api/v2/token-exchange-profiles');
      await assert.rejects(createTokenExchangeProfile(h.client(), body), (e: unknown) => e instanceof ApiError && e.status === 503);
      assert.equal(h.count(TEPS), 1);
      await h.faults('reset@1x1:POST /api/v2/token-exchange-profiles');
      await assert.rejects(createTokenExchangeProfile(h.client(), body), NetworkError);
      assert.equal(h.count(TEPS), 2);
    });

    it('retries a POST on 429 after Retry-After (a 429 was not processed)', async () => {
      await h.faults('429=1@1x1:POST /api/v2/token-exchange-profiles');
      const t0 = Date.now();
      const body = { name: 'After429', subject_token_type: 'urn:acme:after-429', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      const created = await createTokenExchangeProfile(h.client(), body);
      assert.equal(created.name, 'After429');
      assert.equal(h.count(TEPS), 2);
      assert.ok(Date.now() - t0 >= 1000, `waited ${Date.now() - t0} ms`);
    });

    it('a 429 storm ends in ApiError 429 with the wait, after retryLimit retries', async () => {
      await h.faults('429=1@1:GET /api/v2/connections');
      const err = await listConnections(h.client({ retryLimit: 1, maxRetryWaitMs: 200 })).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 429);
      assert.equal(err.retryAfterMs, 1000);
      assert.match(toUserMessage(err), /rate limiting requests: retry after 1 s/);
      assert.equal(h.count(CONNECTIONS), 2);
    });

    it('retries GETs through reset connections', async () => {
      await h.faults('reset@1x2:GET /api/v2/connections');
      assert.ok((await listConnections(h.client())).items.length > 0);
      assert.equal(h.count(CONNECTIONS), 3);
    });

    it('survives random faults (resets, 5xx, 429) on reads', async () => {
      await h.faults('503@0.2:GET /api/v2/*;reset@0.1:GET /api/v2/*;429=1@0.05:GET /api/v2/*;seed=7');
      const client = h.client({ retryLimit: 5, maxRetryWaitMs: 1500 });
      for (let i = 0; i < 10; i++) await getConnection(client, DEMO_CONNECTION_IDS.google);
    });
  });

  describe('rate limits', () => {
    it('paces to a free tenant (2/s, burst 2): no 429 over 10 requests', async () => {
      await h.rateLimit({ rate: 2, burst: 2 });
      const events: RequestEvent[] = [];
      const client = h.client({ events });
      await client.scopes(); // the token request takes one from the same bucket
      const t0 = Date.now();
      await Promise.all(Array.from({ length: 10 }, () => getConnection(client, DEMO_CONNECTION_IDS.github)));
      const elapsed = Date.now() - t0;
      assert.deepEqual(events.filter((e) => e.status === 429), []);
      assert.equal(events.length, 10);
      assert.ok(elapsed >= 3000, `10 requests at 2/s cannot take ${elapsed} ms`);
      assert.equal(client.rateLimit?.limit, 2);
    });
  });

  describe('errors, timeouts and abort', () => {
    it('maps 404 with the server message and errorCode', async () => {
      const err = await getConnection(h.client(), 'con_doesNotExist0001').then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof ApiError && err.status === 404);
      assert.equal(err.method, 'GET');
      assert.equal(err.path, '/api/v2/connections/con_doesNotExist0001');
      assert.match(toUserMessage(err), /no longer exists.*Refresh/);
    });

    it('rejects invalid input without sending anything', async () => {
      await assert.rejects(createTokenExchangeProfile(h.client(), { name: 'x' } as never), InvalidInputError);
      assert.equal(h.emu.stats().requests, 0);
    });

    it('times out a slow answer with a short timeoutMs', async () => {
      await h.faults('delay=1500@1:GET /api/v2/connections');
      const t0 = Date.now();
      await assert.rejects(listConnections(h.client({ timeoutMs: 300 })), (e: unknown) => e instanceof TimeoutError && e.timeoutMs === 300);
      assert.ok(Date.now() - t0 < 1200, `took ${Date.now() - t0} ms`);
      assert.equal(h.count(CONNECTIONS), 1, 'a timeout is not retried');
    });

    it('reports an unreachable tenant as NetworkError (after retrying the GET)', async () => {
      const events: RequestEvent[] = [];
      const token = await h.provider().getToken();
      const port = await closedPort();
      const client = createApiClient({
        domain: `http://127.0.0.1:${port}`,
        tokenProvider: createAccessTokenProvider({ token: token.token, domain: h.url }),
        maxRetryWaitMs: 50,
        onRequest: (e) => events.push(e),
      });
      const err = await listConnections(client).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof NetworkError, String(err));
      assert.equal(err.code, 'ECONNREFUSED');
      assert.match(toUserMessage(err), new RegExp(`^Cannot reach http://127\\.0\\.0\\.1:${port}: connection refused`));
      assert.equal(events.length, 4);
    });

    it('aborts promptly: in flight, while waiting for a retry, and while queued in the limiter', async () => {
      const client = h.client();
      await client.scopes();
      await h.faults('delay=3000@1:GET /api/v2/connections');
      let ctl = new AbortController();
      let t0 = Date.now();
      setTimeout(() => ctl.abort(), 100);
      await assert.rejects(listConnections(client, {}, { signal: ctl.signal }), { name: 'AbortError' });
      assert.ok(Date.now() - t0 < 1000, 'in flight');

      await h.faults('429=5@1:GET /api/v2/connections');
      ctl = new AbortController();
      t0 = Date.now();
      setTimeout(() => ctl.abort(), 200);
      await assert.rejects(listConnections(client, {}, { signal: ctl.signal }), { name: 'AbortError' });
      assert.ok(Date.now() - t0 < 1000, 'retry wait');

      await h.faults('');
      await h.rateLimit({ rate: 0.5, burst: 1 });
      const slow = h.client();
      await slow.scopes();
      await getConnection(slow, DEMO_CONNECTION_IDS.email); // bucket now empty: the next request must wait
      ctl = new AbortController();
      t0 = Date.now();
      setTimeout(() => ctl.abort(), 100);
      await assert.rejects(getConnection(slow, DEMO_CONNECTION_IDS.email, { signal: ctl.signal }), { name: 'AbortError' });
      assert.ok(Date.now() - t0 < 1000, 'queued');
    });

    it('reports each attempt with path and query but never the token', async () => {
      const events: RequestEvent[] = [];
      const client = h.client({ events });
      await listConnections(client, { take: 3, strategy: ['auth0'] });
      const token = (await client.tokenProvider.getToken()).token;
      assert.equal(events.length, 1);
      assert.equal(events[0]!.path, '/api/v2/connections?take=3&strategy=auth0');
      assert.equal(events[0]!.method, 'GET');
      assert.equal(events[0]!.status, 200);
      assert.ok(!JSON.stringify(events).includes(token));
    });

    it('works with a client secret provider built for the emulator domain', async () => {
      const provider = createClientSecretProvider({ domain: h.url.replace('http://', ''), ...{ clientId: 'emulator-readonly', clientSecret: 'emulator-readonly-secret' } });
      const client = h.client({ tokenProvider: provider });
      assert.ok((await listConnections(client)).items.length > 0);
      const body = { name: 'ReadOnly', subject_token_type: 'urn:acme:readonly', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
      await assert.rejects(createTokenExchangeProfile(client, body), (e: unknown) => e instanceof ApiError && e.missingScopes?.[0] === 'create:token_exchange_profiles');
    });
  });
});
