import assert from 'node:assert/strict';
import { mergeEdits } from '../../../../src/editors/resource/mergeEdits';

const base = {
  display_name: 'Email',
  show_as_button: false,
  options: { password_history: { enable: true, size: 5 }, brute_force_protection: true },
  metadata: { owner: 'identity' },
};

describe('merging edits with a server change', () => {
  it('keeps the server\'s other changes and applies mine, deep inside options too', () => {
    const mine = { ...base, display_name: 'Mine', options: { ...base.options, password_history: { enable: true, size: 10 } } };
    const theirs = { ...base, show_as_button: true, options: { ...base.options, brute_force_protection: false } };
    assert.deepEqual(mergeEdits(base, mine, theirs), {
      display_name: 'Mine',
      show_as_button: true,
      options: { password_history: { enable: true, size: 10 }, brute_force_protection: false },
      metadata: { owner: 'identity' },
    });
  });

  it('applies my additions and removals', () => {
    const mine = { ...base, metadata: { team: 'core' } };
    const theirs = { ...base, display_name: 'Theirs' };
    assert.deepEqual(mergeEdits(base, mine, theirs), { ...base, display_name: 'Theirs', metadata: { team: 'core' } });
  });

  it('refuses when both sides changed the same value differently, or one changed a parent of the other\'s change', () => {
    assert.equal(mergeEdits(base, { ...base, display_name: 'Mine' }, { ...base, display_name: 'Theirs' }), undefined);
    assert.equal(mergeEdits(base, { ...base, options: { ...base.options, password_history: { enable: true, size: 10 } } }, { ...base, options: { brute_force_protection: true } }), undefined);
  });

  it('accepts the same change on both sides', () => {
    assert.deepEqual(mergeEdits(base, { ...base, display_name: 'Same', show_as_button: true }, { ...base, display_name: 'Same' }), { ...base, display_name: 'Same', show_as_button: true });
  });

  it('offers nothing when one side has no change', () => {
    assert.equal(mergeEdits(base, base, { ...base, display_name: 'Theirs' }), undefined);
  });
});
