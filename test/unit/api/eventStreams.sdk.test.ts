/**
 * The official SDK (`auth0`, a devDependency) as a second client of the emulator's event stream endpoints: its
 * requests and its reading of the answers were generated from the service's API description, so a shape the
 * emulator got wrong shows up here even when our own client agrees with it. The SDK only speaks https to a
 * domain, so its fetch is pointed at the emulator on loopback.
 */
import assert from 'node:assert/strict';
import { ManagementClient, type Management } from 'auth0';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { ADMIN, harnessSuite } from './emulatorHarness';

const SDK_DOMAIN = 'emulated-tenant.example';

async function tokenFor(url: string, scope?: string): Promise<string> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials', client_id: ADMIN.clientId, client_secret: ADMIN.clientSecret, audience: `${url}/api/v2/`, ...(scope ? { scope } : {}),
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('api: the official SDK as a second client of the emulated event streams', function () {
  this.timeout(30_000);
  const h = harnessSuite({ deliveryDelayMs: 1000 });

  async function sdk(scope?: string): Promise<ManagementClient> {
    const token = await tokenFor(h.url, scope);
    const toEmulator: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return fetch(url.replace(`https://${SDK_DOMAIN}`, h.url), init);
    };
    return new ManagementClient({ domain: SDK_DOMAIN, token, fetch: toEmulator, telemetry: false, maxRetries: 0 });
  }

  it('creates, reads, lists, updates and deletes streams', async () => {
    const m = await sdk();
    const created = await m.eventStreams.create({
      name: 'sdk-stream',
      subscriptions: [{ event_type: 'user.created' }],
      destination: {
        type: 'webhook',
        // The SDK's types reuse the answer's shape, which has no secret; the service needs it on create.
        configuration: { webhook_endpoint: 'https://hooks.acme-corp.dev/sdk', webhook_authorization: { method: 'basic', username: 'sdk', password: 'sdk-password' } as Management.EventStreamWebhookBasicAuth },
      },
    });
    assert.ok(created.id);
    assert.deepEqual(created.destination?.configuration, { webhook_endpoint: 'https://hooks.acme-corp.dev/sdk', webhook_authorization: { method: 'basic', username: 'sdk' } });
    assert.equal((await m.eventStreams.get(created.id)).name, 'sdk-stream');
    const updated = await m.eventStreams.update(created.id, { status: 'disabled', name: 'sdk-stream-2' });
    assert.equal(updated.status, 'disabled');
    assert.equal(updated.name, 'sdk-stream-2');
    const page = await m.eventStreams.list({ take: 50 });
    assert.deepEqual(page.data.map((s) => s.name), ['user-lifecycle-webhook', 'org-events-eventbridge', 'sdk-stream-2']);
    await m.eventStreams.delete(created.id);
    await assert.rejects(m.eventStreams.get(created.id), (e: unknown) => e instanceof Error && (e as { statusCode?: number }).statusCode === 404);
  });

  it('maps the emulator\'s errors to its typed errors: 409, 400, 403', async () => {
    const m = await sdk();
    const body = {
      name: 'user-lifecycle-webhook',
      destination: { type: 'eventbridge' as const, configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1' as const } },
    };
    await assert.rejects(m.eventStreams.create(body), (e: unknown) => (e as { statusCode?: number }).statusCode === 409);
    await assert.rejects(m.eventStreams.create({ ...body, name: '' }), (e: unknown) => e instanceof Error && e.constructor.name === 'BadRequestError');
    const reader = await sdk('read:event_streams');
    await assert.rejects(reader.eventStreams.create({ ...body, name: 'new' }), (e: unknown) =>
      e instanceof Error && e.constructor.name === 'ForbiddenError' && /Insufficient scope, expected any of: create:event_streams/.test(e.message));
  });

  it('sends a test event, lists and reads deliveries, and redelivers', async () => {
    const m = await sdk();
    const test = await m.eventStreams.test(S.userWebhook, { event_type: 'user.deleted' });
    assert.equal(test.event_stream_id, S.userWebhook);
    assert.equal(test.event?.type, 'user.deleted');
    await h.control('POST', '/clock', { advanceSeconds: 8 });
    const history = await m.eventStreams.deliveries.getHistory(S.userWebhook, test.id);
    assert.equal(history.status, 'failed');
    assert.equal(history.attempts.length, 4);
    const failed = await m.eventStreams.deliveries.list(S.userWebhook, { statuses: 'failed', event_types: 'user.deleted' });
    assert.deepEqual(failed.data.map((d) => d.id), [E.userWebhook.failed[2], test.id]);
    await m.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.failed[0]);
    const echo = await m.eventStreams.redeliveries.create(S.orgEventBridge, { statuses: ['failed'], event_types: ['organization.created'], date_from: '2025-11-01T00:00:00Z' });
    assert.deepEqual(echo, { statuses: ['failed'], event_types: ['organization.created'], date_from: '2025-11-01T00:00:00Z' });
    const left = await m.eventStreams.deliveries.list(S.orgEventBridge, { statuses: 'failed' });
    assert.deepEqual(left.data.map((d) => d.id), [E.orgEventBridge.failed[1], E.orgEventBridge.failed[2]]);
    await assert.rejects(m.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.failed[0]), (e: unknown) => (e as { statusCode?: number }).statusCode === 409);
  });
});
