import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { createEventStreamSchema } from '../../../../src/kinds/eventStreams/schemas';
import { draftProblems } from '../../../../src/editors/drafts/draftProblems';
import { draftPath, parseDraftPath } from '../../../../src/editors/drafts/draftUris';
import {
  draftBody, draftWebhook, eventStreamTemplate, freeStreamName, holdsSecret, secretPaths, serverErrorPath,
} from '../../../../src/kinds/eventStreams/draft';
import type { Problem } from '../../../../src/diagnostics/validate';

const ENDPOINT = 'https://hooks.acme-corp.dev/auth-events';

type Row = [number, number, number, string | undefined];
const rows = (problems: Problem[]): Row[] => problems.map((p) => [p.range.start.line, p.range.start.character, p.range.end.character, p.code]);
const check = (text: string) => draftProblems('event-streams', text);

function webhookDraft(authorization: Record<string, unknown> = { method: 'bearer' }, fields: Record<string, unknown> = {}): string {
  return `${JSON.stringify({
    name: 'acme-users',
    subscriptions: [{ event_type: 'user.created' }],
    destination: { type: 'webhook', configuration: { webhook_endpoint: ENDPOINT, webhook_authorization: authorization } },
    ...fields,
  }, null, 2)}\n`;
}

function eventBridgeDraft(configuration: Record<string, unknown> = {}): string {
  return `${JSON.stringify({
    name: 'org-events',
    subscriptions: [{ event_type: 'organization.created' }],
    destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1', ...configuration } },
  }, null, 2)}\n`;
}

