import assert from 'node:assert/strict';
import { requestLine } from '../../../src/util/requestLine';

describe('requestLine', () => {
  it('names the tenant, method, path, status and rounded duration', () => {
    assert.equal(requestLine('Prod', { method: 'GET', path: '/api/v2/connections?take=50', status: 200, durationMs: 12.6, retry: 0 }), 'Prod: GET /api/v2/connections?take=50 → 200 (13 ms)');
  });
  it('shows the error and the retry number when there is no status', () => {
    assert.equal(requestLine('T', { method: 'PUT', path: '/x', error: 'ECONNRESET', durationMs: 3, retry: 2 }), 'T: PUT /x → ECONNRESET (3 ms) retry 2');
  });
  it('ends with the request id the service gave the request', () => {
    assert.equal(requestLine('T', { method: 'POST', path: '/oauth/token', status: 401, durationMs: 5, retry: 0, requestId: 'c629c3e05e0881e81315' }), 'T: POST /oauth/token → 401 (5 ms) [request c629c3e05e0881e81315]');
  });
  it('never lets a token through, even in a path', () => {
    const line = requestLine('T', { method: 'GET', path: '/x?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', status: 200, durationMs: 1, retry: 0 });
    assert.doesNotMatch(line, /eyJ/);
  });
});
