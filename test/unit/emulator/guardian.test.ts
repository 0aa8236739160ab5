import assert from 'node:assert/strict';
import { assertErrorShape, client, emulatorSuite, getToken, READONLY } from './helpers';

describe('emulator: phone factor message types', () => {
  const env = emulatorSuite();
  const put = (body: unknown) => env.api('PUT', '/guardian/factors/phone/message-types', { body });

  it('GET shows the demo value ["sms"]', async () => {
    const res = await env.api('GET', '/guardian/factors/phone/message-types');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { message_types: ['sms'] });
  });

  it('PUT replaces and echoes (200), including an empty list', async () => {
    for (const types of [['sms', 'voice'], ['voice'], []]) {
      const res = await put({ message_types: types });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { message_types: types });
      assert.deepEqual((await env.api('GET', '/guardian/factors/phone/message-types')).body, { message_types: types });
    }
  });

  it('PUT accepts a form-urlencoded body', async () => {
    const one = await env.api('PUT', '/guardian/factors/phone/message-types', { form: { message_types: 'voice' } });
    assert.deepEqual(one.body, { message_types: ['voice'] });
    const two = await env.api('PUT', '/guardian/factors/phone/message-types', { form: { message_types: ['sms', 'voice'] } });
    assert.deepEqual(two.body, { message_types: ['sms', 'voice'] });
  });

  it('PUT body is strict: message_types required, only sms/voice, no extra properties', async () => {
    assertErrorShape(await put({}), 400, "Payload validation error: 'Missing required property: message_types'.", 'invalid_body');
    assertErrorShape(await put({ message_types: ['email'] }), 400, /No enum match for: "email"' on property message_types.0/);
    assertErrorShape(await put({ message_types: 'sms' }), 400, /Expected type array/);
    assertErrorShape(await put({ message_types: ['sms'], enabled: true }), 400, /Additional properties not allowed: enabled/);
  });

  it('scopes: read:guardian_factors for GET, update:guardian_factors for PUT', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assert.equal((await ro('GET', '/guardian/factors/phone/message-types')).status, 200);
    assertErrorShape(await ro('PUT', '/guardian/factors/phone/message-types', { body: { message_types: [] } }), 403,
      'Insufficient scope, expected any of: update:guardian_factors');
  });
});
