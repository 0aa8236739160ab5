import assert from 'node:assert/strict';
import { ApiError } from '../../../src/api/errors';
import { checkpointPage, collect, deliveryPage, iteratePages, offsetPage, pageNumber, type Page } from '../../../src/api/paging';

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const ids = (list: Item[]) => list.map((i) => i.id);

describe('api/paging: page builders', () => {
  it('checkpoint: absent, null or "" next ends the listing', () => {
    assert.deepEqual(checkpointPage(items('a'), 'c1'), { items: items('a'), cursor: 'c1' });
    for (const next of [undefined, null, '']) assert.equal(checkpointPage(items('a'), next).cursor, undefined);
  });
  it('delivery: no cursor on an empty or short page, or when the token did not advance', () => {
    assert.equal(deliveryPage(items('a', 'b'), 't1', undefined, 2).cursor, 't1');
    assert.equal(deliveryPage(items('a'), 't1', undefined, 2).cursor, undefined);
    assert.equal(deliveryPage([], 't1', undefined, 2).cursor, undefined);
    assert.equal(deliveryPage(items('a', 'b'), 't1', 't1', 2).cursor, undefined);
  });
  it('offset: the cursor is the next page number', () => {
    assert.equal(offsetPage(items('a', 'b'), { page: 0, perPage: 2, total: 5 }).cursor, '1');
    assert.equal(offsetPage(items('e'), { page: 2, perPage: 2, total: 5 }).cursor, undefined);
    assert.equal(offsetPage(items('a', 'b'), { page: 0, perPage: 2 }).cursor, '1');
    assert.equal(offsetPage(items('a'), { page: 0, perPage: 2 }).cursor, undefined);
    assert.equal(offsetPage([], { page: 3, perPage: 2, total: 100 }).cursor, undefined);
    assert.equal(pageNumber('3'), 3);
    assert.equal(pageNumber(undefined), 0);
    assert.equal(pageNumber('junk'), 0);
  });
});

describe('api/paging: iterators', () => {
  it('checkpoint: follows next until it is absent', async () => {
    const pages: Record<string, Page<Item>> = { start: { items: items('a', 'b'), cursor: 'c1' }, c1: { items: items('c'), cursor: 'c2' }, c2: { items: items('d') } };
    const seen: (string | undefined)[] = [];
    const out = await collect(iteratePages(async (c) => (seen.push(c), pages[c ?? 'start']!)));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd']);
    assert.deepEqual(seen, [undefined, 'c1', 'c2']);
  });

  it('delivery: stops when the token repeats or a page is empty', async () => {
    let calls = 0;
    const repeating = await collect(iteratePages(async () => (calls++, { items: items(`x${calls}`), cursor: 'same' })));
    assert.deepEqual(ids(repeating), ['x1', 'x2']);
    assert.equal(calls, 2);
    const seen: (string | undefined)[] = [];
    const emptyEnd = await collect(iteratePages(async (c) => (seen.push(c), c ? deliveryPage([], 'next', c, 1) : deliveryPage(items('a'), 't', c, 1))));
    assert.deepEqual(ids(emptyEnd), ['a']);
    assert.deepEqual(seen, [undefined, 't'], 'the empty page (with a token) is the last one fetched');
  });

  it('stops when a page brings nothing new (a server that ignores the cursor)', async () => {
    let calls = 0;
    const out = await collect(iteratePages(async () => (calls++, { items: items('a', 'b'), cursor: `fresh-${calls}` })));
    assert.deepEqual(ids(out), ['a', 'b']);
    assert.equal(calls, 2);
  });

  it('offset: page numbers as cursors', async () => {
    const all = items('a', 'b', 'c', 'd', 'e');
    const out = await collect(iteratePages(async (c) => {
      const page = pageNumber(c);
      return offsetPage(all.slice(page * 2, page * 2 + 2), { page, perPage: 2, total: all.length });
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd', 'e']);
  });

  it('an invalid cursor (400) restarts once from the beginning and skips items already yielded', async () => {
    const seen: (string | undefined)[] = [];
    let first = true;
    const out = await collect(iteratePages(async (c) => {
      seen.push(c);
      if (c === undefined) return { items: items('a', 'b'), cursor: first ? 'expired' : 'good' };
      if (c === 'expired') {
        first = false;
        throw new ApiError({ status: 400, serverMessage: "the 'from' checkpoint has expired", method: 'GET', path: '/x' });
      }
      return { items: items('c') };
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c']);
    assert.deepEqual(seen, [undefined, 'expired', undefined, 'good']);
  });

  it('a second invalid cursor is thrown, as is any other error', async () => {
    const bad = new ApiError({ status: 400, serverMessage: 'bad cursor', method: 'GET', path: '/x' });
    await assert.rejects(collect(iteratePages(async (c) => {
      if (c) throw bad;
      return { items: items('a'), cursor: 'c' };
    })), (err) => err === bad);
    await assert.rejects(collect(iteratePages(async () => {
      throw new ApiError({ status: 400, serverMessage: 'no cursor involved', method: 'GET', path: '/x' });
    })), /no cursor involved/);
  });

  it('collect stops at max and an aborted signal stops the iteration', async () => {
    let n = 0;
    const endless = () => iteratePages(async () => ({ items: items(`i${++n}`), cursor: `c${n}` }));
    assert.equal((await collect(endless(), 3)).length, 3);
    const ctl = new AbortController();
    ctl.abort();
    await assert.rejects(collect(iteratePages(async () => ({ items: items('a') }), { signal: ctl.signal })), { name: 'AbortError' });
  });
});
