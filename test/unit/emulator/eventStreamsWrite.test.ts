import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACTION_IDS, DEMO_CTE_ACTION_ID, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken } from './helpers';

const TOKEN = 'bearer-secret-9f8e7d6c5b4a';
const PASSWORD = 'basic-password-1a2b3c4d';
const HEADER_VALUE = 'header-value-0z9y8x7w';
const SECRETS = [TOKEN, PASSWORD, HEADER_VALUE];

const webhook = (auth: Record<string, unknown>, endpoint = 'https://hooks.acme-corp.dev/auth0') => ({
  type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: auth },
});
const stream = (name: string, destination: unknown, extra: Record<string, unknown> = {}) => ({
  name, subscriptions: [{ event_type: 'user.created' }, { event_type: 'user.deleted' }], destination, ...extra,
});

describe('emulator: event stream create and update', () => {
  const dir = mkdtempSync(join(tmpdir(), 'emu-streams-'));
  const statePath = join(dir, 'state.json');
  const logLines: string[] = [];
  const env = emulatorSuite({ statePath, verbose: true, log: (line) => logLines.push(line) });
  beforeEach(() => control(env.url, 'POST', '/reset'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('creates webhook streams with each authorization method (201); answers never carry the secret', async () => {
    const bearer = await env.api('POST', '/event-streams', { body: stream('bearer-hook', webhook({ method: 'bearer', token: TOKEN })) });
    assert.equal(bearer.status, 201, bearer.text);
    assert.match(bearer.body.id, /^est_[A-Za-z0-9]{22}$/);
    assert.equal(bearer.body.status, 'enabled', 'new streams are enabled by default');
    assert.deepEqual(bearer.body.destination.configuration.webhook_authorization, { method: 'bearer' });
    const basic = await env.api('POST', '/event-streams', { body: stream('basic-hook', webhook({ method: 'basic', username: 'svc', password: PASSWORD }), { status: 'disabled' }) });
    assert.equal(basic.status, 201, basic.text);
    assert.equal(basic.body.status, 'disabled');
    assert.deepEqual(basic.body.destination.configuration.webhook_authorization, { method: 'basic', username: 'svc' });
    const header = await env.api('POST', '/event-streams', { body: stream('header-hook', webhook({ method: 'custom_header', header_key: 'X-Hook-Key', header_value: HEADER_VALUE })) });
    assert.equal(header.status, 201, header.text);
    assert.deepEqual(header.body.destination.configuration.webhook_authorization, { method: 'custom_header', header_key: 'X-Hook-Key' });

    const answers = [bearer.text, basic.text, header.text, (await env.api('GET', '/event-streams')).text, (await env.api('GET', `/event-streams/${basic.body.id}`)).text];
    for (const text of answers) for (const secret of SECRETS) assert.ok(!text.includes(secret), `an answer carries ${secret}`);
    assert.ok(!answers.join().includes('secret_sha256'), 'the emulator bookkeeping stays private');
  });

  it('keeps secrets out of the state file and the request log', async () => {
    await env.api('POST', '/event-streams', { body: stream('state-hook', webhook({ method: 'custom_header', header_key: 'X-Key', header_value: HEADER_VALUE })) });
    const created = await env.api('POST', '/event-streams', { body: stream('state-basic', webhook({ method: 'basic', username: 'u', password: PASSWORD })) });
    await env.api('PATCH', `/event-streams/${created.body.id}`, { body: { destination: webhook({ method: 'bearer', token: TOKEN }) } });
    const state = readFileSync(statePath, 'utf8');
    assert.ok(state.includes('state-hook') && state.includes('X-Key'), 'the stream itself is persisted');
    for (const secret of SECRETS) assert.ok(!state.includes(secret), `the state file carries ${secret}`);
    assert.ok(logLines.some((l) => l.includes('/event-streams')), 'requests are logged');
    for (const secret of SECRETS) assert.ok(!logLines.join('\n').includes(secret), `the log carries ${secret}`);
  });

  it('creates an EventBridge stream; the service fills in the partner event source', async () => {
    const res = await env.api('POST', '/event-streams', {
      body: stream('bridge', { type: 'eventbridge', configuration: { aws_account_id: '210987654321', aws_region: 'us-west-2' } }),
    });
    assert.equal(res.status, 201, res.text);
    const config = res.body.destination.configuration;
    assert.equal(config.aws_region, 'us-west-2');
    assert.match(config.aws_partner_event_source, /^aws\.partner\/auth0\.com\/.+\/auth0\.logs$/);
  });

  it('creates a stream from its destination alone: no name or subscriptions in the answer', async () => {
    const res = await env.api('POST', '/event-streams', { body: { destination: webhook({ method: 'bearer', token: TOKEN }) } });
    assert.equal(res.status, 201, res.text);
    assert.ok(!('name' in res.body) && !('subscriptions' in res.body), res.text);
  });

  it('validates every field with the service\'s 400 invalid_body messages', async () => {
    const bad: [unknown, RegExp][] = [
      [{ ...stream('x', webhook({ method: 'bearer', token: TOKEN })), destination: undefined }, /Missing required property: destination/],
      [stream('x', webhook({ method: 'basic', username: 'a:b', password: PASSWORD })), /String does not match pattern \^\[\^:\]\+\$: a:b' on property destination.configuration.webhook_authorization.username/],
      [stream('', webhook({ method: 'bearer', token: TOKEN })), /String is too short \(0 chars\), minimum 1' on property name/],
      [stream('x'.repeat(129), webhook({ method: 'bearer', token: TOKEN })), /String is too long/],
      [stream('x', webhook({ method: 'bearer', token: TOKEN }, 'http://hooks.acme-corp.dev/')), /webhook_endpoint/],
      [stream('x', webhook({ method: 'bearer', token: TOKEN }, 'not a url')), /webhook_endpoint/],
      [stream('x', webhook({ method: 'bearer' })), /token/],
      [stream('x', webhook({ method: 'basic', password: PASSWORD })), /username/],
      [stream('x', webhook({ method: 'custom_header', header_key: 'Bad Header', header_value: HEADER_VALUE })), /header_key/],
      [stream('x', webhook({ method: 'digest', token: TOKEN })), /method/],
      [stream('x', webhook({ method: 'bearer', token: TOKEN, extra: 1 })), /Additional properties not allowed: extra/],
      [stream('x', { type: 'eventbridge', configuration: { aws_account_id: '1234', aws_region: 'eu-west-1' } }), /aws_account_id/],
      [stream('x', { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'mars-north-1' } }), /No enum match for: "mars-north-1"/],
      [stream('x', { type: 'sqs', configuration: {} }), /destination/],
      [{ ...stream('x', webhook({ method: 'bearer', token: TOKEN })), subscriptions: [{ event_type: 5 }] }, /Expected type string but found type integer' on property subscriptions.0.event_type/],
      [{ ...stream('x', webhook({ method: 'bearer', token: TOKEN })), subscriptions: [] }, /Array is too short/],
      [stream('x', webhook({ method: 'bearer', token: TOKEN }), { status: 'paused' }), /No enum match for: "paused"/],
      [stream('x', webhook({ method: 'bearer', token: TOKEN }), { id: 'est_mine' }), /Additional properties not allowed: id/],
      [stream('x', { type: 'action', configuration: { action_id: 'nope' } }), /Action nope does not exist/],
    ];
    for (const [body, message] of bad) {
      const res = await env.api('POST', '/event-streams', { body });
      assertErrorShape(res, 400, message, 'invalid_body');
      for (const secret of SECRETS) assert.ok(!res.text.includes(secret), 'an error never echoes a secret');
    }
    assert.equal((await env.api('GET', '/event-streams')).body.eventStreams.length, 3, 'nothing was created');
    const wrongTrigger = await env.api('POST', '/event-streams', { body: stream('to-action', { type: 'action', configuration: { action_id: DEMO_CTE_ACTION_ID } }) });
    assertErrorShape(wrongTrigger, 400, /does not support the event-stream trigger/, 'invalid_body');
    const action = await env.api('POST', '/event-streams', { body: stream('to-action', { type: 'action', configuration: { action_id: DEMO_ACTION_IDS.eventStreamDeployed } }) });
    assert.equal(action.status, 201, action.text);
  });

  it('409 on a duplicate name on create, 400 on rename (the contract lists no 409 for PATCH)', async () => {
    assertErrorShape(await env.api('POST', '/event-streams', { body: stream('user-lifecycle-webhook', webhook({ method: 'bearer', token: TOKEN })) }),
      409, 'An event stream with the name "user-lifecycle-webhook" already exists.');
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.orgEventBridge}`, { body: { name: 'user-lifecycle-webhook' } }), 400);
    assert.equal((await env.api('PATCH', `/event-streams/${S.userWebhook}`, { body: { name: 'user-lifecycle-webhook' } })).status, 200, 'its own name is fine');
  });

  it('PATCH changes name, subscriptions, status and the webhook destination; updated_at moves', async () => {
    const before = (await env.api('GET', `/event-streams/${S.userWebhook}`)).body;
    const res = await env.api('PATCH', `/event-streams/${S.userWebhook}`, {
      body: { name: 'renamed', status: 'disabled', subscriptions: [{ event_type: 'user.updated' }],
        destination: webhook({ method: 'basic', username: 'rotator', password: PASSWORD }, 'https://hooks.acme-corp.dev/v2') },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.name, 'renamed');
    assert.equal(res.body.status, 'disabled');
    assert.deepEqual(res.body.subscriptions, [{ event_type: 'user.updated' }]);
    assert.deepEqual(res.body.destination, webhook({ method: 'basic', username: 'rotator' }, 'https://hooks.acme-corp.dev/v2'));
    assert.ok(res.body.updated_at > before.updated_at);
    assert.equal(res.body.created_at, before.created_at);
    assert.deepEqual((await env.api('GET', `/event-streams/${S.userWebhook}`)).body, res.body);
  });

  it('PATCH may leave the secret out while the method stays, and must send it to change the method', async () => {
    const keep = await env.api('PATCH', `/event-streams/${S.userWebhook}`, { body: { destination: webhook({ method: 'bearer' }, 'https://hooks.acme-corp.dev/new') } });
    assert.equal(keep.status, 200, keep.text);
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.userWebhook}`, { body: { destination: webhook({ method: 'basic', username: 'u' }) } }),
      400, /Missing required property: password/, 'invalid_body');
  });

  it('PATCH refuses EventBridge and action destination changes, unknown fields and bad ids', async () => {
    const bridge = { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-2' } };
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.orgEventBridge}`, { body: { destination: bridge } }), 400, undefined, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.orgEventBridge}`, { body: { destination: webhook({ method: 'bearer', token: TOKEN }) } }),
      400, /eventbridge destination of an event stream cannot be changed/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.userWebhook}`, { body: { destination: { type: 'action', configuration: { action_id: DEMO_CTE_ACTION_ID } } } }),
      400, /cannot be changed/, 'invalid_body');
    assertErrorShape(await env.api('PATCH', `/event-streams/${S.userWebhook}`, { body: { created_at: '2020-01-01T00:00:00Z' } }), 400, /Additional properties not allowed: created_at/);
    assertErrorShape(await env.api('PATCH', '/event-streams/est_short', { body: { name: 'x' } }), 400, /format event-stream-id/, 'invalid_uri');
    assertErrorShape(await env.api('PATCH', '/event-streams/est_0000000000000000000000', { body: { name: 'x' } }), 404, 'The requested stream does not exist.');
    assert.equal((await env.api('GET', `/event-streams/${S.orgEventBridge}`)).body.destination.configuration.aws_region, 'eu-west-1', 'unchanged');
  });

  it('needs create:event_streams to create and update:event_streams to update', async () => {
    const readOnly = client(env.url, await getToken(env.url, ADMIN, 'read:event_streams update:event_streams'));
    assertErrorShape(await readOnly('POST', '/event-streams', { body: stream('nope', webhook({ method: 'bearer', token: TOKEN })) }),
      403, 'Insufficient scope, expected any of: create:event_streams', 'insufficient_scope');
    const creator = client(env.url, await getToken(env.url, ADMIN, 'create:event_streams'));
    assertErrorShape(await creator('PATCH', `/event-streams/${S.userWebhook}`, { body: { status: 'disabled' } }),
      403, 'Insufficient scope, expected any of: update:event_streams', 'insufficient_scope');
    assert.equal((await readOnly('PATCH', `/event-streams/${S.userWebhook}`, { body: { status: 'disabled' } })).status, 200);
    assert.equal((await creator('POST', '/event-streams', { body: stream('yes', webhook({ method: 'bearer', token: TOKEN })) })).status, 201);
  });
});
