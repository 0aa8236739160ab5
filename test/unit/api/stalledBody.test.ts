import assert from 'node:assert/strict';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnsecuredJWT } from 'jose';
import { createApiClient } from '../../../src/api/client';
import { TimeoutError } from '../../../src/api/errors';
import { listVerificationTemplates } from '../../../src/kinds/verificationTemplates/api';
import { createAccessTokenProvider } from '../../../src/auth/accessToken';

/** A server that answers with headers and the start of a body, then never finishes it. */
describe('api: a response body that stalls after the headers', () => {
  let server: Server;
  let origin: string;
  const open: ServerResponse[] = [];

  before(async () => {
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"templates":[');
      open.push(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(async () => {
    for (const res of open) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is abandoned at the request timeout with a TimeoutError, not left pending', async () => {
    const token = new UnsecuredJWT({ aud: `${origin}/api/v2/`, scope: 'read:vdcs_templates', exp: Math.floor(Date.now() / 1000) + 3600 }).encode();
    const client = createApiClient({ domain: origin, tokenProvider: createAccessTokenProvider({ token, domain: origin }), timeoutMs: 300, retryLimit: 0 });
    const started = Date.now();
    const outcome = await Promise.race([
      listVerificationTemplates(client).then(() => 'resolved', (err: unknown) => err),
      new Promise((resolve) => setTimeout(() => resolve('still pending after 5 s'), 5000).unref()),
    ]);
    assert.ok(outcome instanceof TimeoutError, `expected a TimeoutError, got ${String(outcome)}`);
    assert.ok(Date.now() - started < 3000, 'it ends close to the 300 ms timeout');
  });
});
