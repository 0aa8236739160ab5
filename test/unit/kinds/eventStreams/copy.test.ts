// Copy to Tenant… for event streams (src/kinds/eventStreams/copy.ts): name, status, subscriptions and a webhook's
// endpoint are copied as the stream editor saves them; the authorization, its secret and a fixed destination are
// listed as not copied; no counterpart blocks. Then between `--seed demo` and `--seed demo-production` emulators.
import assert from 'node:assert/strict';
import { formatChanges } from '../../../../src/editors/resource/changeSummary';
import { DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { promoteKind, type PromoteKind } from '../../../../src/promote/kinds';
import type { PlanTarget } from '../../../../src/promote/plan';
import { applyPlan, planCopy } from '../../../../src/promote/promote';
import { startHarness } from '../../api/emulatorHarness';
import { side, twoTenants } from '../../promote/twoTenants';

let streams: PromoteKind;
before(async () => {
  streams = await promoteKind('event-streams');
});
const SCOPES = new Set(['update:event_streams']);
const webhook = (endpoint: string, authorization: Record<string, unknown>) => ({ type: 'webhook', configuration: { webhook_endpoint: endpoint, webhook_authorization: authorization } });
const mine = { id: 'est_a', name: 'hooks', status: 'enabled', subscriptions: [{ event_type: 'user.created' }], destination: webhook('https://a.example.com/h', { method: 'bearer', token: 'source-token-value' }) };
const theirs = { ...mine, id: 'est_b', status: 'disabled', destination: webhook('https://b.example.com/h', { method: 'basic', username: 'ops' }) };
const target = (resource?: Record<string, unknown>): PlanTarget => ({ ...(resource ? { resource } : {}), names: {}, scopes: SCOPES });

describe('promote: event streams', () => {
  it('status and the endpoint are copied with the target\'s own authorization; the authorization and secret are not', () => {
    const plan = streams.plan({ resource: mine, names: {} }, target(theirs));
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, {
      status: 'enabled',
      destination: { type: 'webhook', configuration: { webhook_endpoint: 'https://a.example.com/h', webhook_authorization: { method: 'basic', username: 'ops' } } },
    });
    assert.equal(formatChanges(plan.action.changes), 'status: "disabled" → "enabled"\ndestination.configuration.webhook_endpoint: "https://b.example.com/h" → "https://a.example.com/h"');
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['webhook_authorization', 'webhook secret']);
    assert.doesNotMatch(JSON.stringify(plan), /source-token-value/);
  });

  it('missing on the target: a create whose webhook secret is typed, never in the plan', () => {
    const plan = streams.plan({ resource: mine, names: {} }, target());
    assert.ok(plan.action.kind === 'create');
    assert.deepEqual(plan.action.secrets?.[0], { path: ['destination', 'configuration', 'webhook_authorization', 'token'], label: 'bearer token' });
    assert.deepEqual(plan.action.body.destination, webhook('https://a.example.com/h', { method: 'bearer' }));
    assert.equal(plan.scope, 'create:event_streams');
    assert.doesNotMatch(JSON.stringify(plan), /source-token-value/);
  });

  it('another destination type is not copied', () => {
    const bridge = { ...theirs, destination: { type: 'eventbridge', configuration: { aws_account_id: '123456789012', aws_region: 'us-east-1' } } };
    const plan = streams.plan({ resource: mine, names: {} }, target(bridge));
    assert.deepEqual(plan.notCopied.map((n) => n.field), ['destination']);
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(plan.action.body, { status: 'enabled' });
  });
});

describe('promote: event streams between two emulators', function () {
  this.timeout(60_000);
  const t = twoTenants();

  it('the webhook\'s subscriptions are copied, then nothing to do', async () => {
    const plan = (await planCopy(streams, S.userWebhook, side(t.staging), side(t.production), SCOPES)).plan;
    assert.ok(plan.action.kind === 'update');
    assert.deepEqual(Object.keys(plan.action.body), ['subscriptions']);
    await applyPlan(streams, t.production.client(), plan);
    assert.equal((await planCopy(streams, S.userWebhook, side(t.staging), side(t.production), SCOPES)).plan.action.kind, 'none');
  });

  it('a webhook missing on the target is created with the typed secret; without one nothing is sent', async () => {
    const empty = await startHarness({ seed: 'empty' });
    try {
      const plan = (await planCopy(streams, S.userWebhook, side(t.staging), side(empty), SCOPES)).plan;
      assert.ok(plan.action.kind === 'create');
      await assert.rejects(applyPlan(streams, empty.client(), plan), /The bearer token is needed/);
      const created = await applyPlan(streams, empty.client(), plan, {}, ['typed-bearer-token']);
      assert.equal(created?.name, 'user-lifecycle-webhook');
      assert.doesNotMatch(JSON.stringify(plan), /typed-bearer-token/);
      const again = (await planCopy(streams, S.userWebhook, side(t.staging), side(empty), SCOPES)).plan;
      assert.equal(again.action.kind, 'none');
    } finally {
      await empty.emu.close();
    }
  });
});
