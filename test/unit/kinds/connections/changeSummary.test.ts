import assert from 'node:assert/strict';
import { deepEqual, diffValues, formatChange, formatChanges } from '../../../../src/editors/resource/changeSummary';

describe('connection change summary', () => {
  it('lists changed, added and removed fields by path', () => {
    const before = { display_name: 'A', options: { password_history: { size: 5 } }, metadata: { tier: 'gold' }, realms: ['a'] };
    const after = { display_name: 'B', options: { password_history: { size: 10 } }, metadata: { team: 'core' }, realms: ['a', 'b'] };
    assert.deepEqual(diffValues(before, after).map(formatChange), [
      'display_name: "A" → "B"',
      'options.password_history.size: 5 → 10',
      'metadata.tier removed (was "gold")',
      'metadata.team added ("core")',
      'realms: ["a"] → ["a","b"]',
    ]);
  });

  it('finds nothing when only the key order differs', () => {
    assert.deepEqual(diffValues({ a: 1, b: { c: [1, { d: 2 }] } }, { b: { c: [1, { d: 2 }] }, a: 1 }), []);
    assert.ok(deepEqual({ a: [1, 2] }, { a: [1, 2] }));
    assert.ok(!deepEqual({ a: [1, 2] }, { a: [2, 1] }));
    assert.ok(!deepEqual({ a: 1 }, { a: 1, b: null }));
    assert.ok(!deepEqual(null, {}));
  });

  it('quotes keys that are not identifiers and never shortens a value', () => {
    const [change] = diffValues({ metadata: {} }, { metadata: { 'cost center': 'x'.repeat(100) } });
    assert.equal(formatChange(change!), `metadata["cost center"] added ("${'x'.repeat(100)}")`);
  });

  it('reports a whole object added, and type changes as a change', () => {
    assert.deepEqual(diffValues({}, { cross_app_access_requesting_app: { active: true } }).map(formatChange), [
      'cross_app_access_requesting_app added ({"active":true})',
    ]);
    assert.deepEqual(diffValues({ options: { a: 1 } }, { options: null }).map(formatChange), ['options: {"a":1} → null']);
  });

  it('lists every change, however many', () => {
    const before = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    const after = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i + 1]));
    const text = formatChanges(diffValues(before, after));
    assert.equal(text.split('\n').length, 30);
    assert.match(text, /^k29: 29 → 30$/m);
  });
});
