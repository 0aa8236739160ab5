import assert from 'node:assert/strict';
import { collect, iterateCheckpoint, iterateOffset, offsetPage, pageNumber } from '../../../src/api/paging';
import { Repeats } from '../../../src/api/repeats';

type Item = { id?: string; n?: number };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const ids = (list: readonly Item[]) => list.map((i) => i.id);
const idOf = (item: Item) => item.id;

describe('api/repeats: items a server repeats are skipped', () => {
  it('new pages pass through as they are (the same array)', () => {
    const repeats = new Repeats(idOf);
    const page = items('a', 'b');
    assert.equal(repeats.fresh(page), page);
    const next = items('c', 'd');
    assert.equal(repeats.fresh(next), next);
  });

  it('a page that starts with items of the previous page (an offset list shifted) loses those items', () => {
    const repeats = new Repeats(idOf);
    repeats.fresh(items('a', 'b', 'c'));
    assert.deepEqual(ids(repeats.fresh(items('b', 'c', 'd'))), ['d']);
    // from then on every item is checked, wherever it repeats
    assert.deepEqual(ids(repeats.fresh(items('e', 'a', 'f', 'e'))), ['e', 'f']);
  });

  it('a page seen before (same first item) brings nothing', () => {
    const repeats = new Repeats(idOf);
    repeats.fresh(items('a', 'b'));
    repeats.fresh(items('c', 'd'));
    assert.deepEqual(ids(repeats.fresh(items('a', 'b'))), []);
  });

  it('after a restart every item yielded before is skipped, and items without an id always pass', () => {
    const repeats = new Repeats(idOf);
    repeats.fresh(items('a', 'b'));
    repeats.fresh([{ n: 1 }, { id: 'c' }]);
    repeats.restart();
    assert.deepEqual(repeats.fresh([{ id: 'a' }, { n: 2 }, { id: 'c' }, { id: 'd' }]), [{ n: 2 }, { id: 'd' }]);
  });

  it('an offset listing that shifts while it is read yields each item once', async () => {
    const all = items('a', 'b', 'c', 'd', 'e', 'f');
    let inserted = false;
    const out = await collect(iterateOffset(async (cursor) => {
      const page = pageNumber(cursor);
      if (page === 1 && !inserted) {
        inserted = true;
        all.unshift({ id: 'new' }); // added at the front while paging: page 1 starts with the end of page 0
      }
      return offsetPage(all.slice(page * 2, page * 2 + 2), { page, perPage: 2, total: all.length });
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('a server that cycles through the same pages with new cursors is stopped', async () => {
    let calls = 0;
    const out = await collect(iterateCheckpoint(async () => {
      calls++;
      return { items: calls % 2 ? items('a', 'b') : items('c', 'd'), cursor: `fresh-${calls}` };
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd']);
    assert.equal(calls, 3);
  });
});
