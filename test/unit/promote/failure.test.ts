// What a failed write says about the target (src/promote/failure.ts): "not applied" only when the service refused
// (4xx) or nothing left this machine; a timeout, a dropped answer, a reset or a 5xx leave it unknown. The errors are
// the client's own, from real PATCH requests over loopback to an emulator with injected faults.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { getConnection, updateConnection } from '../../../src/kinds/connections/api';
import { ApiError, InvalidInputError, NetworkError, TimeoutError, UnexpectedResponseError } from '../../../src/api/errors';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { failureOutcome } from '../../../src/promote/failure';
import { harnessSuite } from '../api/emulatorHarness';

describe('promote: failureOutcome', () => {
  it('a 4xx is a refusal; a 5xx, a timeout, an unreadable answer or an unknown error may have been applied', () => {
    const api = (status: number) => new ApiError({ status, serverMessage: 'x', method: 'PATCH', path: '/api/v2/connections/c' });
    assert.deepEqual([400, 403, 404, 408, 409, 429].map((s) => failureOutcome(api(s))), Array(6).fill('not-applied'));
    assert.deepEqual([500, 502, 503, 504].map((s) => failureOutcome(api(s))), Array(4).fill('unknown'));
    assert.equal(failureOutcome(new TimeoutError({ origin: 'https://t', timeoutMs: 10 })), 'unknown');
    assert.equal(failureOutcome(new UnexpectedResponseError('PATCH', '/api/v2/connections/c', [])), 'unknown');
    assert.equal(failureOutcome(new Error('anything')), 'unknown');
    assert.equal(failureOutcome(new InvalidInputError([], 'connection update')), 'not-applied', 'checked before sending');
  });

  it('a connection never made is nothing applied; one reset or closed part way is unknown', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT', 'DEPTH_ZERO_SELF_SIGNED_CERT']) {
      assert.equal(failureOutcome(new NetworkError({ origin: 'https://t', code })), 'not-applied', code);
    }
    for (const code of ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'ETIMEDOUT', undefined]) {
      assert.equal(failureOutcome(new NetworkError({ origin: 'https://t', ...(code ? { code } : {}) })), 'unknown', code);
    }
  });

  describe('the client\'s errors of a PATCH against the emulator', function () {
    this.timeout(30_000);
    const h = harnessSuite();
    const patch = async (timeoutMs = 5_000) => {
      try {
        await updateConnection(h.client({ timeoutMs, retryLimit: 2, maxRetryWaitMs: 50 }), C.partnersDb, { display_name: 'Changed' });
      } catch (err) {
        return err;
      }
      assert.fail('the PATCH failed');
    };
    const displayName = async () => (await getConnection(h.client(), C.partnersDb)).display_name;

    it('refused (400): not applied, and it was not', async () => {
      await h.faults('400@1x1:PATCH /api/v2/connections/*');
      assert.equal(failureOutcome(await patch()), 'not-applied');
      assert.equal(await displayName(), 'Partner portal');
    });

    it('the answer dropped after the change was made: unknown, and it was applied', async () => {
      await h.faults('drop@1x1:PATCH /api/v2/connections/*');
      const err = await patch();
      assert.ok(err instanceof NetworkError, String(err));
      assert.equal(failureOutcome(err), 'unknown');
      assert.equal(await displayName(), 'Changed');
    });

    it('a 500 (not retried for PATCH) and a timeout (the slow write still lands): unknown', async () => {
      await h.faults('500@1x1:PATCH /api/v2/connections/*');
      assert.equal(failureOutcome(await patch()), 'unknown');
      await h.faults('delay=600@1x1:PATCH /api/v2/connections/*');
      const err = await patch(200);
      assert.ok(err instanceof TimeoutError, String(err));
      assert.equal(failureOutcome(err), 'unknown');
    });

    it('a port nobody listens on: connection refused, nothing applied', async () => {
      const server = createServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      await new Promise((resolve) => server.close(resolve));
      const client = h.client({ domain: `http://127.0.0.1:${port}`, retryLimit: 0 });
      const err = await updateConnection(client, C.partnersDb, { display_name: 'Changed' }).then(() => undefined, (e: unknown) => e);
      assert.ok(err instanceof NetworkError, String(err));
      assert.equal(failureOutcome(err), 'not-applied');
    });
  });
});
