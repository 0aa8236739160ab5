// Checkpoint (`from`/`take`, opaque cursors valid for 24 hours) and offset (`page`/`per_page`) paging.
// A cursor is base64url(JSON {s: list scope, a: id after which to continue, o: offset, t: issued at})
// plus an HMAC, so a bogus, tampered or foreign cursor is rejected with 400; an old one is rejected too.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from './clock';
import { ApiError } from './errors';
import { parseQuery } from './validation';

export const CURSOR_TTL_MS = 24 * 60 * 60 * 1000;

const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const checkpointQuery = z.looseObject({
  from: z.string().optional(),
  take: intParam(1, 100).optional(),
});

export const offsetQuery = z.looseObject({
  page: intParam(0, 1_000_000).optional(),
  per_page: intParam(1, 100).optional(),
  include_totals: z.enum(['true', 'false']).optional(),
});

interface CursorPayload {
  s: string;
  a: string;
  o: number;
  t: number;
}

export class Cursors {
  private readonly key = randomBytes(32);

  constructor(private readonly clock: Clock) {}

  encode(scope: string, afterId: string, offset: number): string {
    const payload = Buffer.from(JSON.stringify({ s: scope, a: afterId, o: offset, t: this.clock.now() })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  decode(scope: string, cursor: string): CursorPayload {
    const [payload, mac] = cursor.split('.');
    const expected = payload ? this.sign(payload) : '';
    if (!payload || !mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) {
      throw new ApiError(400, "Query validation error: the 'from' parameter is not a valid checkpoint.", 'invalid_query_string');
    }
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as CursorPayload;
    if (data.s !== scope) {
      throw new ApiError(400, "Query validation error: the 'from' parameter is not a valid checkpoint.", 'invalid_query_string');
    }
    if (this.clock.now() - data.t > CURSOR_TTL_MS) {
      throw new ApiError(400, "Query validation error: the 'from' checkpoint has expired.", 'invalid_query_string');
    }
    return data;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

export interface CheckpointPage<T> {
  items: T[];
  next?: string;
}

/**
 * One page of `items` (in their stable order) after the cursor `from`. `next` is set while more items
 * exist; with `alwaysNext` it is set on every non-empty page (event-stream deliveries do that live).
 */
export function checkpointPage<T extends { id: string }>(
  cursors: Cursors,
  scope: string,
  items: readonly T[],
  query: { from?: string | undefined; take?: number | undefined },
  alwaysNext = false,
): CheckpointPage<T> {
  const take = query.take ?? 50;
  let start = 0;
  if (query.from !== undefined) {
    const cursor = cursors.decode(scope, query.from);
    // Where the last page ended, unless items were inserted or removed before it since (then: by id, or the offset).
    const idx = items[cursor.o - 1]?.id === cursor.a ? cursor.o - 1 : items.findIndex((item) => item.id === cursor.a);
    start = idx >= 0 ? idx + 1 : Math.min(cursor.o, items.length);
  }
  const page = items.slice(start, start + take);
  const more = start + take < items.length;
  const last = page[page.length - 1];
  const result: CheckpointPage<T> = { items: page };
  if (last && (more || alwaysNext)) result.next = cursors.encode(scope, last.id, start + page.length);
  return result;
}

/** Parses `from`/`take` from a query object (400 when `take` is not an integer in 1–`maxTake`, 100 unless the
 * operation takes more, e.g. GET /connections/{id}/clients: 1000). */
export function parseCheckpoint(query: unknown, maxTake = 100): { from?: string | undefined; take?: number | undefined } {
  if (maxTake === 100) return parseQuery(checkpointQuery, query);
  return parseQuery(checkpointQuery.extend({ take: intParam(1, maxTake).optional() }), query);
}

export interface OffsetParams {
  page: number;
  perPage: number;
  includeTotals: boolean;
}

export function parseOffset(query: unknown, defaultPerPage = 50): OffsetParams {
  const q = parseQuery(offsetQuery, query);
  return { page: q.page ?? 0, perPage: q.per_page ?? defaultPerPage, includeTotals: q.include_totals === 'true' };
}

export function offsetSlice<T>(items: readonly T[], p: OffsetParams): T[] {
  return items.slice(p.page * p.perPage, p.page * p.perPage + p.perPage);
}
