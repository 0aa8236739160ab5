import assert from 'node:assert/strict';
import { DEMO_EVENT_IDS as E, DEMO_EVENT_STREAM_IDS as S } from '../../../src/emulator/seed/ids';
import { ADMIN, assertErrorShape, client, control, emulatorSuite, getToken, READONLY } from './helpers';

describe('emulator: event streams', () => {
  const env = emulatorSuite();
  beforeEach(() => control(env.url, 'POST', '/reset'));

  const id25 = S.userWebhook.slice(0, 25);
  const id27 = `${S.userWebhook}x`;

  it('lists streams in the {eventStreams} envelope and gets one', async () => {
    const res = await env.api('GET', '/event-streams');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.eventStreams.map((s: { id: string }) => s.id), [S.userWebhook, S.orgEventBridge, S.userAction]);
    const paged = await env.api('GET', '/event-streams?take=1');
    assert.equal(paged.body.eventStreams.length, 1);
    assert.equal(typeof paged.body.next, 'string');
    const one = await env.api('GET', `/event-streams/${S.orgEventBridge}`);
    assert.equal(one.body.destination.type, 'eventbridge');
  });

  it('400 invalid_uri for stream ids of 25 or 27 characters', async () => {
    for (const bad of [id25, id27]) {
      assertErrorShape(await env.api('GET', `/event-streams/${bad}`), 400, /format event-stream-id/, 'invalid_uri');
      assertErrorShape(await env.api('DELETE', `/event-streams/${bad}`), 400, undefined, 'invalid_uri');
      assertErrorShape(await env.api('POST', `/event-streams/${bad}/redeliver/${E.userWebhook.failed[0]}`), 400, undefined, 'invalid_uri');
      assertErrorShape(await env.api('GET', `/event-streams/${bad}/deliveries`), 400, undefined, 'invalid_uri');
    }
  });

  it('400 invalid_uri for event ids of 25 or 27 characters', async () => {
    const evt = E.userWebhook.failed[0];
    for (const bad of [evt.slice(0, 25), `${evt}x`]) {
      assertErrorShape(await env.api('POST', `/event-streams/${S.userWebhook}/redeliver/${bad}`), 400, /format event-id/, 'invalid_uri');
    }
  });

  it('404 "The requested stream does not exist." for an unknown 26-char id', async () => {
    assertErrorShape(await env.api('GET', '/event-streams/est_0000000000000000000000'), 404, 'The requested stream does not exist.');
  });

  it('lists failed deliveries with statuses=failed in {deliveries, nextPageToken}', async () => {
    const { api } = env;
    const all = await api('GET', `/event-streams/${S.userWebhook}/deliveries`);
    assert.equal(all.body.deliveries.length, 5);
    const failed = await api('GET', `/event-streams/${S.userWebhook}/deliveries?statuses=failed`);
    assert.deepEqual(failed.body.deliveries.map((d: { id: string }) => d.id), [...E.userWebhook.failed]);
    assert.equal(typeof failed.body.nextPageToken, 'string');
    const d = failed.body.deliveries[0];
    assert.equal(d.event_stream_id, S.userWebhook);
    assert.equal(d.attempts.at(-1).status, 'failed');
    assert.equal(d.event.specversion, '1.0');
    assert.equal(typeof d.event.data, 'object');
    const page1 = await api('GET', `/event-streams/${S.userWebhook}/deliveries?statuses=failed&take=3`);
    assert.equal(page1.body.deliveries.length, 3);
    const page2 = await api('GET', `/event-streams/${S.userWebhook}/deliveries?statuses=failed&take=3&from=${encodeURIComponent(page1.body.nextPageToken)}`);
    assert.deepEqual(page2.body.deliveries.map((x: { id: string }) => x.id), [E.userWebhook.failed[3]]);
    const page3 = await api('GET', `/event-streams/${S.userWebhook}/deliveries?statuses=failed&take=3&from=${encodeURIComponent(page2.body.nextPageToken)}`);
    assert.deepEqual(page3.body.deliveries, []);
  });

  it('deliveries need read:event_streams or read:event_deliveries', async () => {
    const onlyDeliveries = client(env.url, await getToken(env.url, ADMIN, 'read:event_deliveries'));
    assert.equal((await onlyDeliveries('GET', `/event-streams/${S.userWebhook}/deliveries`)).status, 200);
    const neither = client(env.url, await getToken(env.url, ADMIN, 'read:connections'));
    assertErrorShape(await neither('GET', `/event-streams/${S.userWebhook}/deliveries`), 403,
      'Insufficient scope, expected any of: read:event_streams,read:event_deliveries', 'insufficient_scope');
  });

  it('redeliver: 202 {}, then the delivery leaves the failed list; again → 409', async () => {
    const { api } = env;
    const evt = E.userWebhook.failed[1];
    const res = await api('POST', `/event-streams/${S.userWebhook}/redeliver/${evt}`);
    assert.equal(res.status, 202);
    assert.deepEqual(res.body, {});
    const failed = await api('GET', `/event-streams/${S.userWebhook}/deliveries?statuses=failed`);
    assert.ok(!failed.body.deliveries.some((d: { id: string }) => d.id === evt));
    assert.equal(failed.body.deliveries.length, 3);
    assertErrorShape(await api('POST', `/event-streams/${S.userWebhook}/redeliver/${evt}`), 409, 'The event is not in a state that allows redelivery.');
  });

  it('redeliver: 409 for the non-failed delivery, 404 for unknown stream or event', async () => {
    const { api } = env;
    assertErrorShape(await api('POST', `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.pending}`), 409, 'The event is not in a state that allows redelivery.');
    assertErrorShape(await api('POST', `/event-streams/est_0000000000000000000000/redeliver/${E.userWebhook.pending}`), 404, 'The event stream does not exist.');
    assertErrorShape(await api('POST', `/event-streams/${S.userWebhook}/redeliver/evt_0000000000000000000000`), 404, 'The event does not exist.');
    assertErrorShape(await api('POST', `/event-streams/${S.orgEventBridge}/redeliver/${E.userWebhook.failed[0]}`), 404, 'The event does not exist.');
  });

  it('redeliver accepts a JSON content type with an empty body, and needs update:event_deliveries', async () => {
    const { api, url } = env;
    const res = await api('POST', `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.failed[0]}`, { headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 202);
    const ro = client(url, await getToken(url, READONLY));
    assertErrorShape(await ro('POST', `/event-streams/${S.userWebhook}/redeliver/${E.userWebhook.failed[2]}`), 403,
      'Insufficient scope, expected any of: update:event_deliveries', 'insufficient_scope');
  });

  it('bulk redeliver: 202, echoes the filter, and clears the matching failed deliveries', async () => {
    const { api } = env;
    const filter = { statuses: ['failed'], event_types: ['organization.created'] };
    const res = await api('POST', `/event-streams/${S.orgEventBridge}/redeliver`, { body: filter });
    assert.equal(res.status, 202);
    assert.deepEqual(res.body, filter);
    const failed = await api('GET', `/event-streams/${S.orgEventBridge}/deliveries?statuses=failed`);
    assert.equal(failed.body.deliveries.length, 2);
    const all = await api('POST', `/event-streams/${S.orgEventBridge}/redeliver`);
    assert.equal(all.status, 202);
    assert.deepEqual(all.body, {});
    assert.equal((await api('GET', `/event-streams/${S.orgEventBridge}/deliveries?statuses=failed`)).body.deliveries.length, 0);
    assertErrorShape(await api('POST', `/event-streams/${S.orgEventBridge}/redeliver`, { body: { statuses: ['pending'] } }), 400, undefined, 'invalid_body');
    assertErrorShape(await api('POST', `/event-streams/${S.orgEventBridge}/redeliver`, { body: { date_from: '2025-01-01T00:00:00.000Z' } }), 400);
    assertErrorShape(await api('POST', `/event-streams/${S.orgEventBridge}/redeliver`, { body: { extra: 1 } }), 400, /Additional properties not allowed: extra/);
  });

  it('delete: 204, 204 again when already gone, then GET 404; needs delete:event_streams', async () => {
    const ro = client(env.url, await getToken(env.url, READONLY));
    assertErrorShape(await ro('DELETE', `/event-streams/${S.userWebhook}`), 403, 'Insufficient scope, expected any of: delete:event_streams');
    assert.equal((await env.api('DELETE', `/event-streams/${S.userWebhook}`)).status, 204);
    assert.equal((await env.api('DELETE', `/event-streams/${S.userWebhook}`)).status, 204);
    assert.equal((await env.api('DELETE', '/event-streams/est_0000000000000000000000')).status, 204);
    assertErrorShape(await env.api('GET', `/event-streams/${S.userWebhook}`), 404, 'The requested stream does not exist.');
    assert.deepEqual((await env.api('GET', '/event-streams')).body.eventStreams.map((s: { id: string }) => s.id), [S.orgEventBridge, S.userAction]);
  });
});
