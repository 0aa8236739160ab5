/**
 * Problems the tenant reported on the last submit (409 duplicate subject_token_type, 400 bad action…),
 * shown on the field they are about for as long as that field keeps the value that was sent.
 */
import { valueAt } from '../../kinds/diff';
import type { CheckContext, PathSegment, Problem } from '../../diagnostics/validate';

export interface ServerProblem {
  path: PathSegment[];
  message: string;
  /** The value at `path` when it was sent: once the user changes it, the problem goes away. */
  value: unknown;
}

export { valueAt };

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export class ServerProblems {
  private readonly byKey = new Map<string, ServerProblem[]>();

  set(key: string, problems: ServerProblem[]): void {
    if (problems.length) this.byKey.set(key, problems);
    else this.byKey.delete(key);
  }

  clear(key: string): void {
    this.byKey.delete(key);
  }

  /** Extra checks for `validate`: the stored problems whose field still has the value that was sent. */
  checks(key: string): (value: unknown, ctx: CheckContext) => Problem[] {
    return (value, ctx) => (this.byKey.get(key) ?? [])
      .filter((p) => same(valueAt(value, p.path), p.value))
      .map((p) => ({ range: ctx.rangeOf(p.path), message: p.message, severity: 'error', path: p.path, code: 'server' }));
  }
}

/** Problems from the tenant (code `server`) are shown but do not block a retry. */
export const isLocalError = (p: Problem): boolean => p.severity === 'error' && p.code !== 'server';
