import assert from 'node:assert/strict';
import type { RunningEmulator } from '../../../src/emulator/server';
import { ADMIN, call, control, start, tokenRequest } from './helpers';

describe('emulator: rate limiting', () => {
  let emu: RunningEmulator;
  let now = Date.parse('2026-01-01T00:00:00.000Z');
  before(async () => {
    emu = await start({ rateLimit: { rate: 2, burst: 2 }, now: () => now });
  });
  after(() => emu.close());

  const tokenBody = () => ({ grant_type: 'client_credentials', client_id: ADMIN.id, client_secret: ADMIN.secret, audience: `${emu.url}/api/v2/` });

  it('reports X-RateLimit-* on /oauth and /api/v2 responses (errors included) and 429s past the burst', async () => {
    const tok = await tokenRequest(emu.url, tokenBody());
    assert.equal(tok.status, 200);
    assert.equal(tok.headers.get('x-ratelimit-limit'), '2');
    assert.equal(tok.headers.get('x-ratelimit-remaining'), '1');
    const reset = Number(tok.headers.get('x-ratelimit-reset'));
    assert.ok(reset >= Math.floor(now / 1000) && reset <= Math.floor(now / 1000) + 2, String(reset));

    const unauth = await call(emu.url, 'GET', '/api/v2/connections');
    assert.equal(unauth.status, 401);
    assert.equal(unauth.headers.get('x-ratelimit-remaining'), '0');

    const limited = await call(emu.url, 'GET', '/api/v2/connections', { token: tok.body.access_token });
    assert.equal(limited.status, 429);
    assert.deepEqual(limited.body, { statusCode: 429, error: 'Too Many Requests', message: 'Global limit has been reached', errorCode: 'too_many_requests' });
    assert.equal(limited.headers.get('retry-after'), '1');
    assert.equal(limited.headers.get('x-ratelimit-limit'), '2');
    assert.equal(limited.headers.get('x-ratelimit-remaining'), '0');

    const oauthLimited = await tokenRequest(emu.url, tokenBody());
    assert.equal(oauthLimited.status, 429);
    assert.ok(oauthLimited.headers.get('retry-after'));
  });

  it('never limits the control routes, and refills over time', async () => {
    const stats = await control(emu.url, 'GET', '/stats');
    assert.equal(stats.status, 200);
    assert.equal(stats.headers.get('x-ratelimit-limit'), null);
    now += 500;
    const tok = await tokenRequest(emu.url, tokenBody());
    assert.equal(tok.status, 200);
    assert.equal((await tokenRequest(emu.url, tokenBody())).status, 429);
    now += 1000;
    assert.equal((await call(emu.url, 'GET', '/api/v2/connections', { token: tok.body.access_token })).status, 200);
    assert.equal((await call(emu.url, 'GET', '/api/v2/connections', { token: tok.body.access_token })).status, 200);
    assert.equal((await call(emu.url, 'GET', '/api/v2/connections', { token: tok.body.access_token })).status, 429);
  });

  it('PUT /__emulator/rate-limit changes or turns off the limiter', async () => {
    const off = await control(emu.url, 'PUT', '/rate-limit', { off: true });
    assert.deepEqual(off.body, { off: true });
    for (let i = 0; i < 5; i++) {
      const res = await tokenRequest(emu.url, tokenBody());
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('x-ratelimit-limit'), null);
    }
    const on = await control(emu.url, 'PUT', '/rate-limit', { rate: 1, burst: 3 });
    assert.deepEqual(on.body, { rate: 1, burst: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await tokenRequest(emu.url, tokenBody())).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal((await control(emu.url, 'PUT', '/rate-limit', { rate: -1, burst: 1 })).status, 400);
  });
});

describe('emulator: default rate limit', () => {
  it('is generous (1000/s, burst 1000) when not configured', async () => {
    const { startEmulator } = await import('../../../src/emulator/server');
    const emu = await startEmulator({ port: 0 });
    try {
      const res = await call(emu.url, 'GET', '/api/v2/connections');
      assert.equal(res.headers.get('x-ratelimit-limit'), '1000');
    } finally {
      await emu.close();
    }
  });
});
