import assert from 'node:assert/strict';
import { Steps } from '../../../src/ui/steps';

describe('Steps', () => {
  it('numbers steps and shows the total, which may shrink once a choice is made', () => {
    const steps = new Steps((n, total) => `Add (${n}/${total})`, 7);
    assert.equal(steps.next(), 'Add (1/7)');
    assert.equal(steps.next(), 'Add (2/7)');
    steps.total = 6;
    assert.deepEqual([steps.next(), steps.next(), steps.next(), steps.next()], ['Add (3/6)', 'Add (4/6)', 'Add (5/6)', 'Add (6/6)']);
  });
  it('never shows a step number above the total', () => {
    const steps = new Steps((n, total) => `${n}/${total}`, 1);
    steps.next();
    assert.equal(steps.next(), '2/2');
  });
});
