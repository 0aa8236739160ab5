import assert from 'node:assert/strict';
import { cleanLabel } from '../../../src/util/text';

describe('cleanLabel', () => {
  it('flattens control and bidi characters', () => {
    assert.equal(cleanLabel('evil\u0000name\n\u202eoverride\u2066'), 'evil name override');
  });
  it('truncates long values with an ellipsis', () => {
    const out = cleanLabel('x'.repeat(500), 10);
    assert.equal(out.length, 10);
    assert.ok(out.endsWith('…'));
  });
  it('shows non-string values as JSON and empty ones as empty', () => {
    assert.equal(cleanLabel({ a: 1 }), '{"a":1}');
    assert.equal(cleanLabel(undefined), '');
    assert.equal(cleanLabel(null), '');
  });
  it('keeps markup as plain text (the tree never renders it)', () => {
    assert.equal(cleanLabel('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
  });
});
