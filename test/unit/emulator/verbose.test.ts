import assert from 'node:assert/strict';
import { DEMO_CONNECTION_IDS as C } from '../../../src/emulator/seed/ids';
import { ADMIN, call, start, tokenRequest } from './helpers';

describe('emulator: verbose log', () => {
  it('logs one line per request without tokens, secrets, bodies or query values', async () => {
    const lines: string[] = [];
    const emu = await start({ verbose: true, log: (l) => lines.push(l) });
    try {
      const tok = await tokenRequest(emu.url, { grant_type: 'client_credentials', client_id: ADMIN.id, client_secret: ADMIN.secret, audience: `${emu.url}/api/v2/` });
      const token = tok.body.access_token as string;
      const apiKey = 'ak-very-secret-0123456789';
      await call(emu.url, 'POST', '/api/v2/flows/vault/connections', {
        token, body: { name: 'Body-name-marker', app_id: 'ACTIVECAMPAIGN', setup: { type: 'API_KEY', api_key: apiKey, base_url: 'https://acme.api-us1.com' } },
      });
      await call(emu.url, 'PATCH', `/api/v2/connections/${C.github}`, { token, body: { display_name: 'Patch-body-marker' } });
      await call(emu.url, 'GET', '/api/v2/verifiable-credentials/verification/templates?from=query-secret-marker', { token });
      await call(emu.url, 'GET', '/api/v2/connections', { headers: { authorization: 'Bearer header-token-marker' } });
      for (let i = 0; i < 200 && lines.length < 5; i++) await new Promise((r) => setTimeout(r, 10));
      assert.ok(lines.length >= 5, lines.join('\n'));
      for (const line of lines) {
        assert.match(line, /^(GET|POST|PATCH|PUT|DELETE) \/\S* \d{3} \d+(\.\d+)?ms$/, line);
        for (const secret of [token, ADMIN.secret, apiKey, 'Body-name-marker', 'Patch-body-marker', 'query-secret-marker', 'header-token-marker', '?']) {
          assert.ok(!line.includes(secret), `${line} contains ${secret.slice(0, 20)}`);
        }
      }
      assert.ok(lines.some((l) => l.startsWith('POST /oauth/token 200 ')));
      assert.ok(lines.some((l) => l.startsWith('GET /api/v2/verifiable-credentials/verification/templates 400 ')));
    } finally {
      await emu.close();
    }
  });

  it('logs nothing without verbose', async () => {
    const lines: string[] = [];
    const emu = await start({ log: (l) => lines.push(l) });
    try {
      await call(emu.url, 'GET', '/api/v2/connections');
      assert.deepEqual(lines, []);
    } finally {
      await emu.close();
    }
  });
});
