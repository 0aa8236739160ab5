// Shared helpers for the emulator tests: start an emulator, get tokens, call the API over loopback.
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../../../src/emulator/server';

export const ADMIN = { id: 'emulator-admin', secret: 'emulator-admin-secret' };
export const READONLY = { id: 'emulator-readonly', secret: 'emulator-readonly-secret' };
export const NONGLOBAL = { id: 'emulator-nonglobal', secret: 'emulator-nonglobal-secret' };

export interface Res<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export function start(opts: EmulatorOptions = {}): Promise<RunningEmulator> {
  return startEmulator({ port: 0, rateLimit: { rate: 0, burst: 0 }, ...opts });
}

export async function tokenRequest(url: string, body: Record<string, string>, form = true): Promise<Res> {
  const res = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

export async function getToken(url: string, client = ADMIN, scope?: string): Promise<string> {
  const body: Record<string, string> = {
    grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret, audience: `${url}/api/v2/`,
  };
  if (scope !== undefined) body.scope = scope;
  const res = await tokenRequest(url, body);
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${res.text}`);
  return res.body.access_token as string;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  form?: Record<string, string | string[]>;
  headers?: Record<string, string>;
}

export async function call<T = any>(url: string, method: string, path: string, opts: CallOptions = {}): Promise<Res<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.form)) for (const item of [v].flat()) params.append(k, item);
    body = params.toString();
  } else if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(`${url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, text, body: parsed, headers: res.headers };
}

/** A client bound to one emulator and one token. */
export function client(url: string, token: string) {
  return <T = any>(method: string, path: string, opts: Omit<CallOptions, 'token'> = {}) => call<T>(url, method, `/api/v2${path}`, { ...opts, token });
}

export function assertErrorShape(res: Res, status: number, message?: string | RegExp, errorCode?: string): void {
  if (res.status !== status) throw new Error(`expected status ${status}, got ${res.status}: ${res.text}`);
  const b = res.body;
  if (typeof b?.statusCode !== 'number' || b.statusCode !== status) throw new Error(`bad statusCode in ${res.text}`);
  if (typeof b.error !== 'string' || typeof b.message !== 'string') throw new Error(`bad error shape: ${res.text}`);
  if (typeof message === 'string' && b.message !== message) throw new Error(`expected message "${message}", got "${b.message}"`);
  if (message instanceof RegExp && !message.test(b.message)) throw new Error(`expected message ${message}, got "${b.message}"`);
  if (errorCode !== undefined && b.errorCode !== errorCode) throw new Error(`expected errorCode ${errorCode}, got ${b.errorCode}`);
}

export const control = (url: string, method: string, path: string, body?: unknown) => call(url, method, `/__emulator${path}`, { body });

/** What {@link emulatorSuite} hands to the tests of its suite; every property throws if read before the suite's `before` hook ran. */
export interface EmulatorSuite {
  readonly emu: RunningEmulator;
  readonly url: string;
  /** An admin token (ADMIN client, all its scopes). */
  readonly token: string;
  /** A client bound to `url` and `token`. */
  readonly api: ReturnType<typeof client>;
}

/**
 * Starts an emulator for the enclosing mocha suite (before/after) with an admin token and a client bound to it.
 * Call it directly in a `describe` body; read the properties in tests and hooks only, never at describe time.
 */
export function emulatorSuite(opts: EmulatorOptions = {}): EmulatorSuite {
  let emu: RunningEmulator | undefined;
  let ready: { emu: RunningEmulator; token: string; api: ReturnType<typeof client> } | undefined;
  before(async () => {
    emu = await start(opts);
    const token = await getToken(emu.url);
    ready = { emu, token, api: client(emu.url, token) };
  });
  after(() => emu?.close());
  const get = () => {
    if (!ready) throw new Error('emulatorSuite(): the emulator has not started; use it in tests or hooks of its suite, not in describe()');
    return ready;
  };
  return {
    get emu() { return get().emu; },
    get url() { return get().emu.url; },
    get token() { return get().token; },
    get api() { return get().api; },
  };
}
