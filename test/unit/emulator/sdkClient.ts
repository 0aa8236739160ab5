/**
 * The official SDK (`auth0`) pointed at an emulator, for the tests that use it as a second client: a client for a
 * token of the admin client (narrowed to `scope`), a shape check of its answers, and a check of its typed errors.
 */
import assert from 'node:assert/strict';
import { ManagementClient, ManagementError } from 'auth0';
import { z } from 'zod';
import { ADMIN } from '../api/emulatorHarness';

const SDK_DOMAIN = 'emulated-tenant.example';
const errorBody = z.strictObject({ statusCode: z.number().int(), error: z.string(), message: z.string(), errorCode: z.string().optional() });

/** The SDK for the emulator at `url` (it only speaks https to a domain, so its fetch is pointed at loopback). */
export async function sdkFor(url: string, scope?: string): Promise<ManagementClient> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: ADMIN.clientId, client_secret: ADMIN.clientSecret, audience: `${url}/api/v2/`, ...(scope ? { scope } : {}) }),
  });
  const token = ((await res.json()) as { access_token: string }).access_token;
  const toEmulator: typeof fetch = (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return fetch(target.replace(`https://${SDK_DOMAIN}`, url), init);
  };
  return new ManagementClient({ domain: SDK_DOMAIN, token, fetch: toEmulator, telemetry: false, maxRetries: 0 });
}

/** `value` has `shape` (and carries none of `secrets`); the answer is returned typed. */
export function parses<T>(shape: z.ZodType<T>, value: unknown, what: string, secrets: readonly string[] = []): T {
  const result = shape.safeParse(value);
  assert.ok(result.success, `${what}: ${result.error?.message}\n${JSON.stringify(value).slice(0, 400)}`);
  for (const secret of secrets) assert.ok(!JSON.stringify(value).includes(secret), `${what} carries a secret`);
  return result.data;
}

/** The SDK threw its typed error for `status`, with an error body in the service's shape. */
export function sdkError(status: number, type: string, message?: RegExp) {
  return (e: unknown) => {
    assert.ok(e instanceof ManagementError, String(e));
    assert.equal(e.constructor.name, type);
    assert.equal(e.statusCode, status);
    const body = parses(errorBody, e.body, `${status} body`);
    assert.equal(body.statusCode, status);
    if (message) assert.match(body.message, message);
    return true;
  };
}
