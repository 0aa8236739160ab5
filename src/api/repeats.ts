/**
 * Which items of a page were yielded before, for the paging iterators (paging.ts). A server repeats items when
 * a list shifts under an offset page (an item added while paging), when it ignores a cursor, and after an
 * expired cursor restarts the listing. Checking every id against a set of all ids seen took about a tenth of
 * the time of reading 10,000 templates, so pages are first checked cheaply: a page that starts with an item of the previous
 * page or with the first item of any earlier page is a repeat. Only then (or after a restart) are all ids
 * collected, and from there on every item is checked by id.
 */
export class Repeats<T> {
  /**
   * The ids of the pages yielded so far, while they are not collected in a set. Only the ids: holding the
   * items themselves (thousands of objects kept alive while paging) almost doubled the garbage collection.
   */
  private pageIds: (string | undefined)[][] = [];
  private previous: readonly T[] = [];
  private readonly firstIds = new Set<string>();
  /** Every id yielded, once a repeat (or a restart) made checking each item necessary. */
  private all: Set<string> | undefined;

  constructor(private readonly idOf: (item: T) => string | undefined) {}

  /** The items of `items` not yielded before (the page itself when all are new); records them as yielded. */
  fresh(items: readonly T[]): readonly T[] {
    if (items.length === 0) return items;
    if (!this.all) {
      const first = this.idOf(items[0]!);
      if (first === undefined || !this.isRepeat(first)) {
        if (first !== undefined) this.firstIds.add(first);
        this.pageIds.push(items.map((item) => this.idOf(item)));
        this.previous = items;
        return items;
      }
      this.collectAll();
    }
    return this.filter(items, this.all!);
  }

  /** The listing starts over: from now on, every item is checked against all ids yielded so far. */
  restart(): void {
    this.collectAll();
  }

  private isRepeat(first: string): boolean {
    return this.firstIds.has(first) || this.previous.some((item) => this.idOf(item) === first);
  }

  private collectAll(): void {
    if (this.all) return;
    const all = new Set<string>();
    for (const ids of this.pageIds) for (const id of ids) if (id !== undefined) all.add(id);
    this.all = all;
    this.pageIds = [];
    this.previous = [];
  }

  /** Items whose id is not in `seen` (each id once), adding their ids; items without an id always pass. */
  private filter(items: readonly T[], seen: Set<string>): readonly T[] {
    let fresh: T[] | undefined;
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const id = this.idOf(item);
      const repeated = id !== undefined && seen.has(id);
      if (id !== undefined && !repeated) seen.add(id);
      if (repeated) fresh ??= items.slice(0, i);
      else fresh?.push(item);
    }
    return fresh ?? items;
  }
}
