/**
 * The items of every page, one at a time, for the paging iterators (paging.ts). Served from the current page
 * without a trip through an async generator per item (what `yield` per item costs showed when reading 10,000
 * templates); the pages themselves come from an async generator. `return()` (a `break` out of `for await`)
 * closes it.
 */
export class ItemIterator<T> implements AsyncIterableIterator<T> {
  private items: readonly T[] = [];
  private index = 0;
  private pulling: Promise<IteratorResult<T, undefined>> | undefined;

  constructor(private readonly pages: AsyncGenerator<readonly T[], void, undefined>) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.pulling) return this.pulling.then(() => this.next());
    if (this.index < this.items.length) return Promise.resolve({ value: this.items[this.index++]!, done: false });
    const pulling = this.pull();
    this.pulling = pulling;
    return pulling.finally(() => {
      if (this.pulling === pulling) this.pulling = undefined;
    });
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    this.items = [];
    await this.pages.return();
    return { value: undefined, done: true };
  }

  private async pull(): Promise<IteratorResult<T, undefined>> {
    for (;;) {
      const page = await this.pages.next();
      if (page.done) {
        this.items = [];
        return { value: undefined, done: true };
      }
      if (page.value.length === 0) continue;
      this.items = page.value;
      this.index = 1;
      return { value: page.value[0]!, done: false };
    }
  }
}
