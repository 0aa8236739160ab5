/**
 * One page type for every paging style of the API, so the tree can "Load more" generically, and one async
 * iterator over all pages.
 *
 * - checkpoint: `from` / `take`, the answer's `next` (or `nextPageToken`) is the cursor (absent, null or "" on
 *               the last page);
 * - delivery:   `from` / `take`, the token also comes on the last page, so an empty page, a short page or a
 *               token seen before ends the listing;
 * - offset:     `page` / `per_page` / `include_totals`; the cursor is the next page number as a string.
 *
 * A cursor that the server no longer accepts (400 on a request with a cursor: `next` is valid for 24 h)
 * restarts the iteration from the beginning once. Every item is yielded once: the ids yielded so far are kept
 * in a set, and an item whose id is in it (a repeat after a restart, an offset list that shifted, a server
 * that repeats items) is skipped.
 */
import { ApiError } from './httpErrors';

export interface Page<T> {
  items: T[];
  /** Opaque; pass it back to get the next page. Absent on the last page. */
  cursor?: string;
}

export type PageFetcher<T> = (cursor: string | undefined) => Promise<Page<T>>;

export interface IterateOptions<T> {
  /** Identity of an item, to skip the items a server repeats; default: its string `id`. */
  idOf?: (item: T) => string | undefined;
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
 * Every item of every page, in order, each once (by id; items without an id always pass). Pages are fetched
 * until there is no cursor, the cursor was seen before, or a page brings nothing new (the server is not
 * advancing; after a restart, pages of items already yielded are expected until new items appear).
 */
export async function* iteratePages<T>(fetchPage: PageFetcher<T>, opts: IterateOptions<T> = {}): AsyncGenerator<T, void, undefined> {
  const idOf = opts.idOf ?? idField;
  const yielded = new Set<string>();
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
      cursor = undefined;
      seenCursors.clear();
      continue;
    }
    let fresh = 0;
    for (const item of page.items) {
      const id = idOf(item);
      if (id !== undefined) {
        if (yielded.has(id)) continue;
        yielded.add(id);
      }
      fresh++;
      yield item;
    }
    if (fresh > 0) replaying = false;
    const stalled = page.items.length > 0 && fresh === 0 && !replaying;
    const next = page.cursor;
    if (!next || next === cursor || seenCursors.has(next) || stalled) return;
    seenCursors.add(next);
    cursor = next;
  }
}

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

/** Checkpoint page: no token (absent, null or "") ends the listing. */
export function checkpointPage<T>(items: T[], next: string | null | undefined): Page<T> {
  return next ? { items, cursor: next } : { items };
}

/**
 * Delivery page: the token comes even on the last page, so there is no cursor when the page is empty, shorter
 * than `take` (default 50), or the token did not advance.
 */
export function deliveryPage<T>(items: T[], token: string | null | undefined, from: string | undefined, take = 50): Page<T> {
  return token && items.length > 0 && items.length >= take && token !== from ? { items, cursor: token } : { items };
}

/** Offset page: more pages exist while `start + items < total`, or (no total) while pages come back full. */
export function offsetPage<T>(items: T[], p: { page: number; perPage: number; total?: number | undefined; start?: number | undefined }): Page<T> {
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
