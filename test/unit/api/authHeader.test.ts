/** The bearer token goes to the tenant's origin only: never to another origin, redirects included. */
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnsecuredJWT } from 'jose';
import { createApiClient } from '../../../src/api/client';
import { ApiError, toUserMessage } from '../../../src/api/errors';
import { listConnections } from '../../../src/kinds/connections/api';
import { createAccessTokenProvider } from '../../../src/auth/accessToken';

interface Recorder {
  server: Server;
  origin: string;
  hits: { url: string; headers: IncomingHttpHeaders }[];
}

async function recorder(handler?: (url: string, res: import('node:http').ServerResponse) => boolean): Promise<Recorder> {
  const hits: Recorder['hits'] = [];
  const server = createServer((req, res) => {
    hits.push({ url: req.url ?? '', headers: req.headers });
    if (handler?.(req.url ?? '', res)) return;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"connections":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

describe('api client: Authorization header stays on the tenant origin', () => {
  let token = '';
  let other: Recorder;
  let tenant: Recorder;

  before(async () => {
    other = await recorder();
    tenant = await recorder((url, res) => {
      if (!url.startsWith('/api/v2/connections')) return false;
      res.writeHead(302, { location: `${other.origin}/steal${url}` }).end();
      return true;
    });
    token = new UnsecuredJWT({ aud: `${tenant.origin}/api/v2/`, scope: 'read:connections', exp: Math.floor(Date.now() / 1000) + 3600 }).encode();
  });
  after(async () => {
    other.server.close();
    tenant.server.close();
  });
  beforeEach(() => {
    other.hits.length = 0;
    tenant.hits.length = 0;
  });

  const client = () => createApiClient({ domain: tenant.origin, tokenProvider: createAccessTokenProvider({ token, domain: tenant.origin }) });

  it('sends the bearer token to the tenant', async () => {
    await client().http.get('guardian/factors/phone/message-types');
    assert.equal(tenant.hits[0]?.headers.authorization, `Bearer ${token}`);
  });

  it('does not follow a redirect to another origin (nothing reaches it)', async () => {
    const err = await listConnections(client()).then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof ApiError && err.status === 302, String(err));
    assert.equal(err.location, `${other.origin}/steal/api/v2/connections?take=50`);
    assert.match(toUserMessage(err), /redirect to http:\/\/127\.0\.0\.1:\d+, which was not followed/);
    assert.equal(tenant.hits.length, 1, 'not retried');
    assert.deepEqual(other.hits, []);
  });

  it('never adds Authorization to a request for another origin', async () => {
    await client().http.get(`${other.origin}/elsewhere`, { prefixUrl: '' });
    await client().http.get(`${other.origin}/elsewhere`, { prefixUrl: '', headers: { authorization: `Bearer ${token}` } });
    assert.equal(other.hits.length, 2);
    for (const hit of other.hits) assert.equal(hit.headers.authorization, undefined);
  });
});
