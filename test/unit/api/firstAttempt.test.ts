/**
 * The first attempt of a GET is sent without ky (firstAttempt.ts); whatever it comes to other than a 2xx is
 * replayed as ky's own first attempt (hooks.ts), so ky's retries, token refresh and error mapping still apply.
 * The client's `fetch` is recorded: a string input is the first attempt, a Request is one that ky built.
 */
import assert from 'node:assert/strict';
import { getConnection, listConnections } from '../../../src/api/connections';
import { ApiError } from '../../../src/api/errors';
import type { RequestEvent } from '../../../src/api/client';
import { createTokenExchangeProfile } from '../../../src/api/tokenExchangeProfiles';
import { DEMO_CONNECTION_IDS, DEMO_CTE_ACTION_ID } from '../../../src/emulator/seed/ids';
import { harnessSuite } from './emulatorHarness';

interface Sent {
  viaKy: boolean;
  url: string;
  authorization: string | null;
  redirect: string | undefined;
}

function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const headers = new Headers(request ? request.headers : init?.headers);
    sent.push({
      viaKy: request !== undefined,
      url: request ? request.url : String(input),
      authorization: headers.get('authorization'),
      redirect: request ? request.redirect : init?.redirect,
    });
    return fetch(input, init);
  };
}

describe('api client: the first attempt of a GET', function () {
  this.timeout(30_000);
  const h = harnessSuite();

  it('is sent without ky when it succeeds: one fetch of the URL with the bearer token, redirects not followed', async () => {
    const sent: Sent[] = [];
    const events: RequestEvent[] = [];
    const client = h.client({ fetch: recordingFetch(sent), events });
    const connection = await getConnection(client, DEMO_CONNECTION_IDS.github);
    assert.equal(connection.id, DEMO_CONNECTION_IDS.github);
    const token = (await client.tokenProvider.getToken()).token;
    assert.deepEqual(sent, [
      { viaKy: false, url: `${h.url}/api/v2/connections/${DEMO_CONNECTION_IDS.github}`, authorization: `Bearer ${token}`, redirect: 'manual' },
    ]);
    assert.deepEqual(events.map((e) => [e.status, e.retry]), [[200, 0]]);
  });

  it('a failed first attempt is ky\'s attempt 0: ky sends the retry (503, then 200)', async () => {
    await h.faults('503@1x1:GET /api/v2/connections');
    const sent: Sent[] = [];
    const events: RequestEvent[] = [];
    const page = await listConnections(h.client({ fetch: recordingFetch(sent), events }), { take: 2 });
    assert.equal(page.items.length, 2);
    assert.deepEqual(sent.map((s) => s.viaKy), [false, true]);
    assert.equal(sent[1]!.url, sent[0]!.url, 'the same URL, query included');
    assert.deepEqual(events.map((e) => [e.status, e.retry]), [[503, 0], [200, 1]]);
  });

  it('a 401 at the first attempt: one token refresh, and ky retries with the new token', async () => {
    const sent: Sent[] = [];
    const client = h.client({ fetch: recordingFetch(sent) });
    await client.scopes();
    await h.revokeTokens();
    h.emu.resetStats();
    await getConnection(client, DEMO_CONNECTION_IDS.email);
    assert.equal(h.count('POST /oauth/token'), 1);
    assert.deepEqual(sent.map((s) => s.viaKy), [false, true]);
    assert.notEqual(sent[1]!.authorization, sent[0]!.authorization);
    assert.equal(sent[1]!.authorization, `Bearer ${(await client.tokenProvider.getToken()).token}`);
  });

  it('a 404 is mapped by ky (server message, no retry, nothing more sent)', async () => {
    const sent: Sent[] = [];
    const err = await getConnection(h.client({ fetch: recordingFetch(sent) }), 'con_doesNotExist0001').then(() => undefined, (e: unknown) => e);
    assert.ok(err instanceof ApiError && err.status === 404, String(err));
    assert.equal(err.path, '/api/v2/connections/con_doesNotExist0001');
    assert.deepEqual(sent.map((s) => s.viaKy), [false]);
  });

  it('a 429 at the first attempt is waited for and retried by ky', async () => {
    await h.faults('429=1@1x1:GET /api/v2/connections/*');
    const sent: Sent[] = [];
    const t0 = Date.now();
    await getConnection(h.client({ fetch: recordingFetch(sent) }), DEMO_CONNECTION_IDS.google);
    assert.ok(Date.now() - t0 >= 900, `waited ${Date.now() - t0} ms of the 1 s Retry-After`);
    assert.deepEqual(sent.map((s) => s.viaKy), [false, true]);
  });

  it('requests with a body always go through ky', async () => {
    const sent: Sent[] = [];
    const body = { name: 'Via ky', subject_token_type: 'urn:acme:via-ky', action_id: DEMO_CTE_ACTION_ID, type: 'custom_authentication' as const };
    await createTokenExchangeProfile(h.client({ fetch: recordingFetch(sent) }), body);
    assert.deepEqual(sent.map((s) => s.viaKy), [true]);
  });
});
