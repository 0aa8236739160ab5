/**
 * The official SDK (`auth0`, a devDependency) as a second client of the emulator's event stream endpoints: its
 * requests and its reading of the answers were generated from the service's API description, so a shape the
 * emulator got wrong shows up here even when our own client agrees with it. The SDK only speaks https to a
 * domain, so its fetch is pointed at the emulator on loopback.
 *
 * The SDK hands back the parsed JSON without checking it, so every answer is also checked against shapes written
 * from the SDK's types. Each schema is declared as the SDK type it stands for, so the compiler keeps the two in
 * step; the objects are strict, so a field the SDK does not know (a secret, the emulator's bookkeeping) fails.
 * Where the live service departs from the SDK's types (research §3.3) the live shape wins and the schema says so.
 */
import assert from 'node:assert/strict';
import { Management } from 'auth0';
import { z } from 'zod';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { harnessSuite } from '../api/emulatorHarness';
import { parses as parsesShape, sdkError, sdkFor } from './sdkClient';

const TOKEN = 'sdk-bearer-token-6d5c4b3a';
const PASSWORD = 'sdk-basic-password-2b1a0z';
const HEADER_VALUE = 'sdk-header-value-9y8x7w';
const SECRETS = [TOKEN, PASSWORD, HEADER_VALUE];

const id26 = (prefix: string) => z.string().length(26).startsWith(prefix);
const timestamp = z.iso.datetime({ offset: false });
const eventType = z.enum(Management.EventStreamEventTypeEnum);
const subscription = z.strictObject({ event_type: eventType }) satisfies z.ZodType<Management.EventStreamSubscription>;
const common = {
  id: id26('est_'), name: z.string().min(1).max(128), subscriptions: z.array(subscription),
  status: z.enum(Management.EventStreamStatusEnum), created_at: timestamp, updated_at: timestamp,
};
const webhookAuthorization = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('bearer') }),
  z.strictObject({ method: z.literal('basic'), username: z.string() }),
  z.strictObject({ method: z.literal('custom_header'), header_key: z.string() }),
]) satisfies z.ZodType<Management.EventStreamWebhookAuthorizationResponse>;
const webhookStream = z.strictObject({
  ...common,
  destination: z.strictObject({
    type: z.literal('webhook'),
    configuration: z.strictObject({ webhook_endpoint: z.url({ protocol: /^https$/ }), webhook_authorization: webhookAuthorization }),
  }),
}) satisfies z.ZodType<Management.EventStreamWebhookResponseContent>;
const eventBridgeStream = z.strictObject({
  ...common,
  destination: z.strictObject({
    type: z.literal('eventbridge'),
    configuration: z.strictObject({
      aws_account_id: z.string().regex(/^\d{12}$/),
      aws_region: z.enum(Management.EventStreamEventBridgeAwsRegionEnum),
      aws_partner_event_source: z.string().regex(/^aws\.partner\/auth0\.com\/.+\/auth0\.logs$/),
    }),
  }),
}) satisfies z.ZodType<Management.EventStreamEventBridgeResponseContent>;
const actionStream = z.strictObject({
  ...common,
  destination: z.strictObject({ type: z.literal('action'), configuration: z.strictObject({ action_id: z.string().min(1) }) }),
}) satisfies z.ZodType<Management.EventStreamActionResponseContent>;
const stream = z.union([webhookStream, eventBridgeStream, actionStream]) satisfies z.ZodType<Management.EventStreamResponseContent>;
const streamList = z.strictObject({ eventStreams: z.array(stream), next: z.string().min(1).optional() }) satisfies z.ZodType<Management.ListEventStreamsResponseContent>;

/**
 * The SDK types a delivery's status (and an attempt's) as only "failed"; live answers also carry pending,
 * retrying and succeeded (research §3.3), so those are the one place these shapes are wider than the SDK's.
 */
type LiveStatus = { status: 'failed' | 'pending' | 'retrying' | 'succeeded' };
type LiveDelivery = Omit<Management.EventStreamDelivery, 'status' | 'attempts'> & LiveStatus
  & { attempts: (Omit<Management.EventStreamDeliveryAttempt, 'status'> & LiveStatus)[] };
