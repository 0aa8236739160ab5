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
  /** Its answer decides which steps follow: until it is answered, steps are numbered without a total ("step i"). */
  readonly decides?: boolean;
  /** Stores its answer in `state`. Returns the id of an earlier step to return to (with a problem), or nothing. */
  run(state: S, ctx: StepContext): Promise<{ back: string; problem: string } | void>;
}

/**
 * Runs a multi-step input. The steps are recomputed after every step (an answer may decide which follow), the
 * counted steps are numbered "i/N" once no step still to answer `decides` (so N never changes on the way; before
 * that, `untotalled` numbers them), Back returns to the previous question with its answer kept, and a failed check
 * returns to the step at fault with every value kept.
 */
export async function runSteps<S>(
  state: S,
  steps: (state: S) => Step<S>[],
  title: (n: number, total: number) => string,
  plainTitle: string,
  untotalled: (n: number) => string = (n) => title(n, n),
): Promise<void> {
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
    const settled = !list.slice(index).some((s) => s.decides);
    const problem = problems.get(step.id);
    problems.delete(step.id);
    try {
      const result = await step.run(state, { title: n === 0 ? plainTitle : settled ? title(n, counted.length) : untotalled(n), back: history.length > 0, ...(problem ? { problem } : {}) });
      if (result) {
        problems.set(result.back, result.problem);
        const at = history.lastIndexOf(result.back);
        history.splice(at < 0 ? history.length : at);
        id = result.back;
        continue;
      }
      if (!step.check) history.push(step.id);
      // The answer may change which steps follow (e.g. a method that needs no username): the list after it.
      const next = steps(state);
      const at = next.findIndex((s) => s.id === step.id);
      id = at >= 0 ? next[at + 1]?.id : list[index + 1]?.id;
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
