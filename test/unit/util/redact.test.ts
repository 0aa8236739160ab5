import assert from 'node:assert/strict';
import { redact } from '../../../src/util/redact';

describe('redact', () => {
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJl';
  const cases: [string, string, RegExp][] = [
    ['a JWT', `token ${jwt} done`, /^token \[redacted token\] done$/],
    ['a bearer header', 'Authorization: Bearer abc.def', /Bearer \[redacted\]/],
    ['a client_secret form field', 'grant_type=client_credentials&client_secret=s3cr3t&x=1', /client_secret=\[redacted\]&x=1/],
    ['a JSON api_key', '{"api_key":"k-123","name":"n"}', /"api_key":"\[redacted\]","name":"n"/],
    ['a PEM key', 'key -----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY----- end', /^key \[redacted key\] end$/],
  ];
  for (const [name, input, expected] of cases) {
    it(`removes ${name}`, () => {
      const out = redact(input);
      assert.match(out, expected);
    });
  }

  it('leaves an ordinary request line alone', () => {
    const line = 'Local emulator: GET /api/v2/connections?take=50 → 200 (12 ms)';
    assert.equal(redact(line), line);
  });
});

describe('redact: labels that merely mention a token', () => {
  it('keeps "Pasted token: GET …" intact', () => {
    const line = 'Pasted token: GET /api/v2/connections → 200 (4 ms)';
    assert.equal(redact(line), line);
  });
  it('still removes a token query parameter', () => {
    assert.equal(redact('GET /x?token=abc123&y=1'), 'GET /x?token=[redacted]&y=1');
  });
});