const liveStatus = z.enum(['failed', 'pending', 'retrying', 'succeeded']);
const delivery = z.strictObject({
  id: id26('evt_'), event_stream_id: id26('est_'), status: liveStatus, event_type: z.enum(Management.EventStreamDeliveryEventTypeEnum),
  attempts: z.array(z.strictObject({ status: liveStatus, timestamp, error_message: z.string().optional(), duration: z.number().positive().optional() })),
  // The live CloudEvent also carries a0tenant, a0stream and a0purpose ("test"), which the SDK's type leaves out.
  event: z.looseObject({
    id: id26('evt_'), source: z.string().startsWith('urn:auth0:'), specversion: z.literal('1.0'), type: eventType, time: timestamp,
    data: z.record(z.string(), z.unknown()), a0purpose: z.literal('test').optional(),
  }),
}) satisfies z.ZodType<LiveDelivery>;
/** Live: `{deliveries, nextPageToken}`; the SDK's type (and paginator) expects `{deliveries, next}` (research §1.4, §3.3). */
const deliveryList = z.strictObject({ deliveries: z.array(delivery), nextPageToken: z.string().min(1).optional() });
const redeliveryEcho = z.strictObject({
  date_from: timestamp.optional(), date_to: timestamp.optional(),
  statuses: z.array(z.enum(Management.EventStreamDeliveryStatusEnum)).optional(), event_types: z.array(eventType).optional(),
}) satisfies z.ZodType<Management.CreateEventStreamRedeliveryResponseContent>;
/** `value` has `shape` and carries no secret; the answer is returned typed. */
const parses = <T>(shape: z.ZodType<T>, value: unknown, what: string): T => parsesShape(shape, value, what, SECRETS);

// The SDK's request types reuse the answer's shape, which has no secret; the service needs it on create.
const webhookTo = (endpoint: string, auth: Record<string, string>) =>
  ({ type: 'webhook' as const, configuration: { webhook_endpoint: endpoint, webhook_authorization: auth as unknown as Management.EventStreamWebhookAuthorizationResponse } });

