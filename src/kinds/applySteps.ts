/**
 * An apply that needs more than one request (a resource created or updated, then what goes with it enabled; a
 * kind whose parts each have their own PUT): the requests run one after another; the first failure stops the run,
 * and the error says what was applied and what was not (pure, no `vscode`).
 */

/** One request of a run: what it applies, for messages (`the enabled message types`), and the request. */
export interface ApplyStep {
  what: string;
  run(): Promise<unknown>;
}

/** A run stopped part way: `applied` reached the tenant, `failed` and `notApplied` did not. */
export class PartlyAppliedError extends Error {
  constructor(
    readonly applied: readonly string[],
    readonly failed: string,
    readonly notApplied: readonly string[],
    override readonly cause: unknown,
  ) {
    super(`Applied: ${applied.join('; ')}. Not applied: ${[failed, ...notApplied].join('; ')}.`);
    this.name = 'PartlyAppliedError';
  }
}

/**
 * Runs the steps in order; the last step's answer is returned. A failure of the first step is thrown as it is
 * (nothing was applied); a later one as a PartlyAppliedError.
 */
export async function runSteps(steps: readonly ApplyStep[]): Promise<unknown> {
  let answer: unknown;
  for (const [i, step] of steps.entries()) {
    try {
      answer = await step.run();
    } catch (err) {
      if (i === 0) throw err;
      throw new PartlyAppliedError(steps.slice(0, i).map((s) => s.what), step.what, steps.slice(i + 1).map((s) => s.what), err);
    }
  }
  return answer;
}
