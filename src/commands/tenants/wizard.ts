import * as vscode from 'vscode';
import { isGoBack } from '../../ui/prompts';

/** What a step is told when it runs: its title ("Add Tenant (2/5)"), whether Back is possible, and the problem to show. */
export interface StepContext {
  title: string;
  back: boolean;
  /** Why the wizard came back to this step (a failed check of a later step), shown on the kept value. */
  problem?: string;
}

export interface Step<S> {
  readonly id: string;
  /** A check that asks nothing (reachability, credentials): not counted, and skipped when going back. */
  readonly check?: boolean;
  /** Not counted in "i/N" (the choice that decides which steps follow). */
  readonly uncounted?: boolean;
  /** Stores its answer in `state`. Returns the id of an earlier step to return to (with a problem), or nothing. */
  run(state: S, ctx: StepContext): Promise<{ back: string; problem: string } | void>;
}

/**
 * Runs a multi-step input. The steps are recomputed after every step (an answer may decide which follow), the
 * counted steps are numbered "i/N" with N fixed for the current answers, Back returns to the previous question
 * with its answer kept, and a failed check returns to the step at fault with every value kept.
 */
export async function runSteps<S>(state: S, steps: (state: S) => Step<S>[], title: (n: number, total: number) => string, plainTitle: string): Promise<void> {
  const history: string[] = [];
  const problems = new Map<string, string>();
  let id: string | undefined = steps(state)[0]?.id;
  while (id !== undefined) {
    const list = steps(state);
    const index = list.findIndex((s) => s.id === id);
    const step = list[index];
    if (!step) throw new Error(`Unknown step ${id}`);
    const counted = list.filter((s) => !s.check && !s.uncounted);
    const n = counted.indexOf(step) + 1;
    const problem = problems.get(step.id);
    problems.delete(step.id);
    try {
      const result = await step.run(state, { title: n > 0 ? title(n, counted.length) : plainTitle, back: history.length > 0, ...(problem ? { problem } : {}) });
      if (result) {
        problems.set(result.back, result.problem);
        const at = history.lastIndexOf(result.back);
        history.splice(at < 0 ? history.length : at);
        id = result.back;
        continue;
      }
      if (!step.check) history.push(step.id);
      // The answer may have changed the steps that follow (a method with or without a username): take them anew.
      const next = steps(state);
      id = next[next.findIndex((s) => s.id === step.id) + 1]?.id;
    } catch (err) {
      if (!isGoBack(err) || history.length === 0) throw err;
      id = history.pop();
    }
  }
}

/** Validation that also shows a returned-to step's problem as a warning while the kept value is unchanged. */
export function withProblem(
  validate: (v: string) => string | undefined,
  kept: string | undefined,
  problem: string | undefined,
): (v: string) => string | vscode.InputBoxValidationMessage | undefined {
  return (v) => validate(v) ?? (problem && v === kept ? { message: problem, severity: vscode.InputBoxValidationSeverity.Warning } : undefined);
}