describe('emulator: the official SDK as a second client of the event stream endpoints', function () {
  this.timeout(30_000);
  const h = harnessSuite({ deliveryDelayMs: 1000 });

  const sdk = (scope?: string) => sdkFor(h.url, scope);

  it('creates webhook streams with each authorization method and an EventBridge stream; no answer carries a secret', async () => {
    const m = await sdk();
    const subscriptions = [{ event_type: 'user.created' }, { event_type: 'user.deleted' }];
    const bearer = parses(webhookStream, await m.eventStreams.create({ name: 'sdk-bearer', subscriptions, destination: webhookTo('https://hooks.acme-corp.dev/b', { method: 'bearer', token: TOKEN }) }), 'create bearer');
    assert.deepEqual(bearer.destination?.configuration.webhook_authorization, { method: 'bearer' });
    assert.equal(bearer.status, 'enabled', 'new streams are enabled');
    const basic = parses(webhookStream, await m.eventStreams.create({ name: 'sdk-basic', subscriptions, status: 'disabled',
      destination: webhookTo('https://hooks.acme-corp.dev/s', { method: 'basic', username: 'sdk', password: PASSWORD }) }), 'create basic');
    assert.deepEqual(basic.destination?.configuration.webhook_authorization, { method: 'basic', username: 'sdk' });
    assert.equal(basic.status, 'disabled');
    const header = parses(webhookStream, await m.eventStreams.create({ name: 'sdk-header', subscriptions,
      destination: webhookTo('https://hooks.acme-corp.dev/h', { method: 'custom_header', header_key: 'X-Sdk-Key', header_value: HEADER_VALUE }) }), 'create header');
    assert.deepEqual(header.destination?.configuration.webhook_authorization, { method: 'custom_header', header_key: 'X-Sdk-Key' });
    const bridge = parses(eventBridgeStream, await m.eventStreams.create({ name: 'sdk-bridge', subscriptions: [{ event_type: 'organization.created' }],
      destination: { type: 'eventbridge', configuration: { aws_account_id: '210987654321', aws_region: 'ap-southeast-2' } } }), 'create eventbridge');
    assert.equal(bridge.destination?.configuration.aws_region, 'ap-southeast-2');
    parses(eventBridgeStream, await m.eventStreams.get(bridge.id!), 'get eventbridge');
    parses(webhookStream, await m.eventStreams.get(header.id!), 'get webhook');
  });

  it('lists page by page with next, updates, deletes (204, again 204) and then answers 404', async () => {
    const m = await sdk();
    let page = await m.eventStreams.list({ take: 1 });
    const names: string[] = [];
    for (;;) {
      parses(streamList, page.response, 'list page');
      names.push(...page.data.map((s) => s.name!));
      if (!page.hasNextPage()) break;
      page = await page.getNextPage();
    }
    assert.deepEqual(names, ['user-lifecycle-webhook', 'org-events-eventbridge', 'user-events-action']);

    const updated = parses(webhookStream, await m.eventStreams.update(S.userWebhook, {
      name: 'sdk-renamed', status: 'disabled', subscriptions: [{ event_type: 'user.updated' }],
      destination: webhookTo('https://hooks.acme-corp.dev/v2', { method: 'bearer' }),
    }), 'update');
    assert.deepEqual([updated.name, updated.status, updated.subscriptions, updated.destination?.configuration.webhook_endpoint],
      ['sdk-renamed', 'disabled', [{ event_type: 'user.updated' }], 'https://hooks.acme-corp.dev/v2']);
    assert.ok(updated.updated_at! > updated.created_at!);
    const rotated = parses(webhookStream, await m.eventStreams.update(S.userWebhook, {
      destination: webhookTo('https://hooks.acme-corp.dev/v2', { method: 'custom_header', header_key: 'X-Rotated', header_value: HEADER_VALUE }),
    }), 'rotate');
    assert.deepEqual(rotated.destination?.configuration.webhook_authorization, { method: 'custom_header', header_key: 'X-Rotated' });
    await assert.rejects(m.eventStreams.update(S.orgEventBridge, { destination: webhookTo('https://hooks.acme-corp.dev/x', { method: 'bearer', token: TOKEN }) }),
      sdkError(400, 'BadRequestError', /eventbridge destination of an event stream cannot be changed/));

    await m.eventStreams.delete(S.userWebhook);
    await m.eventStreams.delete(S.userWebhook);
    await assert.rejects(m.eventStreams.get(S.userWebhook), sdkError(404, 'NotFoundError', /^The requested stream does not exist\.$/));
    await assert.rejects(m.eventStreams.get('est_short'), sdkError(400, 'ManagementError', /format event-stream-id/));
  });

  it('sends test events: pending at first, then failed (webhook on a reserved name) or succeeded (EventBridge)', async () => {
    const m = await sdk();
    const test = parses(delivery, await m.eventStreams.test(S.userWebhook, { event_type: 'user.deleted' }), 'test event');
    assert.deepEqual([test.status, test.event_stream_id, test.event.type, test.event.a0purpose, test.attempts], ['pending', S.userWebhook, 'user.deleted', 'test', []]);
    const ok = parses(delivery, await m.eventStreams.test(S.orgEventBridge, { event_type: 'organization.created', data: { object: { id: 'org_sdk' } } }), 'test event with data');
    assert.deepEqual(ok.event.data, { object: { id: 'org_sdk' } });
    await h.control('POST', '/clock', { advanceSeconds: 8 });
    const failed = parses(delivery, await m.eventStreams.deliveries.getHistory(S.userWebhook, test.id), 'history');
    assert.equal(failed.status, 'failed');
    assert.deepEqual(failed.attempts.map((a) => a.status), ['retrying', 'retrying', 'retrying', 'failed']);
    assert.ok(failed.attempts.every((a) => /ENOTFOUND hooks\.example\.com/.test(a.error_message ?? '')));
    const succeeded = parses(delivery, await m.eventStreams.deliveries.getHistory(S.orgEventBridge, ok.id), 'history');
    assert.deepEqual(succeeded.attempts.map((a) => a.status), ['succeeded']);
    await assert.rejects(m.eventStreams.deliveries.getHistory(S.userWebhook, E.orgEventBridge.failed[0]), sdkError(404, 'NotFoundError', /The event does not exist/));
  });

  it('lists deliveries by statuses, event types and a date range; the live envelope pages with nextPageToken, which the SDK does not follow', async () => {
    const m = await sdk();
    const ids = async (filter: Management.ListEventStreamDeliveriesRequestParameters) => {
      const page = await m.eventStreams.deliveries.list(S.userWebhook, filter);
      parses(deliveryList, page.response, `deliveries ${JSON.stringify(filter)}`);
      return page.data.map((d) => d.id);
    };
    const F = E.userWebhook.failed;
    assert.deepEqual(await ids({ statuses: 'failed' }), [...F]);
    assert.deepEqual(await ids({}), [...F, E.userWebhook.pending]);
    assert.deepEqual(await ids({ statuses: 'failed', event_types: 'user.updated,user.deleted' }), [F[1], F[2], F[3]]);
    assert.deepEqual(await ids({ date_from: '2025-11-11T07:01:00Z', date_to: '2025-11-13T07:03:00Z' }), [F[1], F[2]], 'from inclusive, to exclusive');
    await assert.rejects(ids({ date_from: '2025-11-11T07:01:00.000Z' }), sdkError(400, 'BadRequestError', /date_from/));
    await assert.rejects(ids({ event_types: 'user.exploded' }), sdkError(400, 'BadRequestError', /user\.exploded/));

    const first = await m.eventStreams.deliveries.list(S.userWebhook, { take: 2 });
    const body = parses(deliveryList, first.response, 'first page');
    assert.ok(body.nextPageToken, 'a token for the next page');
    assert.equal(first.hasNextPage(), false, 'the SDK looks for `next`; the live answer names it nextPageToken');
    const second = await m.eventStreams.deliveries.list(S.userWebhook, { take: 2, from: body.nextPageToken });
    assert.deepEqual(second.data.map((d) => d.id), [F[2], F[3]]);
  });

  it('redelivers one failed event (202 {}) and every failed one matching a filter (202, the filter echoed)', async () => {
    const m = await sdk();
    await m.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.failed[0]);
    await assert.rejects(m.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.failed[0]),
      sdkError(409, 'ConflictError', /^The event is not in a state that allows redelivery\.$/));
    await assert.rejects(m.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.pending), sdkError(409, 'ConflictError'));
    const filter = { statuses: ['failed' as const], event_types: ['organization.created' as const], date_from: '2025-11-01T00:00:00Z', date_to: '2025-12-01T00:00:00Z' };
    assert.deepEqual(parses(redeliveryEcho, await m.eventStreams.redeliveries.create(S.orgEventBridge, filter), 'bulk echo'), filter);
    assert.deepEqual(parses(redeliveryEcho, await m.eventStreams.redeliveries.create(S.orgEventBridge), 'empty filter'), {});
    await h.control('POST', '/clock', { advanceSeconds: 2 });
    const left = await m.eventStreams.deliveries.list(S.orgEventBridge, { statuses: 'failed' });
    assert.deepEqual(left.data.map((d) => d.id), [], 'the EventBridge destination took every redelivered event');
    await assert.rejects(m.eventStreams.redeliveries.create(S.orgEventBridge, { date_from: '2025-11-02T00:00:00Z', date_to: '2025-11-01T00:00:00Z' }),
      sdkError(400, 'ManagementError', /date_from must be earlier than date_to/));
  });

  it('maps the emulator\'s errors to its typed errors: 409 duplicate name, 400 invalid_body, 403 insufficient_scope', async () => {
    const m = await sdk();
    const body = {
      name: 'user-lifecycle-webhook',
      destination: { type: 'eventbridge' as const, configuration: { aws_account_id: '123456789012', aws_region: 'eu-west-1' as const } },
    };
    await assert.rejects(m.eventStreams.create(body), sdkError(409, 'ConflictError', /already exists/));
    await assert.rejects(m.eventStreams.create({ ...body, name: '' }), sdkError(400, 'BadRequestError', /on property name/));
    await assert.rejects(m.eventStreams.create({ ...body, name: 'x', destination: webhookTo('http://hooks.acme-corp.dev/', { method: 'bearer', token: TOKEN }) }),
      sdkError(400, 'BadRequestError', /webhook_endpoint/));
    const reader = await sdk('read:event_streams');
    await assert.rejects(reader.eventStreams.create({ ...body, name: 'new' }), sdkError(403, 'ForbiddenError', /Insufficient scope, expected any of: create:event_streams/));
    await assert.rejects(reader.eventStreams.deliveries.getHistory(S.userWebhook, E.userWebhook.failed[0]), sdkError(403, 'ForbiddenError', /read:event_deliveries/));
    await assert.rejects(reader.eventStreams.redeliveries.createById(S.userWebhook, E.userWebhook.failed[0]), sdkError(403, 'ForbiddenError', /update:event_deliveries/));
  });
});
