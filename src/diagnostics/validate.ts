/**
 * Pure diagnostics for the JSON documents the extension sends to the Management API: strict JSON
 * syntax, duplicate keys, size, and a zod schema, each problem on the exact key or value it is
 * about. No `vscode` import: positions are 0-based line/character in UTF-16 code units, so they map
 * one to one onto `vscode.Range`.
 */
import { parseTree, type Node, type ParseError, type ParseOptions } from 'jsonc-parser';
import * as z from 'zod/mini';
import { issueProblems } from './issues';
import { DEFAULT_MESSAGE } from './messages';
import { lineStarts, offsetToPosition, type Range } from './positions';
import type { OffsetProblem, PathSegment, Problem } from './problem';
import { syntaxProblems } from './syntax';
import { buildValue, duplicateProblems, spanOfPath, type Target } from './tree';

export type { Range } from './positions';
export type { PathSegment, Problem } from './problem';
export { formatPath, quote } from './problem';
export { lineStarts, offsetToPosition } from './positions';

const DEFAULT_MAX_BYTES = 1_000_000;

export interface CheckContext {
  /**
   * Range of the value (default) or of the property key at `path`. A path that does not exist
   * resolves like a missing property: the nearest enclosing property key, or the root's `{`.
   */
  rangeOf(path: PathSegment[], what?: Target): Range;
}

export interface ValidateOptions {
  /** Largest accepted document in UTF-8 bytes (default 1 000 000, the Management API's limit). */
  maxBytes?: number;
  /**
   * Semantic checks run on the parsed value (whether or not the schema accepted it) when the
   * document is syntactically sound, e.g. "this action is not deployed".
   */
  extraChecks?: (value: unknown, ctx: CheckContext) => Problem[];
}

const PARSE_OPTIONS: ParseOptions = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };
const PARSE_CONTEXT = { reportInput: true, error: () => DEFAULT_MESSAGE } as const;

/** All problems in `text` checked against `schema`, sorted by position. `[]` when the document is fine. */
export function validate(text: string, schema: z.core.$ZodType, options: ValidateOptions = {}): Problem[] {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const tooLarge = sizeProblem(text, maxBytes);
  if (tooLarge !== undefined) return toProblems(text, [tooLarge], []);

  const errors: ParseError[] = [];
  const duplicates: Node[] = [];
  let root: Node | undefined;
  let value: unknown;
  try {
    root = parseTree(text, errors, PARSE_OPTIONS);
    if (root !== undefined) value = buildValue(root, duplicates);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const message = 'The document is nested too deeply to be checked';
    return toProblems(text, [{ start: 0, end: Math.min(1, text.length), message, path: [], code: 'too_deep' }], []);
  }

  const syntax = syntaxProblems(text, errors);
  const problems = syntax.problems;
  if (duplicates.length > 0) problems.push(...duplicateProblems(duplicates));
  if (syntax.fatal || root === undefined) return toProblems(text, problems, []);

  const result = z.safeParse(schema, value, PARSE_CONTEXT);
  if (!result.success) problems.push(...issueProblems(result.error.issues, root));

  let extra: Problem[] = [];
  if (options.extraChecks !== undefined) {
    let starts: number[] | undefined;
    const tree = root;
    extra = options.extraChecks(value, {
      rangeOf(path, what = 'value') {
        starts ??= lineStarts(text);
        const [start, end] = spanOfPath(tree, path, what);
        return { start: offsetToPosition(starts, start), end: offsetToPosition(starts, end) };
      },
    });
  }
  return toProblems(text, problems, extra);
}

function sizeProblem(text: string, maxBytes: number): OffsetProblem | undefined {
  // A UTF-16 code unit is 1 to 3 UTF-8 bytes (a surrogate pair 4 for 2 units): count only when in doubt.
  if (text.length * 3 <= maxBytes) return undefined;
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= maxBytes) return undefined;
  const message = `Document is ${formatBytes(bytes, true)}; the Management API accepts at most ${formatBytes(maxBytes, false)}`;
  return { start: 0, end: Math.min(1, text.length), message, path: [], code: 'document_too_large' };
}

function formatBytes(bytes: number, roundUp: boolean): string {
  if (bytes >= 1_000_000 && bytes % 1_000_000 === 0) return `${bytes / 1_000_000} MB`;
  if (bytes >= 10_000 || (bytes >= 1000 && bytes % 1000 === 0)) return `${roundUp ? Math.ceil(bytes / 1000) : Math.floor(bytes / 1000)} KB`;
  return `${bytes} bytes`;
}

function toProblems(text: string, problems: OffsetProblem[], extra: Problem[]): Problem[] {
  if (problems.length === 0) return extra.length === 0 ? extra : extra.slice().sort(byPosition);
  const starts = lineStarts(text);
  const out: Problem[] = problems
    .sort((a, b) => a.start - b.start || a.end - b.end)
    .map((p) => ({
      range: { start: offsetToPosition(starts, p.start), end: offsetToPosition(starts, p.end) },
      message: p.message,
      severity: 'error',
      path: p.path,
      code: p.code,
    }));
  return extra.length === 0 ? out : out.concat(extra).sort(byPosition);
}

function byPosition(a: Problem, b: Problem): number {
  return a.range.start.line - b.range.start.line || a.range.start.character - b.range.start.character;
}
