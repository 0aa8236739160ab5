import assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { call, control, emulatorSuite, start } from './helpers';

describe('emulator: control endpoints', () => {
  const env = emulatorSuite();

  it('counts requests by route pattern; control routes are not counted', async () => {
    await control(env.url, 'POST', '/stats/reset');
    await env.api('GET', '/connections');
    await env.api('GET', `/connections/${C.github}`);
    await env.api('GET', `/connections/${C.google}`);
    await call(env.url, 'GET', '/api/v2/unknown');
    const stats = await control(env.url, 'GET', '/stats');
    assert.equal(stats.status, 200);
    assert.equal(stats.body.requests, 4);
    assert.equal(stats.body.byRoute['GET /api/v2/connections'], 1);
    assert.equal(stats.body.byRoute['GET /api/v2/connections/:id'], 2);
    assert.deepEqual(env.emu.stats(), stats.body);
    assert.equal((await control(env.url, 'POST', '/stats/reset')).status, 204);
    assert.deepEqual((await control(env.url, 'GET', '/stats')).body, { requests: 0, byRoute: {}, rateLimited: 0 });
    await env.api('GET', '/connections');
    env.emu.resetStats();
    assert.equal(env.emu.stats().requests, 0);
  });

  it('PATCH /__emulator/connections/:id changes a connection server-side', async () => {
    const { api, url } = env;
    const res = await control(url, 'PATCH', `/connections/${C.github}`, { display_name: 'Changed elsewhere', options: { follow: true } });
    assert.equal(res.status, 200);
    assert.equal(res.body.display_name, 'Changed elsewhere');
    const after1 = (await api('GET', `/connections/${C.github}`)).body;
    assert.equal(after1.display_name, 'Changed elsewhere');
    assert.deepEqual(after1.options, { follow: true });
    assert.equal((await control(url, 'PATCH', '/connections/con_nope', { display_name: 'x' })).status, 404);
  });

  it('POST /__emulator/reset restores the seed and clears stats', async () => {
    await env.api('PATCH', `/connections/${C.google}`, { body: { display_name: 'Mine' } });
    await env.api('DELETE', '/event-streams/est_demoUserLifecycle00001');
    assert.equal((await control(env.url, 'POST', '/reset')).status, 204);
    assert.equal((await env.api('GET', `/connections/${C.google}`)).body.display_name, 'Google');
    assert.equal((await env.api('GET', '/event-streams')).body.eventStreams.length, 3);
    assert.equal((await control(env.url, 'GET', '/stats')).body.requests, 2);
  });

  describe('from another host (the remote address injected: no traffic leaves loopback)', () => {
    const REMOTE = '192.0.2.7';
    const spellings = ['/__emulator/stats', '/%5F_emulator/stats', '/%5f%5femulator/stats', '/__emulato%72/stats', '/__emulator%2Fstats', '//__emulator/stats', '/__EMULATOR/stats', '/__Emulator/stats/', '/./__emulator/stats', '/x/../__emulator/stats'];
    let open: Awaited<ReturnType<typeof start>>;
    before(async () => { open = await start({ allowRemote: true }); });
    after(() => open.close());

    for (const url of spellings) {
      it(`refuses ${url} from a non-loopback caller, even with --allow-remote`, async () => {
        const res = await open.inject({ method: 'GET', url, remoteAddress: REMOTE, headers: { host: `203.0.113.9:${open.port}` } });
        assert.equal(res.statusCode, 403);
        assert.match(res.json().message, /only available from loopback addresses/);
      });
    }

    it('a loopback caller reaches the control routes; a remote caller the API, with --allow-remote', async () => {
      assert.equal((await open.inject({ method: 'GET', url: '/%5F_emulator/stats', remoteAddress: '127.0.0.1' })).statusCode, 200);
      const token = await open.inject({ method: 'POST', url: '/oauth/token', remoteAddress: REMOTE, headers: { host: 'tenant.example' }, payload: { grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${open.url}/api/v2/` } });
      assert.equal(token.statusCode, 200);
    });
  });

  describe('the Host header (DNS rebinding)', () => {
    const tokenRequest = { method: 'POST' as const, url: '/oauth/token', payload: { grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: 'x' } };

    for (const host of ['rebound.example', 'rebound.example:4000', '127.0.0.1.nip.example', 'localhost.evil.example']) {
      it(`refuses a request addressed to "${host}" without --allow-remote`, async () => {
        for (const url of ['/oauth/token', '/api/v2/connections', '/__emulator/stats']) {
          const res = await env.emu.inject({ ...tokenRequest, url, remoteAddress: '127.0.0.1', headers: { host } });
          assert.equal(res.statusCode, 403, url);
          assert.match(res.body, /only requests addressed to a loopback host.*--allow-remote/);
        }
      });
    }

    for (const host of ['localhost', 'LOCALHOST:8080', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000']) {
      it(`answers a request addressed to "${host}"`, async () => {
        assert.equal((await env.emu.inject({ method: 'GET', url: '/__emulator/stats', remoteAddress: '127.0.0.1', headers: { host } })).statusCode, 200);
      });
    }
  });
});
