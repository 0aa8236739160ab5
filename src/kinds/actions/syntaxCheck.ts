/**
 * An action's syntax error as a line and a message (pure, no `vscode`): the code editor's own parse (codeCheck.ts,
 * acorn), for what refuses code before it is sent outside the editor — the agent tool's update and Apply of an
 * exported `.js`. Undefined when the code parses (nothing is run).
 */
import { parseCode } from './codeCheck';

export function codeSyntaxError(code: string): { message: string; line: number } | undefined {
  const parsed = parseCode(code);
  if (!('problem' in parsed)) return undefined;
  return { message: parsed.problem.message.replace(/^Syntax error: /, '').replace(/\.$/, ''), line: parsed.problem.range.start.line + 1 };
}
