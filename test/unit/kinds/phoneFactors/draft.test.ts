import assert from 'node:assert/strict';
import { phoneMessageTypesSchema } from '../../../../src/kinds/phoneFactors/api';
import { phoneFactorsChecks, phoneFactorsText, uniqueFactors } from '../../../../src/kinds/phoneFactors/draft';
import { validate } from '../../../../src/diagnostics/validate';

const check = (text: string) =>
  validate(text, phoneMessageTypesSchema, { extraChecks: phoneFactorsChecks }).map((p) => [p.range.start.line, p.range.start.character, p.range.end.character, p.severity]);

describe('phone factors document', () => {
  it('the current state is a valid document', () => {
    assert.deepEqual(check(phoneFactorsText(['sms'])), []);
    assert.deepEqual(check(phoneFactorsText([])), []);
    assert.deepEqual(JSON.parse(phoneFactorsText(['sms', 'voice'])), { message_types: ['sms', 'voice'] });
  });

  it('an unknown factor is an error on that element', () => {
    // line 3: `    "email"` → 4..11
    assert.deepEqual(check(phoneFactorsText(['sms', 'email'])), [[3, 4, 11, 'error']]);
  });

  it('a duplicate is a warning on the repeat', () => {
    assert.deepEqual(check(phoneFactorsText(['sms', 'voice', 'sms'])), [[4, 4, 9, 'warning']]);
  });

  it('sends each factor once', () => {
    assert.deepEqual(uniqueFactors(['sms', 'voice', 'sms']), ['sms', 'voice']);
  });
});
