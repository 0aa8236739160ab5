/**
 * The one reader of list answers, used by every list in src/api. The service answers a list in one of three
 * shapes: a bare array (older services), `{<key>: [...], next}` (checkpoint lists, the SDK's current types) or
 * `{<key>: [...], nextPageToken}` (failed deliveries on live tenants). An envelope without its list key
 * (`{}`, `{"next": null}`) is an empty page; the cursor is `next` ?? `nextPageToken` (absent, null or "" → none).
 */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { UnexpectedResponseError } from './inputErrors';
import { send, type SendOptions } from './request';

export interface ListBody<T> {
  items: T[];
  /** `next` ?? `nextPageToken`, when it is a non-empty string. */
  token?: string;
  /** `total` of an envelope that has one (offset lists with include_totals). */
  total?: number;
  /** `start` of an envelope that has one (offset lists). */
  start?: number;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The items (not yet checked) and paging fields of a list answer; undefined when the body is no list shape
 * (neither an array nor an object, or a list key that holds something other than an array).
 */
export function listPage(body: unknown, key: string): ListBody<unknown> | undefined {
  if (body === undefined) return { items: [] };
  if (Array.isArray(body)) return { items: body as unknown[] };
  if (!isRecord(body)) return undefined;
  const list = body[key] ?? [];
  if (!Array.isArray(list)) return undefined;
  const page: ListBody<unknown> = { items: list as unknown[] };
  const token = text(body['next']) ?? text(body['nextPageToken']);
  const total = count(body['total']);
  const start = count(body['start']);
  if (token !== undefined) page.token = token;
  if (total !== undefined) page.total = total;
  if (start !== undefined) page.start = start;
  return page;
}

/** GET of a list: its items checked against `item` (UnexpectedResponseError when they do not pass). */
export async function getList<S extends z.ZodMiniType>(
  client: ApiClient,
  path: string,
  key: string,
  item: S,
  opts: SendOptions = {},
): Promise<ListBody<z.output<S>>> {
  const sent = await send(client, 'GET', path, opts);
  const page = listPage(sent.body, key);
  if (!page) {
    const issue = { code: 'invalid_type' as const, expected: 'array' as const, path: [key], message: 'Invalid input' };
    throw new UnexpectedResponseError('GET', sent.path, [issue]);
  }
  const parsed = z.array(item).safeParse(page.items);
  if (!parsed.success) {
    const prefix = Array.isArray(sent.body) ? [] : [key];
    throw new UnexpectedResponseError('GET', sent.path, parsed.error.issues.map((i) => ({ ...i, path: [...prefix, ...i.path] })));
  }
  return { ...page, items: parsed.data };
}
