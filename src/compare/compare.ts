/**
 * Comparison of one kind between two tenants, and of one resource with its counterpart (pure, no `vscode`).
 * Each tenant's list is read whole (paged) through its own client, which paces the requests by that tenant's rate
 * limit; the two tenants are read at the same time. Items that need more than the list (a connection's enabled
 * applications) are completed only when both tenants have them — an entry that exists on one side only is
 * completed when it is opened (`completeEntry`).
 */
import type { ApiClient } from '../api/client';
import type { CallOptions } from '../api/request';
import { listAll, type CompareKind, type Raw } from './kinds';
import type { NameCache } from './names';
import type { Normalised } from '../kinds/normalise';

export type EntryStatus = 'differs' | 'onlyA' | 'onlyB' | 'same';

/** One tenant as a comparison reads it. */
export interface Side {
  client: ApiClient;
  names: NameCache;
}

/** A resource of one side: as read, whether it was completed, and its normalised form. */
export interface Item {
  raw: Raw;
  complete: boolean;
  normalised: Normalised;
}

export interface Entry {
  kind: CompareKind;
  key: string;
  name: string;
  status: EntryStatus;
  a?: Item;
  b?: Item;
}

/** The order of a result: differences first, then what one side lacks, then what is the same. */
export const STATUS_ORDER: readonly EntryStatus[] = ['differs', 'onlyA', 'onlyB', 'same'];

/** Two normalised forms are the same when their values are (keys are sorted, so their JSON texts are equal). */
export const sameValue = (a: Normalised, b: Normalised): boolean => JSON.stringify(a.value) === JSON.stringify(b.value);

async function item(kind: CompareKind, side: Side, raw: Raw, complete: boolean): Promise<Item> {
  return { raw, complete, normalised: kind.normalise(raw, await side.names.names(kind.needs)) };
}

async function completed(kind: CompareKind, side: Side, raw: Raw, options: CallOptions): Promise<Item> {
  return item(kind, side, kind.complete ? await kind.complete(side.client, raw, options) : raw, true);
}

/** Runs `task` over `items`, at most `width` at a time (each tenant's client paces them further). */
async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>, signal?: AbortSignal): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    signal?.throwIfAborted();
    out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  }
  return out;
}

export interface CompareProgress {
  /** Called with the number of paired resources completed so far and how many need it (completing kinds only). */
  onCompleted?: (done: number, total: number) => void;
}

/** Every resource of `kind` on both tenants, paired by natural key, with its status; sorted by status, then name. */
export async function compareKindBetween(kind: CompareKind, a: Side, b: Side, options: CallOptions & CompareProgress = {}): Promise<Entry[]> {
  const call: CallOptions = options.signal ? { signal: options.signal } : {};
  const [listA, listB] = await Promise.all([listAll(kind, a.client, call), listAll(kind, b.client, call)]);
  const byKey = (list: Raw[]) => {
    const map = new Map<string, Raw>();
    // Two resources of one tenant with the same key (vault names differing only in case): the second is kept apart.
    for (const r of list) map.set(map.has(kind.key(r)) ? `${kind.key(r)}\u0000${kind.idOf(r)}` : kind.key(r), r);
    return map;
  };
  const mapA = byKey(listA);
  const mapB = byKey(listB);
  const paired = [...mapA.keys()].filter((k) => mapB.has(k));
  let done = 0;
  const pairs = await inBatches(paired, 5, async (key) => {
    const [x, y] = await Promise.all([completed(kind, a, mapA.get(key)!, call), completed(kind, b, mapB.get(key)!, call)]);
    if (kind.complete) options.onCompleted?.(++done, paired.length);
    return [x, y] as const;
  }, options.signal);
  const entries: Entry[] = pairs.map(([x, y]) => ({
    kind, key: x.normalised.key, name: x.normalised.name, status: sameValue(x.normalised, y.normalised) ? 'same' : 'differs', a: x, b: y,
  }));
  for (const [key, raw] of mapA) if (!mapB.has(key)) entries.push(only(kind, 'onlyA', await item(kind, a, raw, !kind.complete)));
  for (const [key, raw] of mapB) if (!mapA.has(key)) entries.push(only(kind, 'onlyB', await item(kind, b, raw, !kind.complete)));
  return entries.sort((x, y) => STATUS_ORDER.indexOf(x.status) - STATUS_ORDER.indexOf(y.status) || x.name.localeCompare(y.name));
}

const only = (kind: CompareKind, status: 'onlyA' | 'onlyB', it: Item): Entry =>
  ({ kind, key: it.normalised.key, name: it.normalised.name, status, ...(status === 'onlyA' ? { a: it } : { b: it }) });

/** The entry with both of its sides complete (an entry from one side only is completed when it is opened). */
export async function completeEntry(entry: Entry, a: Side, b: Side, options: CallOptions = {}): Promise<Entry> {
  const fill = async (it: Item | undefined, side: Side) => (it && !it.complete ? completed(entry.kind, side, it.raw, options) : it);
  const [x, y] = await Promise.all([fill(entry.a, a), fill(entry.b, b)]);
  return { ...entry, ...(x ? { a: x } : {}), ...(y ? { b: y } : {}) };
}

/**
 * One resource of A (read whole by its id) and its counterpart on B: the resource of the same kind with the same
 * natural key (B's list is read page by page until it is found), or none.
 */
export async function compareOne(kind: CompareKind, id: string, a: Side, b: Side, options: CallOptions = {}): Promise<Entry> {
  const left = await item(kind, a, await kind.read(a.client, id, options), true);
  let counterpart: Raw | undefined;
  for await (const r of kind.items(b.client, options)) {
    if (kind.key(r) !== left.normalised.key) continue;
    counterpart = r;
    break; // no further page is read
  }
  const right = counterpart && (await completed(kind, b, counterpart, options));
  const status: EntryStatus = !right ? 'onlyA' : sameValue(left.normalised, right.normalised) ? 'same' : 'differs';
  return { kind, key: left.normalised.key, name: left.normalised.name, status, a: left, ...(right ? { b: right } : {}) };
}
