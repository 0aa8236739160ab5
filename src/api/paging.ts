/**
 * One page type for every paging style of the API, so the tree can "Load more" generically, and async
 * iterators over all pages.
 *
 * - checkpoint: `from` / `take`, the answer's `next` is the cursor (absent, null or "" on the last page);
 * - delivery:   `from` / `take`, the answer's `nextPageToken` is the cursor; it also appears on the last page,
 *               so iteration stops when a page is empty or the token repeats;
 * - offset:     `page` / `per_page` / `include_totals`; the cursor is the next page number as a string.
 *
 * A cursor that the server no longer accepts (400 on a request with a cursor: `next` is valid for 24 h)
 * restarts the iteration from the beginning once; items already yielded are skipped by id.
 */
import { ApiError } from './httpErrors';
import { ItemIterator } from './itemIterator';
import { Repeats } from './repeats';

export interface Page<T> {
  items: T[];
  /** Opaque; pass it back to get the next page. Absent on the last page. */
  cursor?: string;
}

export type PageFetcher<T> = (cursor: string | undefined) => Promise<Page<T>>;

export interface IterateOptions<T> {
  /** Identity of an item, to skip the items a server repeats (repeats.ts); default: its string `id`. */
  idOf?: (item: T) => string | undefined;
  /** Stop at the first empty page even if it carries a cursor (delivery style). */
  stopOnEmpty?: boolean;
  signal?: AbortSignal;
}

/** The default identity of an item: its string `id`. */
function idField(item: unknown): string | undefined {
  const id = (item as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

function isInvalidCursor(err: unknown): boolean {
  return err instanceof ApiError && err.status === 400;
}

/**
 * Page after page until there is no cursor, the cursor repeats, a page brings nothing new (the server is not
 * advancing), or (stopOnEmpty) a page is empty. After a restart, pages of items already yielded are expected
 * and skipped until new items appear. Yields the new items of each page.
 */
async function* freshPages<T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T>): AsyncGenerator<readonly T[], void, undefined> {
  const repeats = new Repeats(opts.idOf ?? idField);
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  let restarted = false;
  let replaying = false;
  for (;;) {
    opts.signal?.throwIfAborted();
    let page: Page<T>;
    try {
      page = await fetchPage(cursor);
    } catch (err) {
      if (cursor === undefined || restarted || !isInvalidCursor(err)) throw err;
      restarted = replaying = true;
      repeats.restart();
      cursor = undefined;
      seenCursors.clear();
      continue;
    }
    const fresh = repeats.fresh(page.items);
    if (fresh.length > 0) {
      replaying = false;
      yield fresh;
    }
    const stalled = page.items.length > 0 && fresh.length === 0 && !replaying;
    const next = page.cursor;
    if (!next || next === cursor || seenCursors.has(next) || stalled || (opts.stopOnEmpty && page.items.length === 0)) return;
    seenCursors.add(next);
    cursor = next;
  }
}

/** Every item of every page, in order, each once (by id). */
export function iteratePages<T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T> = {}): AsyncIterableIterator<T> {
  return new ItemIterator(freshPages(fetchPage, opts));
}

export const iterateCheckpoint = <T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T> = {}) => iteratePages(fetchPage, opts);
export const iterateDelivery = <T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T> = {}) =>
  iteratePages(fetchPage, { ...opts, stopOnEmpty: true });
export const iterateOffset = <T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T> = {}) =>
  iteratePages(fetchPage, { ...opts, stopOnEmpty: true });

/** Collects an async iterable into an array (at most `max` items). */
export async function collect<T>(items: AsyncIterable<T>, max = Infinity): Promise<T[]> {
  const out: T[] = [];
  if (max <= 0) return out;
  for await (const item of items) {
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

/** Checkpoint page: `next` absent, null or "" ends the listing. */
export function checkpointPage<T>(items: T[], next: string | null | undefined): Page<T> {
  return next ? { items, cursor: next } : { items };
}

/**
 * Delivery page: `nextPageToken` comes even on the last page, so there is no cursor when the page is empty,
 * shorter than `take` (default 50), or the token did not advance.
 */
export function deliveryPage<T>(items: T[], token: string | null | undefined, from: string | undefined, take = 50): Page<T> {
  return token && items.length > 0 && items.length >= take && token !== from ? { items, cursor: token } : { items };
}

/** Offset page: more pages exist while `start + items < total`, or (no total) while pages come back full. */
export function offsetPage<T>(items: T[], p: { page: number; perPage: number; total?: number; start?: number }): Page<T> {
  const start = p.start ?? p.page * p.perPage;
  const more = p.total !== undefined ? start + items.length < p.total && items.length > 0 : items.length >= p.perPage;
  return more ? { items, cursor: String(p.page + 1) } : { items };
}

/** Parses an offset cursor or page number (default 0). */
export function pageNumber(page: string | number | undefined): number {
  const n = typeof page === 'string' ? Number.parseInt(page, 10) : (page ?? 0);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

export interface CheckpointParams {
  from?: string | undefined;
  take?: number | undefined;
}

/** `{from, take}` as query parameters (empty ones left out). */
export function checkpointQuery(params: CheckpointParams): Record<string, string | number | undefined> {
  return { from: params.from || undefined, take: params.take };
}
