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

  it('records the tenant a path was claimed for with its first text, and keeps it across writes', async () => {
    const m = memento();
    const store = new DraftStore(m);
    const path = '/Local-emulator/event-stream/new.event-stream.json';
    assert.equal(store.inUse(path), false);
    store.claim(path, 'local-emulator');
    assert.equal(store.inUse(path), true, 'claimed before anything is stored: a second draft takes another path');
    assert.equal(store.tenantOf(path), 'local-emulator');
    assert.deepEqual(store.paths(), [], 'a claim is not a stored draft');
    await store.write(path, 'a');
    await store.remember(path, 'ab');
    await store.write(path, 'abc');
    assert.equal((m.data.get(`authTenants.draft:${path}`) as { tenantId?: string }).tenantId, 'local-emulator', 'stored, so a reload still knows it');
    assert.equal(new DraftStore(m).tenantOf(path), 'local-emulator', 'another window (a reload) reads it from the record');
    assert.equal(await store.delete(path), true);
    assert.equal(store.inUse(path), false, 'a deleted draft frees its path');
    assert.equal(store.tenantOf(path), undefined);
  });

  it('leaves a draft stored before without a tenant (its path holds the tenant id)', async () => {
    const m = memento();
    m.data.set('authTenants.draft:/t/ab12cd34/new.event-stream.json', { text: '{}', ctime: 1, mtime: 1, touched: 1 });
    const store = new DraftStore(m);
    assert.equal(store.tenantOf('/t/ab12cd34/new.event-stream.json'), undefined);
    await store.write('/t/ab12cd34/new.event-stream.json', '{"a":1}');
    assert.equal(store.get('/t/ab12cd34/new.event-stream.json')?.tenantId, undefined);
    assert.equal(store.get('/t/ab12cd34/new.event-stream.json')?.text, '{"a":1}');
  });
});
