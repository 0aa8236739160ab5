import assert from 'node:assert/strict';
import { cleanLabel, cleanLines } from '../../../src/util/text';

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
  it('takes the $ off $(icon) syntax, so a quick pick or a confirmation never draws a tenant\'s text as an icon', () => {
    assert.equal(cleanLabel('$(alert) $(gear) ${env:HOME} $$(x)'), '(alert) (gear) ${env:HOME} (x)');
  });
  it('cleanLines keeps the lines and cleans each', () => {
    assert.equal(cleanLines('Delete \u202eevil\u202c?\nTenant: $(warning) prod\u2028x'), 'Delete  evil ?\nTenant: (warning) prod x');
  });
  it('keeps markup as plain text (the tree never renders it)', () => {
    assert.equal(cleanLabel('<img src=x onerror=alert(1)>'), '<img src=x onerror=alert(1)>');
  });
});
