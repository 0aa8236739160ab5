import { emulatorUrl } from './emulator';

/** A token for the emulator's admin client narrowed to `scope` (space-separated), for a tenant with fewer rights. */
export async function narrowToken(scope: string): Promise<string> {
  const res = await fetch(`${emulatorUrl()}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'emulator-admin', client_secret: 'emulator-admin-secret', audience: `${emulatorUrl()}/api/v2/`, scope }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
