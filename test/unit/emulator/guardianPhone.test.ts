/**
 * Phone factor provider, Twilio settings and message templates over HTTP, and the official SDK (`auth0`) as a
 * second client of the same endpoints: its requests and its reading of the answers come from the service's API
 * description. The Twilio auth token is write-only: no answer (GET, PUT, SDK) carries it, nor the state file.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Management } from 'auth0';
import { z } from 'zod';
import { DEFAULT_PHONE_TEMPLATES } from '../../../src/emulator/routes/guardianPhone';
import { assertErrorShape, client, control, emulatorSuite, getToken, READONLY } from './helpers';
import { parses, sdkError, sdkFor } from './sdkClient';

const TOKEN = 'tw-auth-token-9f8e7d6c5b4a';
const provider = z.strictObject({ provider: z.enum(['auth0', 'twilio', 'phone-message-hook']) }) satisfies z.ZodType<Management.GetGuardianFactorsProviderPhoneResponseContent>;
const twilio = z.strictObject({ from: z.string().max(64).nullable(), messaging_service_sid: z.string().nullable(), sid: z.string().nullable() }) satisfies z.ZodType<Management.GetGuardianFactorsProviderPhoneTwilioResponseContent>;
const templates = z.strictObject({ enrollment_message: z.string(), verification_message: z.string() }) satisfies z.ZodType<Management.GetGuardianFactorPhoneTemplatesResponseContent>;

describe('emulator: phone provider, Twilio settings and message templates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'phone-state-'));
  const statePath = join(dir, 'state.json');
  const env = emulatorSuite({ statePath });
  after(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => control(env.url, 'POST', '/reset'));

  it('selected provider: auth0 by default; PUT sets and echoes each of the three', async () => {
    assert.deepEqual((await env.api('GET', '/guardian/factors/phone/selected-provider')).body, { provider: 'auth0' });
    for (const name of ['twilio', 'phone-message-hook', 'auth0']) {
      const res = await env.api('PUT', '/guardian/factors/phone/selected-provider', { body: { provider: name } });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { provider: name });
      assert.deepEqual((await env.api('GET', '/guardian/factors/phone/selected-provider')).body, { provider: name });
    }
  });

  it('selected provider: 400 for another provider, a missing one or an extra property', async () => {
    const put = (body: unknown) => env.api('PUT', '/guardian/factors/phone/selected-provider', { body });
    assertErrorShape(await put({ provider: 'sns' }), 400, /No enum match for: "sns"' on property provider/, 'invalid_body');
    assertErrorShape(await put({}), 400, "Payload validation error: 'Missing required property: provider'.");
    assertErrorShape(await put({ provider: 'twilio', enabled: true }), 400, /Additional properties not allowed: enabled/);
    assert.deepEqual((await env.api('GET', '/guardian/factors/phone/selected-provider')).body, { provider: 'auth0' });
  });

  it('Twilio: the auth token is accepted but never answered, nor written to the state file', async () => {
    assert.deepEqual((await env.api('GET', '/guardian/factors/phone/providers/twilio')).body, { from: null, messaging_service_sid: null, sid: null });
    const res = await env.api('PUT', '/guardian/factors/phone/providers/twilio', { body: { from: '+15551234567', sid: 'AC123', auth_token: TOKEN } });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { from: '+15551234567', messaging_service_sid: null, sid: 'AC123' });
    const get = await env.api('GET', '/guardian/factors/phone/providers/twilio');
    assert.deepEqual(get.body, { from: '+15551234567', messaging_service_sid: null, sid: 'AC123' });
    for (const text of [res.text, get.text, readFileSync(statePath, 'utf8')]) assert.ok(!text.includes(TOKEN), 'the auth token leaked');
  });

  it('Twilio: a property left out keeps its value, null clears it; lengths as the spec says', async () => {
    const put = (body: unknown) => env.api('PUT', '/guardian/factors/phone/providers/twilio', { body });
    await put({ from: '+15551234567', sid: 'AC1' });
    assert.deepEqual((await put({ messaging_service_sid: 'MG1', from: null })).body, { from: null, messaging_service_sid: 'MG1', sid: 'AC1' });
    assertErrorShape(await put({ from: 'x'.repeat(65) }), 400, /String is too long \(65 chars\), maximum 64' on property from/);
    assertErrorShape(await put({ sid: '' }), 400, /String is too short \(0 chars\), minimum 1' on property sid/);
    assertErrorShape(await put({ auth_token: '' }), 400, /on property auth_token/);
    assertErrorShape(await put({ region: 'us' }), 400, /Additional properties not allowed: region/);
  });

  it('templates: the service defaults, PUT replaces both, both required, nothing else', async () => {
    assert.deepEqual((await env.api('GET', '/guardian/factors/phone/templates')).body, DEFAULT_PHONE_TEMPLATES);
    const body = { enrollment_message: 'Enroll: {{code}}', verification_message: 'Code {{code}}' };
    const res = await env.api('PUT', '/guardian/factors/phone/templates', { body });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, body);
    assert.deepEqual((await env.api('GET', '/guardian/factors/phone/templates')).body, body);
    const put = (b: unknown) => env.api('PUT', '/guardian/factors/phone/templates', { body: b });
    assertErrorShape(await put({ enrollment_message: 'x' }), 400, "Payload validation error: 'Missing required property: verification_message'.");
    assertErrorShape(await put({ ...body, verification_message: 3 }), 400, /Expected type string but found type integer' on property verification_message/);
    assertErrorShape(await put({ ...body, sms: 'x' }), 400, /Additional properties not allowed: sms/);
  });

  it('scopes: read:guardian_factors reads, update:guardian_factors writes', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    for (const path of ['selected-provider', 'providers/twilio', 'templates']) {
      assert.equal((await ro('GET', `/guardian/factors/phone/${path}`)).status, 200, path);
      assertErrorShape(await ro('PUT', `/guardian/factors/phone/${path}`, { body: {} }), 403, 'Insufficient scope, expected any of: update:guardian_factors');
    }
    const none = client(env.url, await getToken(env.url, undefined, 'read:connections'));
    assertErrorShape(await none('GET', '/guardian/factors/phone/templates'), 403, 'Insufficient scope, expected any of: read:guardian_factors');
  });

  describe('the official SDK as a second client', () => {
    it('gets and sets the provider; 400 is a BadRequestError', async () => {
      const phone = (await sdkFor(env.url)).guardian.factors.phone;
      parses(provider, await phone.getSelectedProvider(), 'get provider');
      assert.deepEqual(parses(provider, await phone.setProvider({ provider: 'phone-message-hook' }), 'set provider'), { provider: 'phone-message-hook' });
      await assert.rejects(phone.setProvider({ provider: 'sns' as 'auth0' }), sdkError(400, 'BadRequestError', /No enum match/));
    });

    it('sets and gets the Twilio settings; no answer carries the auth token', async () => {
      const phone = (await sdkFor(env.url)).guardian.factors.phone;
      parses(twilio, await phone.setTwilioProvider({ messaging_service_sid: 'MG42', sid: 'AC42', auth_token: TOKEN }), 'set twilio', [TOKEN]);
      const got = parses(twilio, await phone.getTwilioProvider(), 'get twilio', [TOKEN]);
      assert.deepEqual(got, { from: null, messaging_service_sid: 'MG42', sid: 'AC42' });
    });

    it('gets and sets the templates; a read-only token gets a ForbiddenError', async () => {
      const phone = (await sdkFor(env.url)).guardian.factors.phone;
      assert.deepEqual(parses(templates, await phone.getTemplates(), 'get templates'), DEFAULT_PHONE_TEMPLATES);
      const body = { enrollment_message: 'E {{code}}', verification_message: 'V {{code}}' };
      assert.deepEqual(parses(templates, await phone.setTemplates(body), 'set templates'), body);
      const ro = (await sdkFor(env.url, 'read:guardian_factors')).guardian.factors.phone;
      await assert.rejects(ro.setTemplates(body), sdkError(403, 'ForbiddenError', /update:guardian_factors/));
    });
  });
});
