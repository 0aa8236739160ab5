/** The phone provider, Twilio settings and message templates client against the emulator; bad input is refused before sending. */
import assert from 'node:assert/strict';
import { ApiError, InvalidInputError } from '../../../../src/api/errors';
import {
  getPhoneProvider, getPhoneTemplates, getTwilioSettings, setPhoneProvider, setPhoneTemplates, setTwilioSettings, twilioConfigured,
  type PhoneProvider, type PhoneTemplates,
} from '../../../../src/kinds/phoneFactors/phoneApi';
import type { RequestEvent } from '../../../../src/api/client';
import { harnessSuite } from '../../api/emulatorHarness';

const PUTS = ['selected-provider', 'providers/twilio', 'templates'].map((p) => `PUT /api/v2/guardian/factors/phone/${p}`);

describe('api: phone provider, Twilio settings and message templates against the emulator', () => {
  const h = harnessSuite();
  const puts = () => PUTS.reduce((n, r) => n + h.count(r), 0);

  it('reads and sets the provider', async () => {
    const client = h.client();
    assert.equal((await getPhoneProvider(client)).provider, 'auth0');
    assert.equal((await setPhoneProvider(client, 'twilio')).provider, 'twilio');
    assert.equal((await getPhoneProvider(client)).provider, 'twilio');
  });

  it('sets the Twilio settings; the answer never holds the auth token, and no request event shows it', async () => {
    const events: RequestEvent[] = [];
    const client = h.client({ events });
    assert.equal(twilioConfigured(await getTwilioSettings(client)), false);
    const set = await setTwilioSettings(client, { from: '+15550001111', messaging_service_sid: null, sid: 'AC9', auth_token: 'tok-secret-123' });
    assert.deepEqual(set, { from: '+15550001111', messaging_service_sid: null, sid: 'AC9' });
    assert.equal(twilioConfigured(set), true);
    assert.ok(!JSON.stringify(events).includes('tok-secret-123'));
  });

  it('reads and replaces the templates', async () => {
    const client = h.client();
    assert.match(String((await getPhoneTemplates(client)).enrollment_message), /\{\{code\}\}/);
    const body = { enrollment_message: 'Hi {{code}}', verification_message: 'Code {{code}}' };
    assert.deepEqual(await setPhoneTemplates(client, body), body);
  });

  it('refuses bad input before sending anything', async () => {
    const client = h.client();
    const before = puts();
    for (const attempt of [
      () => setPhoneProvider(client, 'sns' as PhoneProvider),
      () => setTwilioSettings(client, { from: 'x'.repeat(65) }),
      () => setTwilioSettings(client, { sid: '' }),
      () => setTwilioSettings(client, { region: 'us' } as never),
      () => setPhoneTemplates(client, { enrollment_message: 'x' } as PhoneTemplates),
    ]) await assert.rejects(attempt(), InvalidInputError);
    assert.equal(puts(), before);
  });

  it('a token without update:guardian_factors gets a 403 ApiError', async () => {
    const client = h.client({ tokenProvider: h.provider({ scope: 'read:guardian_factors' }) });
    await assert.rejects(setPhoneProvider(client, 'twilio'), (e: unknown) => e instanceof ApiError && e.status === 403);
  });
});