describe('event stream draft', () => {
  it('the template needs only its endpoint: one error, on the empty webhook_endpoint value', () => {
    const text = eventStreamTemplate('event-stream-3');
    const problems = check(text);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.deepEqual(problems[0]!.path, ['destination', 'configuration', 'webhook_endpoint']);
    assert.deepEqual(rows(problems), [[10, 26, 28, problems[0]!.code]]);
    assert.equal(JSON.parse(text).name, 'event-stream-3');
    assert.deepEqual(check(text.replace('"webhook_endpoint": ""', `"webhook_endpoint": "${ENDPOINT}"`)), []);
    assert.equal(holdsSecret(text), false, 'the template holds no secret');
  });

  it('accepts each authorization method without its secret, and EventBridge', () => {
    assert.deepEqual(check(webhookDraft()), []);
    assert.deepEqual(check(webhookDraft({ method: 'basic', username: 'ops' })), []);
    assert.deepEqual(check(webhookDraft({ method: 'custom_header', header_key: 'X-Api-Key' })), []);
    assert.deepEqual(check(eventBridgeDraft()), []);
  });

  it('a secret typed into the draft is an error on its key, whatever the method', () => {
    for (const [auth, key] of [[{ method: 'bearer', token: 'abc' }, 'token'], [{ method: 'basic', username: 'ops', password: 'pw' }, 'password'],
      [{ method: 'custom_header', header_key: 'X-Api-Key', header_value: 'v' }, 'header_value'], [{ method: 'basic', username: 'ops', token: 't' }, 'token']] as const) {
      const text = webhookDraft(auth);
      const problems = check(text);
      assert.deepEqual(problems.map((p) => p.code), ['secret_in_draft'], `${key}: ${JSON.stringify(problems)}`);
      assert.deepEqual(problems[0]!.path, ['destination', 'configuration', 'webhook_authorization', key]);
      const line = text.split('\n').findIndex((l) => l.includes(`"${key}"`));
      assert.deepEqual(rows(problems)[0]!.slice(0, 3), [line, 8, 10 + key.length], 'on the key');
      assert.match(problems[0]!.message, /the secret is asked for on Create, never kept in a draft/);
      assert.equal(holdsSecret(text), true);
    }
  });

  it('finds a secret key in a text that is not JSON yet, and anywhere in a value', () => {
    assert.equal(holdsSecret('{ "destination": { "configuration": { "webhook_authorization": { "password": "hunt'), true);
    assert.equal(holdsSecret('{ "name": "token" }'), false, 'a value is not a key');
    assert.deepEqual(secretPaths({ a: [{ header_value: 1 }], token: 2, password: { min: 8 } }), [['a', 0, 'header_value'], ['token']], 'a secret name holding settings is looked into');
  });

  it('puts each bad value on its exact key or value', () => {
    const cases: [string, (string | number)[]][] = [
      [webhookDraft(undefined, { name: 'n'.repeat(129) }), ['name']],
      [webhookDraft(undefined, { subscriptions: [] }), ['subscriptions']],
      [webhookDraft(undefined, { subscriptions: [{ event_type: 'user.exploded' }] }), ['subscriptions', 0, 'event_type']],
      [webhookDraft({ method: 'basic', username: 'ops:admin' }), ['destination', 'configuration', 'webhook_authorization', 'username']],
      [webhookDraft().replace(ENDPOINT, 'http://hooks.acme-corp.dev/x'), ['destination', 'configuration', 'webhook_endpoint']],
      [webhookDraft({ method: 'custom_header', header_key: 'X Api: Key' }), ['destination', 'configuration', 'webhook_authorization', 'header_key']],
      [webhookDraft({ method: 'digest' }), ['destination', 'configuration', 'webhook_authorization', 'method']],
      [eventBridgeDraft({ aws_account_id: '12345678901' }), ['destination', 'configuration', 'aws_account_id']],
      [eventBridgeDraft({ aws_region: 'mars-north-1' }), ['destination', 'configuration', 'aws_region']],
      [webhookDraft(undefined, { extra: true }), ['extra']],
    ];
    for (const [text, path] of cases) {
      const problems = check(text);
      assert.ok(problems.length > 0, `refused: ${JSON.stringify(path)}`);
      assert.deepEqual(problems[0]!.path.slice(0, path.length), path, `${JSON.stringify(path)}: ${JSON.stringify(problems)}`);
      assert.ok(problems.every((p) => p.severity === 'error'));
    }
  });

  it('takes what the service takes: no name, no subscriptions, an Action destination', () => {
    assert.deepEqual(check(JSON.stringify({ destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1' } } }, null, 2)), []);
    assert.deepEqual(check(JSON.stringify({ destination: { type: 'action', configuration: { action_id: 'act_1' } } }, null, 2)), []);
  });

  it('makes the request with the secret asked for on Create, and says what that prompt needs', () => {
    const basic = JSON.parse(webhookDraft({ method: 'basic', username: 'ops' }));
    assert.deepEqual(draftWebhook(basic), { method: 'basic', identity: 'ops' });
    assert.deepEqual(draftBody(basic, 's3cret').destination.configuration, { webhook_endpoint: ENDPOINT, webhook_authorization: { method: 'basic', username: 'ops', password: 's3cret' } });
    assert.throws(() => draftBody(basic), /with its secret/, 'never sent without the secret');
    assert.deepEqual(draftWebhook(JSON.parse(webhookDraft({ method: 'custom_header', header_key: 'X-Api-Key' }))), { method: 'custom_header', identity: 'X-Api-Key' });
    assert.deepEqual(draftWebhook(JSON.parse(webhookDraft())), { method: 'bearer' });
    const bridge = JSON.parse(eventBridgeDraft());
    assert.equal(draftWebhook(bridge), undefined);
    assert.ok(z.safeParse(createEventStreamSchema, draftBody(bridge)).success);
    assert.throws(() => draftBody(JSON.parse(webhookDraft(undefined, { name: '' })), 'x'));
  });

  it('places a refusal from the tenant on the field it names', () => {
    assert.deepEqual(serverErrorPath(409, 'An event stream with the name "x" already exists.'), ['name']);
    assert.deepEqual(serverErrorPath(400, "Payload validation error: 'Object didn't pass validation for format url: https://10.0.0.1/x' on property destination.configuration.webhook_endpoint."),
      ['destination', 'configuration', 'webhook_endpoint']);
    assert.deepEqual(serverErrorPath(400, "Payload validation error: 'String is too short (0 chars), minimum 1' on property destination.configuration.webhook_authorization.token."),
      ['destination', 'configuration', 'webhook_authorization'], 'a secret is not in the draft: its authorization is');
    assert.deepEqual(serverErrorPath(400, "Payload validation error: 'No enum match' on property subscriptions.1.event_type."), ['subscriptions', 1, 'event_type']);
    assert.equal(serverErrorPath(400, 'Bad request'), undefined);
    assert.equal(serverErrorPath(500, 'on property name'), undefined);
  });

  it('names a new stream so it does not clash', () => {
    assert.equal(freeStreamName([]), 'event-stream-1');
    assert.equal(freeStreamName(['event-stream-1', 'event-stream-2', undefined]), 'event-stream-3');
  });

  it('has a draft path of its own', () => {
    assert.equal(draftPath('event-streams', 'Local-emulator'), '/Local-emulator/event-stream/new.event-stream.json');
    assert.deepEqual(parseDraftPath(draftPath('event-streams', 'Local-emulator')), { kind: 'event-streams' });
    assert.equal(parseDraftPath('/t/d/e/new.event-stream.json'), undefined);
  });
});
