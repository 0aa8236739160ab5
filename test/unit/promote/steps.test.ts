// A copy of several requests (src/kinds/applySteps.ts): they run in order; the first one failing is thrown as it is
// (nothing was applied), a later one as a PartlyAppliedError naming what was applied and what was not.
import assert from 'node:assert/strict';
import { PartlyAppliedError, runSteps } from '../../../src/kinds/applySteps';

const fail = (message: string) => async () => { throw new Error(message); };

describe('promote: runSteps', () => {
  it('runs every step in order and answers the last one\'s result', async () => {
    const ran: string[] = [];
    const answer = await runSteps(['a', 'b', 'c'].map((what) => ({ what, run: async () => { ran.push(what); return what; } })));
    assert.deepEqual(ran, ['a', 'b', 'c']);
    assert.equal(answer, 'c');
  });

  it('a first step failing is thrown as it is, and nothing after it runs', async () => {
    let later = false;
    await assert.rejects(runSteps([{ what: 'a', run: fail('refused') }, { what: 'b', run: async () => { later = true; } }]), (err: Error) => !(err instanceof PartlyAppliedError) && err.message === 'refused');
    assert.equal(later, false);
  });

  it('a later step failing says what was applied, what failed and what was not sent', async () => {
    const steps = [{ what: 'a', run: async () => 1 }, { what: 'b', run: fail('refused') }, { what: 'c', run: async () => 3 }];
    await assert.rejects(runSteps(steps), (err: unknown) => {
      assert.ok(err instanceof PartlyAppliedError);
      assert.deepEqual([err.applied, err.failed, err.notApplied], [['a'], 'b', ['c']]);
      assert.equal((err.cause as Error).message, 'refused');
      assert.equal(err.message, 'Applied: a. Not applied: b; c.');
      return true;
    });
  });
});
