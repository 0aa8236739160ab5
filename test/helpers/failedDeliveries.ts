// Makes a stream of the emulator have many failed deliveries, shared by the unit tests, the integration tests
// (inside VS Code) and the benchmark. No `vscode` import. The stream's destination must refuse events (the demo
// `user-lifecycle-webhook` does): each test event fails its four attempts, and moving the emulator's clock past
// them (delivery delay D: attempts at D, 2D, 4D, 8D; D is 1 s unless the emulator was started otherwise)
// settles them as failed; the clock is then moved back, so the emulator's rate-limit headers (X-RateLimit-Reset
// is a time on its clock) keep matching real time. The caller turns the rate limit off first if it has one, and
// sets it again afterwards (a bucket that served a request while the clock was ahead refills only once real
// time has caught up with it; setting the limit starts a full bucket).

async function ok(res: Response, what: string): Promise<unknown> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what} → ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** A token of the emulator's admin client. */
export async function emulatorToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${origin}/api/v2/` }),
  });
  return ((await ok(res, 'token')) as { access_token: string }).access_token;
}

async function moveClock(origin: string, advanceSeconds: number): Promise<void> {
  await ok(await fetch(`${origin}/__emulator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds }),
  }), 'clock');
}

/**
 * Sends `count` test events of `eventType` to the stream, lets them fail (the clock `settleSeconds` ahead, 20 by
 * default: past the last attempt with the default delay, while one listing settles them, then back) and
 * answers their event ids, oldest first.
 */
export async function makeFailedDeliveries(origin: string, streamId: string, count: number, opts: { eventType?: string; settleSeconds?: number } = {}): Promise<string[]> {
  const token = await emulatorToken(origin);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${origin}/api/v2/event-streams/${streamId}/test`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: opts.eventType ?? 'user.created' }),
    });
    ids.push(((await ok(res, 'test event')) as { id: string }).id);
  }
  const settle = opts.settleSeconds ?? 20;
  await moveClock(origin, settle);
  try {
    const res = await fetch(`${origin}/api/v2/event-streams/${streamId}/deliveries?statuses=failed&take=1`, { headers: { authorization: `Bearer ${token}` } });
    await ok(res, 'deliveries');
  } finally {
    await moveClock(origin, -settle);
  }
  return ids;
}
