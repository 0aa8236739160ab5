/**
 * The checks of an action's code before anything is sent (pure, no `vscode`; loaded on first use, never at
 * activation): a syntax error, as the service's Node runtime would refuse it, parsed by acorn (CommonJS: a script,
 * the newest syntax), on its line and column; and a warning when the code does not export the handler a trigger it
 * supports calls (`exports.onExecutePostLogin = async (event, api) => {}`).
 */
import { parse, type Node } from 'acorn';
import { lineStarts, offsetToPosition, type Problem } from '../../diagnostics/validate';
import { triggerInfo } from './triggers';

/** An acorn error: its message ends in "(line:column)", its `pos` is the offset. */
interface AcornError extends SyntaxError {
  pos?: number;
  loc?: { line: number; column: number };
}

type AnyNode = Node & Record<string, unknown>;

/** The syntax tree, or the one syntax error (acorn stops at the first). */
export function parseCode(text: string): { ast: AnyNode } | { problem: Problem } {
  try {
    return { ast: parse(text, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, allowAwaitOutsideFunction: false }) as unknown as AnyNode };
  } catch (err) {
    const e = err as AcornError;
    const starts = lineStarts(text);
    const offset = Math.min(e.pos ?? 0, text.length);
    const start = offsetToPosition(starts, offset);
    const end = offsetToPosition(starts, Math.min(offset + 1, text.length));
    const message = `Syntax error: ${String(e.message).replace(/\s*\(\d+:\d+\)$/, '')}.`;
    return { problem: { range: { start, end: end.line === start.line ? end : start }, message, severity: 'error', path: [], code: 'syntax' } };
  }
}

const isNamed = (node: unknown, name: string): boolean => !!node && typeof node === 'object' && (node as AnyNode).type === 'Identifier' && (node as AnyNode).name === name;

const propertyName = (node: AnyNode): string | undefined => {
  const key = (node.property ?? node.key) as AnyNode | undefined;
  if (!key) return undefined;
  if (key.type === 'Identifier' && !node.computed) return key.name as string;
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

/** `exports` or `module.exports`. */
const isExports = (node: AnyNode): boolean =>
  isNamed(node, 'exports') || (node.type === 'MemberExpression' && isNamed(node.object, 'module') && propertyName(node) === 'exports');

/** The names the code exports at its top level: `exports.x = …`, `module.exports.x = …`, `module.exports = { x, … }`. */
export function exportedNames(ast: AnyNode): Set<string> {
  const names = new Set<string>();
  for (const statement of (ast.body as AnyNode[]) ?? []) {
    if (statement.type !== 'ExpressionStatement') continue;
    let expr = statement.expression as AnyNode;
    // `exports.a = exports.b = …` chains.
    while (expr?.type === 'AssignmentExpression') {
      const left = expr.left as AnyNode;
      if (left.type === 'MemberExpression' && isExports(left.object as AnyNode)) {
        const name = propertyName(left);
        if (name) names.add(name);
      } else if (isExports(left) && (expr.right as AnyNode).type === 'ObjectExpression') {
        for (const p of ((expr.right as AnyNode).properties as AnyNode[])) {
          const name = p.type === 'Property' ? propertyName(p) : undefined;
          if (name) names.add(name);
        }
      }
      expr = expr.right as AnyNode;
    }
  }
  return names;
}

/** Warnings for each supported trigger whose handler the code does not export (at the first line). */
export function handlerProblems(text: string, ast: AnyNode, triggers: readonly string[]): Problem[] {
  const names = exportedNames(ast);
  const first = text.search(/\S/);
  const starts = lineStarts(text);
  const at = offsetToPosition(starts, Math.max(first, 0));
  const range = { start: at, end: offsetToPosition(starts, Math.max(first, 0) + (first >= 0 ? 1 : 0)) };
  return triggers.flatMap((trigger) => {
    const handler = triggerInfo(trigger)?.handlers[0];
    if (!handler || names.has(handler)) return [];
    return [{
      range,
      message: `The trigger ${trigger} calls exports.${handler}, which this code does not define: add \`exports.${handler} = async (event, api) => { … };\`.`,
      severity: 'warning' as const,
      path: [],
      code: 'missing_handler',
    }];
  });
}

/** Every problem of an action's code: its syntax error, else a warning per trigger whose handler is missing. */
export function codeProblems(text: string, triggers: readonly string[]): Problem[] {
  const parsed = parseCode(text);
  if ('problem' in parsed) return [parsed.problem];
  return handlerProblems(text, parsed.ast, triggers);
}
