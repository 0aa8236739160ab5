import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { RequestLimiter } from '../../../src/api/limiter';
import { bodyDone, createTransport, readBody } from '../../../src/api/transport';

const origin = 'https://tenant.example.com';

/** A transport over a fetch that answers at once; records the signal each attempt was given. */
function transportWithSignals(timeoutMs: number) {
  const signals: AbortSignal[] = [];
  const transport = createTransport({
    origin,
    limiter: new RequestLimiter({ maxConcurrency: 4 }),
    timeoutMs,
    attempts: new WeakMap(),
    baseFetch: async (_input, init) => {
      signals.push(init!.signal!);
      return new Response('{"ok":true}', { status: 200 });
    },
  });
  return { transport, signals };
}

describe('api/transport: an attempt ends when its body has been read', () => {
  it('bodyDone() stops the timer: a read response is not aborted at the timeout, an unread one is', async () => {
    const { transport, signals } = transportWithSignals(50);
    const read = await transport(`${origin}/api/v2/a`);
    await read.text();
    bodyDone(read);
    const unread = await transport(`${origin}/api/v2/b`);
    await sleep(150);
    assert.equal(signals[0]!.aborted, false);
    assert.equal(signals[1]!.aborted, true);
    assert.equal((signals[1]!.reason as Error).name, 'RequestTimeoutError');
    await unread.text().catch(() => undefined);
  });

  it('readBody() reads the text and ends the attempt', async () => {
    const { transport, signals } = transportWithSignals(50);
    assert.equal(await readBody(await transport(`${origin}/api/v2/a`)), '{"ok":true}');
    await sleep(150);
    assert.equal(signals[0]!.aborted, false);
  });

  it("bodyDone() unlinks the caller's signal: aborting it later no longer reaches the finished attempt", async () => {
    const { transport, signals } = transportWithSignals(60_000);
    const caller = new AbortController();
    const done = await transport(new Request(`${origin}/api/v2/a`, { signal: caller.signal }));
    await done.text();
    bodyDone(done);
    const running = await transport(new Request(`${origin}/api/v2/b`, { signal: caller.signal }));
    caller.abort();
    assert.equal(signals[0]!.aborted, false);
    assert.equal(signals[1]!.aborted, true);
    bodyDone(running);
  });
});
