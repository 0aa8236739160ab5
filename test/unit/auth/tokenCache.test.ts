import assert from 'node:assert/strict';
import { createCachingProvider } from '../../../src/auth/tokenCache';
import type { AccessToken } from '../../../src/api/tokenProvider';

function fakeFetcher(lifetimeMs: number, now: () => number, delayMs = 10) {
  let calls = 0;
  const fetchToken = () =>
    new Promise<AccessToken>((resolve) => {
      calls++;
      const n = calls;
      setTimeout(() => resolve({ token: `t${n}`, expiresAt: now() + lifetimeMs, scopes: new Set(['read:x']) }), delayMs);
    });
  return { fetchToken, calls: () => calls };
}

describe('auth/tokenCache', () => {
  it('caches until expiry minus the margin', async () => {
    let clock = 1_000_000;
    const now = () => clock;
    const f = fakeFetcher(3_600_000, now, 0);
    const p = createCachingProvider({ kind: 'client-secret', fetchToken: f.fetchToken, now });
    assert.equal((await p.getToken()).token, 't1');
    clock += 3_600_000 - 60_001;
    assert.equal((await p.getToken()).token, 't1');
    clock += 2;
    assert.equal((await p.getToken()).token, 't2');
    assert.equal(f.calls(), 2);
  });

  it('never spends more than half of a short lifetime as margin', async () => {
    let clock = 0;
    const now = () => clock;
    const f = fakeFetcher(10_000, now, 0);
    const p = createCachingProvider({ kind: 'client-secret', fetchToken: f.fetchToken, now });
    await p.getToken();
    clock += 4_000;
    await p.getToken();
    assert.equal(f.calls(), 1);
    clock += 1_001;
    await p.getToken();
    assert.equal(f.calls(), 2);
  });

  it('concurrent callers share one request (single flight), forceRefresh joins it', async () => {
    const f = fakeFetcher(3_600_000, Date.now);
    const p = createCachingProvider({ kind: 'client-secret', fetchToken: f.fetchToken });
    const tokens = await Promise.all([p.getToken(), p.getToken(), p.getToken({ forceRefresh: true }), p.getToken()]);
    assert.deepEqual(new Set(tokens.map((t) => t.token)), new Set(['t1']));
    assert.equal(f.calls(), 1);
    assert.equal((await p.getToken({ forceRefresh: true })).token, 't2');
    assert.equal(p.current()?.token, 't2');
  });

  it('an aborted caller rejects promptly without cancelling the shared request', async () => {
    const f = fakeFetcher(3_600_000, Date.now, 100);
    const p = createCachingProvider({ kind: 'client-secret', fetchToken: f.fetchToken });
    const ctl = new AbortController();
    const aborted = p.getToken({ signal: ctl.signal });
    const other = p.getToken();
    const t0 = Date.now();
    ctl.abort();
    await assert.rejects(aborted, { name: 'AbortError' });
    assert.ok(Date.now() - t0 < 50);
    assert.equal((await other).token, 't1');
    assert.equal(f.calls(), 1);
  });

  it('a failed request is not cached and clear() forgets the token', async () => {
    let fail = true;
    let calls = 0;
    const p = createCachingProvider({
      kind: 'private-key',
      fetchToken: async () => {
        calls++;
        if (fail) throw new Error('nope');
        return { token: `ok${calls}`, expiresAt: Date.now() + 3_600_000, scopes: new Set() };
      },
    });
    await assert.rejects(p.getToken(), /nope/);
    fail = false;
    assert.equal((await p.getToken()).token, 'ok2');
    p.clear();
    assert.equal(p.current(), undefined);
    assert.equal((await p.getToken()).token, 'ok3');
  });
});
