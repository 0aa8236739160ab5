/** The pure parts of Create Event Stream… step by step, and the names a new stream must avoid (against the emulator). */
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { createEventStream, createEventStreamSchema } from '../../../../src/kinds/eventStreams/api';
import {
  createBody, endpointProblem, isAwsAccountId, nameProblem, streamNames, stepOfServerError,
} from '../../../../src/kinds/eventStreams/createEventStreamRules';
import { harnessSuite } from '../../api/emulatorHarness';

describe('Create Event Stream rules', () => {
  it('a name is 1 to 128 characters and not one the tenant has', () => {
    const taken = new Set(['user-lifecycle-webhook']);
    assert.equal(nameProblem('', taken), 'required');
    assert.equal(nameProblem('n'.repeat(129), taken), 'too_long');
    assert.equal(nameProblem('n'.repeat(128), taken), undefined);
    assert.equal(nameProblem('user-lifecycle-webhook', taken), 'taken');
    assert.equal(nameProblem('User-lifecycle-webhook', taken), undefined, 'names are compared exactly');
  });

  it('an endpoint is an https URL with a host, at most 2048 characters', () => {
    assert.equal(endpointProblem(''), 'required');
    assert.equal(endpointProblem('   '), 'required');
    assert.equal(endpointProblem('hooks.acme.dev/x'), 'not_url');
    assert.equal(endpointProblem('http://hooks.acme.dev/x'), 'not_https');
    assert.equal(endpointProblem('ftp://hooks.acme.dev/x'), 'not_https');
    assert.equal(endpointProblem(`https://hooks.acme.dev/${'x'.repeat(2030)}`), 'too_long');
    assert.equal(endpointProblem('https://hooks.acme.dev/auth-events?v=1'), undefined);
  });

  it('an AWS account id is 12 digits', () => {
    assert.equal(isAwsAccountId('123456789012'), true);
    for (const bad of ['12345678901', '1234567890123', '12345678901a', '']) assert.equal(isAwsAccountId(bad), false, bad);
  });

  it('complete answers make a request the create schema accepts (webhook with its authorization, EventBridge)', () => {
    const webhook = createBody({ name: 'acme', type: 'webhook', endpoint: 'https://hooks.acme.dev/x', eventTypes: ['user.created', 'user.deleted'] }, { method: 'basic', username: 'ops', password: 'pw' });
    assert.ok(z.safeParse(createEventStreamSchema, webhook).success, JSON.stringify(webhook));
    assert.deepEqual(webhook.subscriptions, [{ event_type: 'user.created' }, { event_type: 'user.deleted' }]);
    const bridge = createBody({ name: 'org', type: 'eventbridge', accountId: '123456789012', region: 'eu-west-1', eventTypes: ['organization.created'] });
    assert.ok(z.safeParse(createEventStreamSchema, bridge).success, JSON.stringify(bridge));
    assert.deepEqual(bridge.destination, { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1' } });
  });

  it('a refusal from the tenant returns to the step it is about', () => {
    const on = (property: string) => stepOfServerError(400, `Payload validation error: 'x' on property ${property}.`);
    assert.equal(stepOfServerError(409, 'An event stream with the name "a" already exists.'), 'name');
    assert.equal(on('name'), 'name');
    assert.equal(on('subscriptions.0.event_type'), 'events');
    assert.equal(on('destination.configuration.webhook_endpoint'), 'endpoint');
    assert.equal(on('destination.configuration.webhook_authorization.password'), 'auth-secret');
    assert.equal(on('destination.configuration.webhook_authorization.header_key'), 'auth-identity');
    assert.equal(on('destination.configuration.webhook_authorization'), 'auth-method');
    assert.equal(on('destination.configuration.aws_account_id'), 'account');
    assert.equal(on('destination.configuration.aws_region'), 'region');
    assert.equal(on('destination'), 'type');
    assert.equal(stepOfServerError(400, 'Something else'), undefined);
    assert.equal(stepOfServerError(500, 'on property name'), undefined);
  });

  describe('against the emulator', () => {
    const h = harnessSuite();

    it('lists every stream name of the tenant, across pages', async () => {
      const client = h.client();
      for (let i = 0; i < 100; i++) {
        await createEventStream(client, createBody({ name: `bulk-${i}`, type: 'eventbridge', accountId: '123456789012', region: 'us-east-1', eventTypes: ['user.created'] }));
      }
      const before = h.count('GET /api/v2/event-streams');
      const names = await streamNames(client);
      for (const n of ['user-lifecycle-webhook', 'org-events-eventbridge', 'bulk-0', 'bulk-50', 'bulk-99']) assert.ok(names.has(n), `${n} in ${[...names].join(', ')}`);
      assert.equal(names.size, 103);
      assert.equal(h.count('GET /api/v2/event-streams') - before, 2, 'pages of 100');
    });
  });
});
