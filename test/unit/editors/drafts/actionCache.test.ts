import assert from 'node:assert/strict';
import { ActionCache } from '../../../../src/editors/drafts/actionCache';
import type { ActionInfo } from '../../../../src/kinds/tokenExchangeProfiles/draft';

const A: ActionInfo = { id: 'a', name: 'A', deployed: true, triggers: ['custom-token-exchange'] };

describe('action cache', () => {
  it('loads once per draft, notifies, and reloads on demand', async () => {
    let calls = 0;
    const loaded: string[] = [];
    const cache = new ActionCache(async () => (++calls, [A]), (k) => loaded.push(k));
    assert.equal(cache.get('d1', 't'), undefined);
    assert.equal(cache.get('d1', 't'), undefined);
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(cache.get('d1', 't'), [A]);
    assert.equal(calls, 1);
    assert.deepEqual(loaded, ['d1']);
    await cache.reload('d1', 't');
    assert.equal(calls, 2);
  });

  it('remembers a failure instead of retrying on every keystroke', async () => {
    let calls = 0;
    const cache = new ActionCache(async () => {
      calls++;
      throw new Error('403');
    });
    cache.get('d', 't');
    await new Promise((r) => setImmediate(r));
    assert.equal(cache.get('d', 't'), undefined);
    assert.equal(calls, 1);
    assert.match(String(cache.error('d')), /403/);
  });

  it('uses primed actions without a request', () => {
    const cache = new ActionCache(async () => assert.fail('no request'));
    cache.prime('d', [A]);
    assert.deepEqual(cache.get('d', 't'), [A]);
  });
  it('a failed first load replaces what an earlier draft of the same key had: no actions, the error, no request', () => {
    const cache = new ActionCache(async () => assert.fail('no request'));
    cache.prime('d', [A]);
    cache.fail('d', new Error('403'));
    assert.equal(cache.get('d', 't'), undefined);
    assert.match(String(cache.error('d')), /403/);
  });
});
