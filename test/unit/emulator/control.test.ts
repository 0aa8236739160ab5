import assert from 'node:assert/strict';
import { networkInterfaces } from 'node:os';
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
    assert.equal((await env.api('GET', '/event-streams')).body.eventStreams.length, 2);
    assert.equal((await control(env.url, 'GET', '/stats')).body.requests, 2);
  });

  it('rejects a non-loopback caller when bound to a wildcard address', async function () {
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) this.skip();
    const open = await start({ host: '0.0.0.0', allowRemote: true });
    try {
      const res = await fetch(`http://${external!.address}:${open.port}/__emulator/stats`);
      assert.equal(res.status, 403);
      assert.equal((await fetch(`http://127.0.0.1:${open.port}/__emulator/stats`)).status, 200);
    } finally {
      await open.close();
    }
  });
});
