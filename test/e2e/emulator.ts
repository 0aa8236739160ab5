// Direct calls to the emulators: the Management API, to check what the UI did on the server side, and the reset of a story.
import { env } from './env';

const tokens = new Map<string, string>();

async function adminToken(origin: string): Promise<string> {
  const known = tokens.get(origin);
  if (known) return known;
  const res = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${origin}/api/v2/` }),
  });
  if (!res.ok) throw new Error(`emulator token: ${res.status}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  tokens.set(origin, token);
  return token;
}

/** GET /api/v2/<path> as the emulator's admin client (the first emulator unless `origin` names another). */
export async function apiGet<T>(path: string, origin = env.emulatorUrl): Promise<{ status: number; body: T }> {
  const res = await fetch(`${origin}/api/v2/${path.replace(/^\//, '')}`, { headers: { authorization: `Bearer ${await adminToken(origin)}` } });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** PATCH /api/v2/<path> as the emulator's admin client: a change made on the server by someone else. */
export async function apiPatch(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${env.emulatorUrl}/api/v2/${path.replace(/^\//, '')}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await adminToken(env.emulatorUrl)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  return res.status;
}

/** Puts both emulators back to their seeds (POST /__emulator/reset): each story starts from the demo data. */
export async function resetEmulators(): Promise<void> {
  for (const origin of [env.emulatorUrl, env.productionUrl]) {
    const res = await fetch(`${origin}/__emulator/reset`, { method: 'POST' });
    await res.text();
    if (res.status !== 204) throw new Error(`POST ${origin}/__emulator/reset: ${res.status}`);
  }
}
