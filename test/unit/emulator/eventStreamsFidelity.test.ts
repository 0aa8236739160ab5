// Every event stream route of the emulator, one table: the scope it needs (research §2.4, §2.5, §3.3: "any of"
// for the deliveries list), 401 without a token, and errors in the service's shape. Then the write-only secrets:
// whatever a refused create or update carries, no answer, log line or state file repeats it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, call, client, control, emulatorSuite, getToken } from './helpers';

const EVENT_STREAM_SCOPES = ['create:event_streams', 'read:event_streams', 'update:event_streams', 'delete:event_streams', 'read:event_deliveries', 'update:event_deliveries'];
const hook = (auth: Record<string, unknown>, endpoint = 'https://hooks.acme-corp.dev/f') => ({ type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: auth } });

interface Route { method: string; path: string; body?: unknown; anyOf: string[]; status: number }
const ROUTES: Route[] = [
  { method: 'GET', path: '/event-streams', anyOf: ['read:event_streams'], status: 200 },
  { method: 'GET', path: `/event-streams/${S.userWebhook}`, anyOf: ['read:event_streams'], status: 200 },
  { method: 'POST', path: '/event-streams', body: { name: 'fidelity', subscriptions: [{ event_type: 'user.created' }], destination: hook({ method: 'bearer', token: 'fidelity-token-1' }) },
    anyOf: ['create:event_streams'], status: 201 },
  { method: 'PATCH', path: `/event-streams/${S.userWebhook}`, body: { status: 'disabled' }, anyOf: ['update:event_streams'], status: 200 },
  { method: 'POST', path: `/event-streams/${S.userWebhook}/test`, body: { event_type: 'user.created' }, anyOf: ['update:event_streams'], status: 202 },
  { method: 'GET', path: `/event-streams/${S.userWebhook}/deliveries`, anyOf: ['read:event_streams', 'read:event_deliveries'], status: 200 },
  { method: 'GET', path: `/event-streams/${S.userWebhook}/deliveries/${E.userWebhook.failed[0]}`, anyOf: ['read:event_deliveries'], status: 200 },
  { method: 'POST', path: `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.failed[0]}`, anyOf: ['update:event_deliveries'], status: 202 },
  { method: 'POST', path: `/event-streams/${S.userWebhook}/redeliver`, body: { statuses: ['failed'] }, anyOf: ['update:event_deliveries'], status: 202 },
  { method: 'DELETE', path: `/event-streams/${S.orgEventBridge}`, anyOf: ['delete:event_streams'], status: 204 },
];

describe('emulator: event stream routes, scopes and error shapes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-fidelity-'));
  const statePath = join(dir, 'state.json');
  const logLines: string[] = [];
  const env = emulatorSuite({ statePath, verbose: true, log: (line) => logLines.push(line) });
  beforeEach(() => control(env.url, 'POST', '/reset'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  for (const r of ROUTES) {
    it(`${r.method} ${r.path.replace(/est_\w+/, ':id').replace(/evt_\w+/, ':event_id')}: ${r.anyOf.join(' or ')}, ${r.status}`, async () => {
      const send = (token: string | undefined) => call(env.url, r.method, `/api/v2${r.path}`, { token, body: r.body });
      assertErrorShape(await send(undefined), 401, 'Missing authentication');
      const others = EVENT_STREAM_SCOPES.filter((s) => !r.anyOf.includes(s));
      const denied = await send(await getToken(env.url, ADMIN, [...others, 'read:connections'].join(' ')));
      assertErrorShape(denied, 403, `Insufficient scope, expected any of: ${r.anyOf.join(',')}`, 'insufficient_scope');
      for (const scope of r.anyOf) {
        await control(env.url, 'POST', '/reset');
        const res = await send(await getToken(env.url, ADMIN, scope));
        assert.equal(res.status, r.status, `${scope}: ${res.text}`);
        if (r.status === 204) assert.equal(res.text, '', 'no body');
        else assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
      }
    });
  }

  it('every refused create or update leaves the secret it carried out of the answer, the log and the state file', async () => {
    const secret = 'fidelity-secret-7f3e2d1c';
    const api = env.api;
    const bad: [string, string, unknown][] = [
      ['POST', '/event-streams', { name: 'x'.repeat(129), destination: hook({ method: 'bearer', token: secret }) }],
      ['POST', '/event-streams', { name: 'user-lifecycle-webhook', destination: hook({ method: 'bearer', token: secret }) }],
      ['POST', '/event-streams', { name: 'x', destination: hook({ method: 'basic', username: 'u', password: secret }, 'http://hooks.acme-corp.dev/') }],
      ['POST', '/event-streams', { name: 'x', destination: hook({ method: 'custom_header', header_key: 'Bad Key', header_value: secret }) }],
      ['POST', '/event-streams', { name: 'x', destination: hook({ method: 'digest', token: secret }) }],
      ['POST', '/event-streams', { name: 'x', destination: hook({ method: 'bearer', token: secret, password: secret }) }],
      ['POST', '/event-streams', { name: 'x', destination: hook({ method: 'bearer', token: `${secret}${'x'.repeat(2048)}` }) }],
      ['POST', '/event-streams', `{"name":"x","destination":{"type":"webhook","configuration":{"webhook_authorization":{"method":"bearer","token":"${secret}"}}`],
      ['PATCH', `/event-streams/${S.orgEventBridge}`, { destination: hook({ method: 'bearer', token: secret }) }],
      ['PATCH', `/event-streams/${S.userWebhook}`, { destination: hook({ method: 'custom_header', header_key: 'X-Key', header_value: secret }), status: 'paused' }],
      ['PATCH', `/event-streams/${S.userWebhook}`, { name: 'org-events-eventbridge', destination: hook({ method: 'basic', username: 'u', password: secret }) }],
      ['PATCH', `/event-streams/est_short`, { destination: hook({ method: 'bearer', token: secret }) }],
    ];
    for (const [method, path, body] of bad) {
      const res = await api(method, path, { body });
      assert.ok(res.status === 400 || res.status === 409, `${method} ${path}: ${res.status} ${res.text}`);
      assertErrorShape(res, res.status);
      assert.ok(!res.text.includes(secret.slice(0, 16)), `the answer repeats the secret: ${res.text.slice(0, 300)}`);
    }
    const accepted = await api('PATCH', `/event-streams/${S.userWebhook}`, { body: { destination: hook({ method: 'basic', username: 'u', password: secret }) } });
    assert.equal(accepted.status, 200, 'the state file is written');
    assert.ok(!readFileSync(statePath, 'utf8').includes(secret.slice(0, 16)), 'the state file carries the secret');
    assert.ok(logLines.length >= bad.length, 'requests are logged');
    assert.ok(!logLines.join('\n').includes(secret.slice(0, 16)), 'the log carries the secret');
    const reader = client(env.url, await getToken(env.url, ADMIN, 'read:event_streams'));
    assert.ok(!(await reader('GET', `/event-streams/${S.userWebhook}`)).text.includes(secret.slice(0, 16)));
  });
});
