/** Starts the local emulator for the api/auth tests and talks to its /__emulator control endpoints. */
import { startEmulator, type RunningEmulator } from '../../../src/emulator/server';
import { createApiClient, type ApiClient, type ApiClientOptions, type RequestEvent } from '../../../src/api/client';
import { createClientSecretProvider } from '../../../src/auth/clientSecret';
import type { TokenProvider } from '../../../src/api/tokenProvider';

export const ADMIN = { clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret' };

export interface Harness {
  emu: RunningEmulator;
  url: string;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  faults(spec: string): Promise<void>;
  rateLimit(body: { rate: number; burst: number } | { off: true }): Promise<void>;
  revokeTokens(): Promise<void>;
  reset(): Promise<void>;
  /** Requests the emulator saw per route, e.g. count('GET /api/v2/connections'). */
  count(route: string): number;
  provider(opts?: { clientId?: string; clientSecret?: string; scope?: string }): TokenProvider;
  client(opts?: Partial<ApiClientOptions> & { events?: RequestEvent[] }): ApiClient;
}

export async function startHarness(opts: Parameters<typeof startEmulator>[0] = {}): Promise<Harness> {
  const emu = await startEmulator({ port: 0, ...opts });
  const url = emu.url;
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/__emulator${path}`, {
      method,
      ...(body !== undefined ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } } : {}),
    });
    if (!res.ok) throw new Error(`control ${method} ${path}: ${res.status} ${await res.text()}`);
    const text = await res.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
  const provider: Harness['provider'] = (o = {}) =>
    createClientSecretProvider({
      domain: url,
      clientId: o.clientId ?? ADMIN.clientId,
      clientSecret: o.clientSecret ?? ADMIN.clientSecret,
      ...(o.scope ? { scope: o.scope } : {}),
    });
  return {
    emu,
    url,
    control,
    faults: async (spec) => void (await control('PUT', '/faults', { spec })),
    rateLimit: async (body) => void (await control('PUT', '/rate-limit', body)),
    revokeTokens: async () => void (await control('POST', '/revoke-tokens')),
    reset: async () => void (await control('POST', '/reset')),
    count: (route) => emu.stats().byRoute[route] ?? 0,
    provider,
    client: ({ events, ...o } = {}) =>
      createApiClient({
        domain: url,
        tokenProvider: o.tokenProvider ?? provider(),
        ...(events ? { onRequest: (e: RequestEvent) => events.push(e) } : {}),
        ...o,
      }),
  };
}

/**
 * A harness for the enclosing mocha suite: started in `before`, closed in `after`, and after each test its faults
 * cleared and its data reset. Read it in tests and hooks only (it throws before the suite has started).
 */
export function harnessSuite(opts: Parameters<typeof startHarness>[0] = {}): Harness {
  let started: Harness | undefined;
  before(async () => {
    started = await startHarness(opts);
  });
  after(async () => started?.emu.close());
  afterEach(async () => {
    await started?.faults('');
    await started?.reset();
  });
  return new Proxy({} as Harness, {
    get(_target, key) {
      if (!started) throw new Error('harnessSuite(): the emulator has not started; use it in tests or hooks of its suite');
      return started[key as keyof Harness];
    },
  });
}
