// The request log's raw material: every request, the token request included, is reported with its status,
// duration and the service's request id, and never with a secret.
import assert from 'node:assert/strict';
import { createClientSecretProvider } from '../../../src/auth/clientSecret';
import type { RequestEvent } from '../../../src/api/client';
import { listConnections } from '../../../src/kinds/connections/api';
import { requestLine } from '../../../src/util/requestLine';
import { ADMIN, harnessSuite } from '../api/emulatorHarness';

describe('request events (token requests included) against the emulator', () => {
  const h = harnessSuite();

  it('reports the token request and the API request, each with the request id the tenant gave it', async () => {
    const events: RequestEvent[] = [];
    const tokenProvider = createClientSecretProvider({ domain: h.url, ...ADMIN, onRequest: (e) => events.push(e) });
    await listConnections(h.client({ tokenProvider, events }), { take: 5 });
    assert.deepEqual(events.map((e) => `${e.method} ${e.path.split('?')[0]} ${e.status}`), ['POST /oauth/token 200', 'GET /api/v2/connections 200']);
    for (const e of events) assert.match(e.requestId ?? '', /^[0-9a-f]{20}$/);
    assert.notEqual(events[0]!.requestId, events[1]!.requestId);
    const lines = events.map((e) => requestLine('Emu', e));
    assert.match(lines[0]!, /^Emu: POST \/oauth\/token → 200 \(\d+ ms\) \[request [0-9a-f]{20}\]$/);
    assert.doesNotMatch(lines.join('\n'), new RegExp(`${ADMIN.clientSecret}|eyJ`));
  });

  it('reports a refused token request with its status, and a token endpoint that cannot be reached with its error', async () => {
    const events: RequestEvent[] = [];
    const refused = createClientSecretProvider({ domain: h.url, clientId: ADMIN.clientId, clientSecret: 'wrong-secret-123', onRequest: (e) => events.push(e) });
    await assert.rejects(refused.getToken());
    assert.equal(events.length, 1);
    assert.equal(events[0]!.status, 401);
    assert.doesNotMatch(JSON.stringify(events), /wrong-secret-123/);

    const gone: RequestEvent[] = [];
    const closed = createClientSecretProvider({ domain: 'http://127.0.0.1:9', ...ADMIN, onRequest: (e) => gone.push(e) });
    await assert.rejects(closed.getToken());
    assert.equal(gone.length, 1);
    assert.equal(gone[0]!.status, undefined);
    assert.ok(gone[0]!.error);
  });
});
