// An unreachable tenant is reported once per outage (not once per node), and again after it came back or
// after the tenant was changed, removed or added back.
import assert from 'node:assert/strict';
import { ApiError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { Connectivity } from '../../../src/tenants/connectivity';

describe('reliability: Connectivity reports an offline tenant once', () => {
  const network = () => NetworkError.from(new TypeError('fetch failed'), { origin: 'https://t.example.com', method: 'GET', path: '/api/v2/x' });
  const timeout = () => new TimeoutError({ origin: 'https://t.example.com', method: 'GET', path: '/api/v2/x', timeoutMs: 5000 });

  it('six failing nodes of one tenant: one report; another tenant: its own report', () => {
    const reported: string[] = [];
    const c = new Connectivity((id) => reported.push(id));
    for (let i = 0; i < 6; i++) c.failure('a', i % 2 ? network() : timeout());
    c.failure('b', network());
    assert.deepEqual(reported, ['a', 'b']);
    assert.ok(c.isOffline('a'));
  });

  it('an HTTP error answer is not an outage', () => {
    const reported: string[] = [];
    const c = new Connectivity((id) => reported.push(id));
    c.failure('a', new ApiError({ status: 503, serverMessage: 'down', method: 'GET', path: '/api/v2/x' }));
    assert.deepEqual(reported, []);
  });

  it('reports again after a success, after the tenant changed, and after it was removed and added back', () => {
    const reported: string[] = [];
    const c = new Connectivity((id) => reported.push(id));
    c.failure('a', network());
    c.success('a');
    c.failure('a', network());
    c.tenantsChanged('a', ['a']);
    c.failure('a', network());
    c.tenantsChanged(undefined, []);
    c.failure('a', network());
    c.failure('a', network());
    assert.deepEqual(reported, ['a', 'a', 'a', 'a']);
  });
});
