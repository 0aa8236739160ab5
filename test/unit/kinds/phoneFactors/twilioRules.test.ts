import assert from 'node:assert/strict';
import { isAccountSid, isE164, isMessagingServiceSid } from '../../../../src/kinds/phoneFactors/twilioRules';

describe('Twilio settings rules', () => {
  it('a sender number is E.164: + and a country code, at most 15 digits, no spaces or dashes', () => {
    for (const ok of ['+15551234567', '+442071838750', '+4915112345678']) assert.ok(isE164(ok), ok);
    for (const bad of ['555-1234', '15551234567', '+1 555 123 4567', '+0555123456', '+1234567890123456', '+', '']) assert.ok(!isE164(bad), bad);
  });

  it('SIDs are their prefix and 32 hex digits', () => {
    assert.ok(isAccountSid('AC0123456789abcdef0123456789abcdef'));
    assert.ok(isMessagingServiceSid('MG0123456789ABCDEF0123456789abcdef'));
    for (const bad of ['AC123', 'AC0123456789abcdef0123456789abcdeg', 'MG0123456789abcdef0123456789abcdef', ' AC0123456789abcdef0123456789abcdef']) assert.ok(!isAccountSid(bad), bad);
    assert.ok(!isMessagingServiceSid('AC0123456789abcdef0123456789abcdef'));
    assert.ok(!isMessagingServiceSid('MG0077'));
  });
});
