import assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, call, emulatorSuite, getToken, READONLY, type Res } from './helpers';

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

// The errorCode table of management-api-research.md §errors: the code where the live service sends one, and
// none where the live service (the newer endpoints) sends none.
describe('emulator: errorCode where the service sends one', () => {
  const env = emulatorSuite();
  const ro = async () => getToken(env.url, READONLY);
  const cases: [string, () => Promise<Res>, number, string | undefined][] = [
    ['insufficient_scope on a write without its scope', async () => call(env.url, 'PUT', '/api/v2/guardian/factors/phone/message-types', { token: await ro(), body: { message_types: ['sms'] } }), 403, 'insufficient_scope'],
    ['insufficient_scope on a read without its scope', async () => call(env.url, 'GET', '/api/v2/event-streams', { token: await getToken(env.url, ADMIN, 'read:connections') }), 403, 'insufficient_scope'],
    ['invalid_body for a payload that fails validation', async () => env.api('PATCH', `/connections/${C.database}`, { body: {} }), 400, 'invalid_body'],
    ['invalid_uri for a malformed event stream id', async () => env.api('GET', '/event-streams/est_short'), 400, 'invalid_uri'],
    ['inexistent_connection for an unknown connection', async () => env.api('GET', '/connections/con_doesNotExist00000'), 404, 'inexistent_connection'],
    ['none for an unknown event stream (newer service)', async () => env.api('GET', '/event-streams/est_doesNotExist0000000000'), 404, undefined],
    ['none for an unknown token exchange profile', async () => env.api('GET', '/token-exchange-profiles/tep_doesNotExist00000000'), 404, undefined],
    ['none for an unknown vault connection', async () => env.api('GET', '/flows/vault/connections/ac_doesNotExist000000000'), 404, undefined],
    ['none for a 401', async () => call(env.url, 'GET', '/api/v2/connections'), 401, undefined],
  ];
  for (const [name, request, status, code] of cases) {
    it(`${status} ${name}`, async () => {
      const res = await request();
      assertErrorShape(res, status, undefined, code);
      if (code === undefined) assert.equal('errorCode' in res.body, false, `no errorCode in ${res.text}`);
    });
  }
});
