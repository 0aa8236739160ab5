/**
 * Shared plumbing of the resource modules: validate input before sending, send through the client, read the
 * body without assuming JSON (204 / empty / `{}` all work), and parse responses tolerantly.
 */
import type * as z from 'zod/mini';
import type { ApiClient } from './client';
import { pathAndQuery } from './domain';
import { readBody } from './transport';
import { ApiError, isAbortError, NetworkError, TimeoutError } from './httpErrors';
import { InvalidInputError, UnexpectedResponseError } from './inputErrors';

export interface CallOptions {
  signal?: AbortSignal;
}

export type Query = URLSearchParams | Record<string, string | number | boolean | undefined>;

export interface SendOptions extends CallOptions {
  searchParams?: Query;
  json?: unknown;
  /** What a 409 answer to this call means and what to do (the kind's words): toUserMessage says it. */
  conflict?: string;
}

export interface Sent {
  status: number;
  /** Parsed JSON body, or undefined for an empty body. */
  body: unknown;
  path: string;
}

/** Validates a request body or parameter; throws InvalidInputError (nothing is sent) when it does not pass. */
export function validateInput<S extends z.ZodMiniType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidInputError(result.error.issues, what, value);
  return result.data;
}

/** The JSON value of `text`, or undefined when it is not JSON. */
export function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A path segment: must be a non-empty string; encoded with encodeURIComponent. */
export function seg(value: string, what = 'id'): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidInputError([{ code: 'custom', path: [what], message: 'must not be empty', input: value }], what);
  }
  return encodeURIComponent(value);
}

/** Sends one request; the error mapping (ApiError, NetworkError, TimeoutError) is done by the client. */
export async function send(client: ApiClient, method: string, path: string, opts: SendOptions = {}): Promise<Sent> {
  let response: Response;
  try {
    response = await client.http(path, {
      method,
      ...(opts.searchParams !== undefined ? { searchParams: opts.searchParams } : {}),
      ...(opts.json !== undefined ? { json: opts.json } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  } catch (err) {
    if (opts.conflict && err instanceof ApiError && err.status === 409) err.conflictHint = opts.conflict;
    throw err;
  }
  const fullPath = pathAndQuery(response.url || `${client.apiBase}${path}`);
  let text: string;
  try {
    text = await readBody(response);
  } catch (err) {
    if (err instanceof TimeoutError || isAbortError(err)) throw err;
    throw NetworkError.from(err, { origin: client.origin, method, path: fullPath });
  }
  if (!text.trim()) return { status: response.status, body: undefined, path: fullPath };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown, path: fullPath };
  } catch {
    throw new UnexpectedResponseError(method, fullPath, []);
  }
}

/** Parses a response body with a tolerant schema; throws UnexpectedResponseError when even that fails. */
export function parseResponse<S extends z.ZodMiniType>(schema: S, sent: Sent, method: string): z.output<S> {
  const result = schema.safeParse(sent.body);
  if (!result.success) throw new UnexpectedResponseError(method, sent.path, result.error.issues);
  return result.data;
}

/** Sends and parses in one step. */
export async function call<S extends z.ZodMiniType>(
  client: ApiClient,
  method: string,
  path: string,
  schema: S,
  opts: SendOptions = {},
): Promise<z.output<S>> {
  return parseResponse(schema, await send(client, method, path, opts), method);
}
