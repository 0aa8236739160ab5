/** A stub tenant for client tests: node:http on loopback that answers each request with what the test decides. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import type { TokenProvider } from '../../../src/api/tokenProvider';

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

export interface Stub {
  /** Decides the answer to a request: path and query below the origin, e.g. `/api/v2/connections?take=50`. */
  answer: (url: URL) => StubAnswer;
  /** Every request seen (path and query). */
  requests: string[];
  client(): ApiClient;
}

const provider: TokenProvider = {
  kind: 'access-token',
  getToken: async () => ({ token: 'stub-token', expiresAt: Date.now() + 3_600_000, scopes: new Set() }),
  current: () => undefined,
  clear: () => undefined,
};

/** A stub for the enclosing mocha suite: started in `before`, closed in `after`; `answer` and `requests` reset after each test. */
export function stubSuite(): Stub {
  let server: Server | undefined;
  let origin = '';
  const stub: Stub = {
    answer: () => ({ status: 404, body: { statusCode: 404, message: 'no answer set' } }),
    requests: [],
    client: () => createApiClient({ domain: origin, tokenProvider: provider, retryLimit: 0 }),
  };
  const initial = stub.answer;
  before(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', origin);
      stub.requests.push(`${url.pathname}${url.search}`);
      const { status = 200, body } = stub.answer(url);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  afterEach(() => {
    stub.answer = initial;
    stub.requests.length = 0;
  });
  return stub;
}
