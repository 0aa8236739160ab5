import assert from 'node:assert/strict';
import { ItemIterator } from '../../../src/api/itemIterator';

async function* pagesOf<T>(pages: T[][], log: string[]): AsyncGenerator<readonly T[], void, undefined> {
  try {
    for (const page of pages) {
      log.push('page');
      yield page;
    }
  } finally {
    log.push('closed');
  }
}

describe('api/itemIterator: the items of async pages, one at a time', () => {
  it('yields every item in order, skipping empty pages, then is done', async () => {
    const log: string[] = [];
    const out: number[] = [];
    for await (const n of new ItemIterator(pagesOf([[1, 2], [], [3]], log))) out.push(n);
    assert.deepEqual(out, [1, 2, 3]);
    assert.deepEqual(log, ['page', 'page', 'page', 'closed']);
  });

  it('a break closes the pages (no further page is read)', async () => {
    const log: string[] = [];
    for await (const n of new ItemIterator(pagesOf([[1, 2], [3]], log))) if (n === 1) break;
    assert.deepEqual(log, ['page', 'closed']);
  });

  it('next() calls made before the previous one settled resolve in order', async () => {
    const it = new ItemIterator(pagesOf([[1], [2, 3]], []));
    const results = await Promise.all([it.next(), it.next(), it.next(), it.next()]);
    assert.deepEqual(results, [{ value: 1, done: false }, { value: 2, done: false }, { value: 3, done: false }, { value: undefined, done: true }]);
  });

  it('an error of the pages reaches the caller', async () => {
    async function* failing(): AsyncGenerator<readonly number[], void, undefined> {
      yield [1];
      throw new Error('page 2 failed');
    }
    const it = new ItemIterator(failing());
    assert.deepEqual(await it.next(), { value: 1, done: false });
    await assert.rejects(it.next(), /page 2 failed/);
  });
});
