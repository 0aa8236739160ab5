import * as assert from 'node:assert/strict';

/** Control of the emulator the harness started (AUTH_TENANTS_EMULATOR_URL), over its /__emulator endpoints. */
export function emulatorUrl(): string {
  const url = process.env.AUTH_TENANTS_EMULATOR_URL;
  if (!url) throw new Error('AUTH_TENANTS_EMULATOR_URL is not set: run the integration tests through the harness (npm test).');
  return url.replace(/\/$/, '');
}

async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${emulatorUrl()}/__emulator/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${method} ${path} → ${res.status}`);
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

/** A token of the emulator at `url` for a client (its admin by default); `scope` narrows it. */
export async function emulatorToken(url: string, opts: { clientId?: string; clientSecret?: string; scope?: string } = {}): Promise<string> {
  const { clientId = 'emulator-admin', clientSecret = 'emulator-admin-secret', scope } = opts;
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret, audience: `${url}/api/v2/`, ...(scope ? { scope } : {}) }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A Management API GET on the emulator at `url` (a second emulator too) with its admin token; 200 expected. */
export async function adminGet<T>(url: string, path: string): Promise<T> {
  const res = await fetch(`${url}/api/v2/${path}`, { headers: { authorization: `Bearer ${await emulatorToken(url)}` } });
  assert.equal(res.status, 200, `GET ${path}`);
  return (await res.json()) as T;
}

export const emulator = {
  stats: () => control('GET', 'stats') as Promise<{ requests: number; byRoute: Record<string, number> }>,
  resetStats: () => control('POST', 'stats/reset'),
  reset: () => control('POST', 'reset'),
  /** Injected faults; `message` replaces "Injected fault" in an injected status's body. */
  faults: (spec: string, message?: string) => control('PUT', 'faults', message === undefined ? { spec } : { spec, message }),
  rateLimit: (limit: { rate: number; burst: number } | { off: true }) => control('PUT', 'rate-limit', limit),
  revokeTokens: () => control('POST', 'revoke-tokens'),
  patchConnection: (id: string, patch: Record<string, unknown>) => control('PATCH', `connections/${encodeURIComponent(id)}`, patch),
  /** The secret the next rotation of this application answers (a test names it, so the secrets scan looks for it). */
  plantNextSecret: (clientId: string, secret: string) => control('PUT', `clients/${encodeURIComponent(clientId)}/next-secret`, { secret }),
  /** A token for direct API calls from tests (e.g. to check server state); `scope` narrows it. */
  token: (clientId = 'emulator-admin', clientSecret = 'emulator-admin-secret', scope?: string): Promise<string> =>
    emulatorToken(emulatorUrl(), { clientId, clientSecret, ...(scope ? { scope } : {}) }),
  /** A direct Management API call (not through the extension), for assertions on server state. */
  async api<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${emulatorUrl()}/api/v2/${path.replace(/^\//, '')}`, {
      method,
      headers: { authorization: `Bearer ${await emulator.token()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  },
};
