/**
 * An action's code checked for syntax errors before it is sent (pure Node, no `vscode`): compiled — never run — by
 * the JavaScript engine itself as the CommonJS module the service runs it as. The first error and its line, or undefined.
 */
import { compileFunction } from 'node:vm';

export function codeSyntaxError(code: string): { message: string; line: number } | undefined {
  try {
    compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename: 'action.js' });
    return undefined;
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    const line = Number(/^action\.js:(\d+)/.exec(err.stack ?? '')?.[1] ?? 1);
    return { message: err.message, line };
  }
}
