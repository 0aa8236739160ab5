/**
 * Delete Connection: our client against the emulator over loopback (202 → deleted, then the service's 204 →
 * already gone, the connection out of get and list, a token without delete:connections refused with the scope
 * named), the official SDK (`auth0`) as a second client of the same endpoint, and the one flow's "read first"
 * outcome for services whose DELETE answers 204 either way.
 */
import assert from 'node:assert/strict';
import { getConnection, listConnections } from '../../../../src/kinds/connections/api';
import { deleteConnection } from '../../../../src/kinds/connections/apiDelete';
import { deleteReadingFirst } from '../../../../src/api/deleteOutcome';
import { ApiError, toUserMessage } from '../../../../src/api/errors';
import { deleteEventStream, getEventStream } from '../../../../src/kinds/eventStreams/api';
import { DEMO_CONNECTION_IDS as C, DEMO_EVENT_STREAM_IDS as S } from '../../../../src/emulator/seed/ids';
import { sdkError, sdkFor } from '../../emulator/sdkClient';
import { harnessSuite } from '../../api/emulatorHarness';

const DELETE = 'DELETE /api/v2/connections/:id';
const notFound = (e: unknown) => e instanceof ApiError && e.status === 404;

describe('api: delete a connection', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('answers 202 {deleted_at} while it exists, then 204 with no body, never 404', async () => {
    const token = await (async () => {
      const res = await fetch(`${h.url}/oauth/token`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${h.url}/api/v2/` }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    })();
    const del = (id: string) => fetch(`${h.url}/api/v2/connections/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const first = await del(C.github);
    assert.equal(first.status, 202);
    const body = (await first.json()) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['deleted_at']);
    assert.ok(!Number.isNaN(Date.parse(String(body.deleted_at))));
    const second = await del(C.github);
    assert.equal(second.status, 204);
    assert.equal(await second.text(), '');
    assert.equal((await del('con_neverExisted0001')).status, 204);
  });

  it('deleteConnection: deleted, then already gone; the connection leaves get and the list, the others stay', async () => {
    const client = h.client();
    const before = (await listConnections(client, { take: 50 })).items.length;
    assert.equal(await deleteConnection(client, C.google), 'deleted');
    assert.equal(await deleteConnection(client, C.google), 'gone');
    assert.equal(h.count(DELETE), 2);
    await assert.rejects(getConnection(client, C.google), notFound);
    const after = (await listConnections(client, { take: 50 })).items;
    assert.equal(after.length, before - 1);
    assert.ok(!after.some((c) => c.id === C.google));
    assert.equal((await getConnection(client, C.github)).id, C.github);
  });

  it('a token without delete:connections gets 403 naming the scope, and nothing is deleted', async () => {
    const reader = h.client({ tokenProvider: h.provider({ scope: 'read:connections update:connections' }) });
    const denied = await deleteConnection(reader, C.database).catch((e: unknown) => e);
    assert.ok(denied instanceof ApiError && denied.status === 403, String(denied));
    assert.match(toUserMessage(denied), /delete:connections/);
    assert.equal((await getConnection(h.client(), C.database)).id, C.database);
  });

  it('refuses an empty id before sending', async () => {
    await assert.rejects(deleteConnection(h.client(), ''), /id/);
    assert.equal(h.count(DELETE), 0);
  });

  describe('the official SDK as a second client', () => {
    it('deletes (202), deletes again (204) without an error, then gets 404', async () => {
      const m = await sdkFor(h.url);
      await m.connections.delete(C.samlp);
      await m.connections.delete(C.samlp);
      await assert.rejects(m.connections.get(C.samlp), sdkError(404, 'NotFoundError', /The connection does not exist/));
      assert.equal(h.count(DELETE), 2);
    });

    it('a token without the scope gets 403 insufficient_scope naming delete:connections', async () => {
      const m = await sdkFor(h.url, 'read:connections');
      await assert.rejects(m.connections.delete(C.oidc), sdkError(403, 'ForbiddenError', /Insufficient scope, expected any of: delete:connections/));
      await m.connections.get(C.oidc);
    });
  });

  describe('deleteReadingFirst (a DELETE that answers 204 whether or not the resource was there)', () => {
    const EVENT_DELETE = 'DELETE /api/v2/event-streams/:id';
    const stream = (client = h.client()) => deleteReadingFirst(() => getEventStream(client, S.userWebhook), () => deleteEventStream(client, S.userWebhook));

    it('deleted while the read finds it, gone once it does not; the DELETE is sent both times', async () => {
      assert.equal(await stream(), 'deleted');
      await assert.rejects(getEventStream(h.client(), S.userWebhook), notFound);
      assert.equal(await stream(), 'gone');
      assert.equal(h.count(EVENT_DELETE), 2);
    });

    it('a read the token may not make (403) leaves the DELETE to decide; a failed DELETE fails', async () => {
      const writer = h.client({ tokenProvider: h.provider({ scope: 'delete:event_streams' }) });
      assert.equal(await stream(writer), 'deleted');
      const reader = h.client({ tokenProvider: h.provider({ scope: 'read:event_streams' }) });
      await assert.rejects(stream(reader), (e: unknown) => e instanceof ApiError && e.status === 403);
    });

    it('other read failures end it before the DELETE', async () => {
      const boom = new ApiError({ status: 500, serverMessage: 'Internal Server Error', method: 'GET', path: '/x' });
      let sent = false;
      await assert.rejects(deleteReadingFirst(() => Promise.reject(boom), async () => { sent = true; }), (e: unknown) => e === boom);
      assert.equal(sent, false);
      const gone = new ApiError({ status: 404, serverMessage: 'Not Found', method: 'DELETE', path: '/x' });
      assert.equal(await deleteReadingFirst(async () => ({}), () => Promise.reject(gone)), 'gone');
    });
  });
});
