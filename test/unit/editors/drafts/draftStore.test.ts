import assert from 'node:assert/strict';
import { DraftStore, type MementoLike } from '../../../../src/editors/drafts/draftStore';

function memento(): MementoLike & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return {
    data,
    keys: () => [...data.keys()],
    get: <T>(k: string) => data.get(k) as T | undefined,
    update: async (k: string, v: unknown) => void (v === undefined ? data.delete(k) : data.set(k, v)),
  };
}

describe('draft store', () => {
  it('keeps unsaved text without moving mtime, and saves with a newer mtime', async () => {
    let now = 1000;
    const m = memento();
    const store = new DraftStore(m, () => now);
    const first = await store.write('/t/d/new.token-exchange-profile.json', 'a');
    now = 2000;
    await store.remember('/t/d/new.token-exchange-profile.json', 'ab');
    assert.equal(store.get('/t/d/new.token-exchange-profile.json')?.text, 'ab');
    assert.equal(store.get('/t/d/new.token-exchange-profile.json')?.mtime, first.mtime);
    const saved = await store.write('/t/d/new.token-exchange-profile.json', 'abc');
    assert.ok(saved.mtime > first.mtime);
    assert.equal(saved.ctime, first.ctime);
    assert.deepEqual(store.paths(), ['/t/d/new.token-exchange-profile.json']);
    assert.deepEqual([...m.data.keys()], ['authTenants.draft:/t/d/new.token-exchange-profile.json']);
  });

  it('does not bring back a deleted draft', async () => {
    const store = new DraftStore(memento());
    await store.write('/p', 'x');
    assert.equal(await store.delete('/p'), true);
    await store.remember('/p', 'late keystroke');
    assert.equal(store.get('/p'), undefined);
    assert.equal(await store.delete('/p'), false);
  });

  it('prunes abandoned drafts that are not kept', async () => {
    let now = 0;
    const store = new DraftStore(memento(), () => now);
    await store.write('/old', 'x');
    await store.write('/open', 'x');
    now = 10_000;
    await store.write('/new', 'x');
    assert.deepEqual(await store.prune(5_000, (p) => p === '/open'), ['/old']);
    assert.deepEqual(store.paths().sort(), ['/new', '/open']);
  });
});
