/** Items a server repeats are yielded once: the iterators keep the ids yielded so far in a set. */
import assert from 'node:assert/strict';
import { ApiError } from '../../../src/api/errors';
import { collect, iteratePages, type Page } from '../../../src/api/paging';
import { iterateVaultConnections } from '../../../src/kinds/vaultConnections/api';
import { iterateVerificationTemplates } from '../../../src/kinds/verificationTemplates/api';
import { stubSuite } from './stubServer';

type Item = { id?: string; n?: number };
const items = (...ids: string[]) => ids.map((id) => ({ id, name: `name-${id}` }));
const ids = (list: readonly Item[]) => list.map((i) => i.id);

describe('api/paging: repeats are found by a set of ids', () => {
  const stub = stubSuite();

  it('pages [a,b], [c,a], [d,b,e] of verification templates yield a, b, c, d, e', async () => {
    const pages: Record<string, unknown> = {
      start: { templates: items('a', 'b'), next: 'p2' },
      p2: { templates: items('c', 'a'), next: 'p3' },
      p3: { templates: items('d', 'b', 'e') },
    };
    stub.answer = (url) => ({ body: pages[url.searchParams.get('from') ?? 'start'] });
    const all = await collect(iterateVerificationTemplates(stub.client(), { take: 3 }));
    assert.deepEqual(ids(all), ['a', 'b', 'c', 'd', 'e']);
    assert.equal(stub.requests.length, 3);
  });

  it('after an expired cursor restarts the listing, every item already yielded is skipped', async () => {
    let expired = false;
    stub.answer = (url) => {
      const from = url.searchParams.get('from');
      if (from === 'old') {
        expired = true;
        return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: "The 'from' checkpoint has expired" } };
      }
      if (from === 'new') return { body: { templates: items('b', 'c', 'd') } };
      // the listing changed meanwhile: x was added at the front
      return { body: expired ? { templates: items('x', 'a', 'b'), next: 'new' } : { templates: items('a', 'b'), next: 'old' } };
    };
    const all = await collect(iterateVerificationTemplates(stub.client(), { take: 3 }));
    assert.deepEqual(ids(all), ['a', 'b', 'x', 'c', 'd']);
    assert.deepEqual(stub.requests.map((r) => new URL(r, 'http://x').searchParams.get('from')), [null, 'old', null, 'new']);
  });

  it('offset paging: an item inserted while paging shifts the pages, and each item still comes once', async () => {
    const all = items('a', 'b', 'c', 'd', 'e', 'f');
    stub.answer = (url) => {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('per_page'));
      if (page === 1 && all[0]!.id !== 'new') all.unshift({ id: 'new', name: 'new' }); // page 1 now starts with b
      return { body: { connections: all.slice(page * perPage, (page + 1) * perPage), start: page * perPage, total: all.length } };
    };
    const out = await collect(iterateVaultConnections(stub.client(), { perPage: 2 }));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd', 'e', 'f']);
  });
});

describe('api/paging: iteratePages', () => {
  it('a repeat in the middle of a page is skipped, the items around it are not', async () => {
    const pages: Record<string, Page<Item>> = { start: { items: items('a', 'b'), cursor: 'c1' }, c1: { items: items('c', 'a', 'd'), cursor: 'c2' }, c2: { items: items('e', 'b', 'c', 'f') } };
    const out = await collect(iteratePages(async (c) => pages[c ?? 'start']!));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('items without an id always pass', async () => {
    const out = await collect(iteratePages<Item>(async (c) => (c ? { items: [{ n: 1 }, { id: 'a' }] } : { items: [{ n: 1 }, { id: 'a' }], cursor: 'c' })));
    assert.deepEqual(out, [{ n: 1 }, { id: 'a' }, { n: 1 }]);
  });

  it('a server that cycles through the same pages with new cursors is stopped', async () => {
    let calls = 0;
    const out = await collect(iteratePages(async () => {
      calls++;
      return { items: calls % 2 ? items('a', 'b') : items('c', 'd'), cursor: `fresh-${calls}` };
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c', 'd']);
    assert.equal(calls, 3);
  });

  it('a restart that only brings back items already yielded does not stop the listing before new ones', async () => {
    const seen: (string | undefined)[] = [];
    let restarted = false;
    const out = await collect(iteratePages(async (c) => {
      seen.push(c);
      if (c === 'stale') {
        restarted = true;
        throw new ApiError({ status: 400, serverMessage: 'expired', method: 'GET', path: '/x' });
      }
      if (c === undefined) return { items: items('a', 'b'), cursor: restarted ? 'r1' : 'stale' };
      if (c === 'r1') return { items: items('a', 'b'), cursor: 'r2' };
      return { items: items('c') };
    }));
    assert.deepEqual(ids(out), ['a', 'b', 'c']);
    assert.deepEqual(seen, [undefined, 'stale', undefined, 'r1', 'r2']);
  });
});
