import assert from 'node:assert/strict';
import type * as vscode from 'vscode';
import type { Prompts } from '../../../src/ui/prompts';
import { redactingPrompts } from '../../../src/ui/redactingPrompts';
import { redact } from '../../../src/util/redact';
import { redactingLog } from '../../../src/util/redactingLog';

describe('redact: the one redactor of log lines and messages', () => {
  const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJl';
  const pemBody = 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun';
  /** [what, the text, the credential that must be gone, what must stay]. */
  const cases: [string, string, string, string][] = [
    ['a JWT', `token ${jwt} done`, jwt, 'done'],
    ['a bearer header', 'Authorization: Bearer abc.def-123 next', 'abc.def-123', 'next'],
    ['a basic header', 'Authorization: Basic dXNlcjpwYXNzd29yZA== next', 'dXNlcjpwYXNzd29yZA==', 'next'],
    ['URL userinfo', 'POST https://hook-user:hook-pw-77@hooks.example.com/in failed', 'hook-pw-77', 'hooks.example.com/in failed'],
    ['URL userinfo without a password', 'GET https://tok3n-only@hooks.example.com/', 'tok3n-only', 'hooks.example.com'],
    ['a client_secret form field', 'grant_type=client_credentials&client_secret=s3cr3t&x=1', 's3cr3t', '&x=1'],
    ['a JSON api_key', '{"api_key":"k-123","name":"n"}', 'k-123', '"name":"n"'],
    ['a JSON auth_token', '{"sid":"AC1","auth_token":"tw-auth-9"}', 'tw-auth-9', '"sid":"AC1"'],
    ['a JSON twilio_token', '{ "twilio_token": "tw-tok-9", "from": "+1" }', 'tw-tok-9', '"from": "+1"'],
    ['a JSON app_secret', '"app_secret": "apple-s3cret"', 'apple-s3cret', '"app_secret"'],
    ['a JSON header_value', '{"header_key":"X-Key","header_value":"hv-7788"}', 'hv-7788', '"header_key":"X-Key"'],
    ['a JSON value with an escaped quote', '{"password":"pa\\"ss-w0rd","u":1}', 'ss-w0rd', '"u":1'],
    ['a PEM key', 'key -----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY----- end', 'MIIB', ' end'],
    ['a PEM key cut before its END line', `key -----BEGIN RSA PRIVATE KEY-----\n${pemBody}`, pemBody, 'key '],
    ['a PEM key in a JSON string, cut', `{"privateKeyPem":"-----BEGIN PRIVATE KEY-----\\n${pemBody}`, pemBody, '{'],
    ['a known secret', 'Add Tenant failed for my-typed-secret-1', 'my-typed-secret-1', 'Add Tenant failed'],
  ];
  for (const [name, input, credential, kept] of cases) {
    it(`removes ${name}`, () => {
      const out = redact(input, ['my-typed-secret-1']);
      assert.ok(input.includes(credential), 'the case holds the credential');
      assert.ok(!out.includes(credential), `still there: ${out}`);
      assert.ok(out.includes(kept), `the rest is kept: ${out}`);
      assert.match(out, /\[redacted/);
    });
  }

  it('leaves an ordinary request line and prose alone', () => {
    for (const line of [
      'Local emulator: GET /api/v2/connections?take=50 → 200 (12 ms)',
      'Pasted token: GET /api/v2/connections → 200 (4 ms)',
      'Basic authentication needs a user name; Bearer token: typed in a password box',
      'Basic (ops) replaces Bearer token. From now on the tenant sends the new credentials',
      '{"header_key":"X-Key","method":"basic","username":"u"}',
      'https://hooks.example.com/in?take=1',
    ]) assert.equal(redact(line), line);
  });

  it('still removes a token query parameter', () => {
    assert.equal(redact('GET /x?token=abc123&y=1'), 'GET /x?token=[redacted]&y=1');
  });
});

describe('redact: every log line and every message pass through it', () => {
  const secret = '{"auth_token":"tw-auth-4411"} Authorization: Basic dXNlcjpwYXNzd29yZA==';

  it('the log: whatever level, whoever writes it, an Error too', () => {
    const lines: string[] = [];
    const channel = { name: 'Auth Tenants', logLevel: 2, info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m), error: (m: string | Error) => lines.push(String(m)) };
    const log = redactingLog(channel as unknown as vscode.LogOutputChannel);
    log.info(`sent ${secret}`);
    log.warn(secret);
    log.error(new Error(`failed ${secret}`));
    assert.equal(lines.length, 3, 'each line reached the channel');
    assert.equal(log.name, 'Auth Tenants', 'other members pass through');
    for (const line of lines) assert.ok(!line.includes('tw-auth-4411') && !line.includes('dXNlcjpwYXNzd29yZA=='), line);
  });

  it('the prompts (PromptsHolder wraps whatever is put in): notices, confirmations and progress lines', async () => {
    const shown: string[] = [];
    const record = async (m: string) => void shown.push(m);
    const inner = {
      info: record, warn: record, error: record,
      confirm: async (m: string, o: { detail?: string }) => (shown.push(m, o.detail ?? ''), 'OK'),
      progress: async <T>(title: string, task: (report: (m: string) => void, signal: AbortSignal) => Promise<T>) => (shown.push(title), task((m) => shown.push(m), new AbortController().signal)),
    } as unknown as Prompts;
    const p = redactingPrompts(inner);
    await p.info(`a ${secret}`);
    await p.warn(`b ${secret}`);
    await p.error(`c ${secret}`);
    await p.confirm(`d ${secret}`, { detail: `e ${secret}` }, 'OK');
    await p.progress(`f ${secret}`, async (report) => report(`g ${secret}`));
    assert.equal(shown.length, 7, 'each text reached the prompts');
    for (const text of shown) assert.ok(!text.includes('tw-auth-4411') && !text.includes('dXNlcjpwYXNzd29yZA==') && text.includes('[redacted'), text);
  });
});
