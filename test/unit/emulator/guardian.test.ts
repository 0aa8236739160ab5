import assert from 'node:assert/strict';
import type { RunningEmulator } from '../../../src/emulator/server';
import { assertErrorShape, client, getToken, READONLY, start } from './helpers';

describe('emulator: phone factor message types', () => {
  let emu: RunningEmulator;
  let api: ReturnType<typeof client>;
  const put = (body: unknown) => api('PUT', '/guardian/factors/phone/message-types', { body });
  before(async () => {
    emu = await start();
    api = client(emu.url, await getToken(emu.url));
  });
  after(() => emu.close());

  it('GET shows the demo value ["sms"]', async () => {
    const res = await api('GET', '/guardian/factors/phone/message-types');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message_types: ['sms'] });
  });

  it('PUT replaces and echoes (200), including an empty list', async () => {
    for (const types of [['sms', 'voice'], ['voice'], []]) {
      const res = await put({ message_types: types });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { message_types: types });
      assert.deepEqual((await api('GET', '/guardian/factors/phone/message-types')).body, { message_types: types });
    }
  });

  it('PUT accepts a form-urlencoded body', async () => {
    const one = await api('PUT', '/guardian/factors/phone/message-types', { form: { message_types: 'voice' } });
    assert.deepEqual(one.body, { message_types: ['voice'] });
    const two = await api('PUT', '/guardian/factors/phone/message-types', { form: { message_types: ['sms', 'voice'] } });
    assert.deepEqual(two.body, { message_types: ['sms', 'voice'] });
  });

  it('PUT body is strict: message_types required, only sms/voice, no extra properties', async () => {
    assertErrorShape(await put({}), 400, "Payload validation error: 'Missing required property: message_types'.", 'invalid_body');
    assertErrorShape(await put({ message_types: ['email'] }), 400, /No enum match for: "email"' on property message_types.0/);
    assertErrorShape(await put({ message_types: 'sms' }), 400, /Expected type array/);
    assertErrorShape(await put({ message_types: ['sms'], enabled: true }), 400, /Additional properties not allowed: enabled/);
  });

  it('scopes: read:guardian_factors for GET, update:guardian_factors for PUT', async () => {
    const ro = client(emu.url, await getToken(emu.url, READONLY));
    assert.equal((await ro('GET', '/guardian/factors/phone/message-types')).status, 200);
    assertErrorShape(await ro('PUT', '/guardian/factors/phone/message-types', { body: { message_types: [] } }), 403,
      'Insufficient scope, expected any of: update:guardian_factors');
  });
});
