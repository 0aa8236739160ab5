import assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { assertErrorShape, call, emulatorSuite } from './helpers';

describe('emulator: error bodies', () => {
  const env = emulatorSuite();

  it('413 in the error shape for bodies over 1 MB; 1 MB minus a little is fine', async () => {
    const { token, url } = env;
    const big = { display_name: 'x', metadata: { k: 'v' }, options: { blob: 'a'.repeat(1024 * 1024) } };
    const res = await call(url, 'PATCH', `/api/v2/connections/${C.database}`, { token, body: big });
    assertErrorShape(res, 413, /greater than maximum allowed: 1048576/);
    assert.equal(res.body.error, 'Payload Too Large');
    const fits = { display_name: 'x', options: { blob: 'a'.repeat(1024 * 1024 - 200) } };
    assert.equal((await call(url, 'PATCH', `/api/v2/connections/${C.database}`, { token, body: fits })).status, 200);
  });

  it('404 in the error shape for unknown routes', async () => {
    const { token, url } = env;
    assertErrorShape(await call(url, 'GET', '/api/v2/nothing-here', { token }), 404, 'Not Found');
  });

  it('400 invalid_body for malformed JSON', async () => {
    const { token, url } = env;
    assertErrorShape(await call(url, 'PATCH', `/api/v2/connections/${C.database}`, { token, body: '{"display_name":' }), 400, undefined, 'invalid_body');
  });

  it('415 in the error shape for an unsupported content type', async () => {
    const { token, url } = env;
    const res = await call(url, 'PATCH', `/api/v2/connections/${C.database}`, { token, body: 'x', headers: { 'content-type': 'application/xml' } });
    assertErrorShape(res, 415);
  });
});
