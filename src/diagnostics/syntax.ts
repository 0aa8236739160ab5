import { createScanner, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { OffsetProblem } from './problem';

/** Error kinds (jsonc-parser's `ParseErrorCode` is an ambient const enum, so go by name). */
type Kind = ReturnType<typeof printParseErrorCode>;

const MAX_SYNTAX_PROBLEMS = 100;
const COMMA_TOKEN = 5; // SyntaxKind.CommaToken
const EOF_TOKEN = 17; // SyntaxKind.EOF
const ESCAPABLE = '"\\/bfnrt';
const CONTROL_ESCAPES: Record<number, string> = { 8: '\\b', 9: '\\t', 10: '\\n', 12: '\\f', 13: '\\r' };

interface SyntaxResult {
  problems: OffsetProblem[];
  /** True when an error other than a comment or a trailing comma leaves the tree unreliable. */
  fatal: boolean;
}

/**
 * Turns jsonc-parser errors into problems with plain-English messages. Cascades are collapsed:
 * one problem per offset, and the follow-up errors that jsonc-parser reports after an unknown
 * symbol or a missing property name are dropped.
 */
export function syntaxProblems(text: string, errors: readonly ParseError[]): SyntaxResult {
  const problems: OffsetProblem[] = [];
  if (errors.length === 0) return { problems, fatal: false };
  const kinds = errors.map((e) => printParseErrorCode(e.error));
  const trailing = trailingCommas(text, errors, kinds);
  let fatal = false;
  let lastStart = -1;
  for (let i = 0; i < errors.length && problems.length < MAX_SYNTAX_PROBLEMS; i++) {
    const error = errors[i];
    const kind = kinds[i];
    const previous = i > 0 ? kinds[i - 1] : undefined;
    // parseObject always follows a failed property name with ValueExpected: a cascade.
    if (kind === 'ValueExpected' && previous === 'PropertyNameExpected') continue;
    // The error right after an unknown symbol (`{a: 1}`, `tru`) is a consequence of it.
    if (previous === 'InvalidSymbol' && followsDirectly(text, errors[i - 1], error)) {
      if (kind === 'PropertyNameExpected' || kind === 'ValueExpected' || kind === 'ColonExpected') continue;
    }
    const commaAt = trailing.get(i);
    const problem =
      commaAt !== undefined
        ? { start: commaAt, end: commaAt + 1, code: 'trailing_comma', message: 'Trailing commas are not allowed in JSON sent to the server: remove this comma' }
        : describe(text, error, kind, kinds[i + 1], errors[i + 1]);
    if (problem.code !== 'comment' && problem.code !== 'trailing_comma') fatal = true;
    if (problem.start === lastStart) continue;
    lastStart = problem.start;
    problems.push({ ...problem, path: [] });
  }
  return { problems, fatal };
}

function followsDirectly(text: string, first: ParseError, next: ParseError): boolean {
  const end = first.offset + first.length;
  return next.offset >= end && text.slice(end, next.offset).trim() === '';
}

type Described = Omit<OffsetProblem, 'path'>;

function describe(text: string, error: ParseError, kind: Kind, nextKind: Kind | undefined, next: ParseError | undefined): Described {
  const start = error.offset;
  const end = error.offset + error.length;
  const at = (message: string, code = 'syntax', s = start, e = end): Described => ({ start: s, end: e, message, code });
  const atEof = start >= text.length;
  const token = text.slice(start, end);
  const ch = text.charAt(start);
  switch (kind) {
    case 'InvalidCommentToken':
      return at('Comments are not allowed in JSON sent to the server: remove this comment', 'comment');
    case 'InvalidSymbol': {
      const keyPosition = nextKind === 'PropertyNameExpected' && next !== undefined && followsDirectly(text, error, next);
      const bare = token.replace(/^'|'$/g, '');
      if (keyPosition) return at(`Property keys must be double-quoted: write ${JSON.stringify(bare)}`);
      if (ch === "'") return at(`Strings must be double-quoted: write ${JSON.stringify(bare)}`);
      return at(`Unexpected ${JSON.stringify(token)}: expected a string in double quotes, a number, true, false, null, an object or an array`);
    }
    case 'PropertyNameExpected':
      if (atEof) return at('Unexpected end of file: expected a property name');
      if (ch === ',') return at('Unexpected comma: expected a property name in double quotes');
      return at('Property keys must be double-quoted strings');
    case 'ValueExpected':
      if (text.trim() === '') return at('The document is empty: expected a JSON value', 'empty_document', 0, 0);
      if (atEof) return at('Unexpected end of file: expected a value');
      if (ch === ',') return at('Unexpected comma: expected a value');
      return at('Expected a value: a string in double quotes, a number, true, false, null, an object or an array');
    case 'ColonExpected':
      return at('Expected a colon (:) after the property key');
    case 'CommaExpected':
      // A `}` can only be unexpected inside an array, a `]` inside an object: the closing character is missing.
      if (ch === '}') return at('Expected a closing bracket ] before this: the array is not closed');
      if (ch === ']') return at('Expected a closing brace } before this: the object is not closed');
      return at('Expected a comma (,) before this');
    case 'CloseBraceExpected':
      return at(atEof ? 'Unexpected end of file: expected a closing brace }' : 'Expected a closing brace }');
    case 'CloseBracketExpected':
      return at(atEof ? 'Unexpected end of file: expected a closing bracket ]' : 'Expected a closing bracket ]');
    case 'EndOfFileExpected':
      return at('Unexpected content after the end of the JSON value: a document holds exactly one value');
    case 'UnexpectedEndOfString':
      return at('Unterminated string: add the closing double quote (write line breaks inside strings as \\n)');
    case 'UnexpectedEndOfNumber':
      return at(`Incomplete number ${JSON.stringify(token)}: digits must follow the decimal point or exponent`);
    case 'InvalidNumberFormat':
      return at(`Invalid number ${JSON.stringify(token)}`);
    case 'UnexpectedEndOfComment':
      return at('Unterminated comment: comments are not allowed in JSON sent to the server', 'comment');
    case 'InvalidUnicode': {
      const e = findBadEscape(text, start, end, true);
      return at('Invalid unicode escape: \\u must be followed by exactly 4 hexadecimal digits', 'syntax', e?.[0] ?? start, e?.[1] ?? end);
    }
    case 'InvalidEscapeCharacter': {
      const e = findBadEscape(text, start, end, false);
      const seq = e ? text.slice(e[0], e[1]) : token;
      return at(`Invalid escape sequence ${seq}: use \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX`, 'syntax', e?.[0] ?? start, e?.[1] ?? end);
    }
    case 'InvalidCharacter': {
      let i = start + 1;
      while (i < end && text.charCodeAt(i) >= 0x20) i += text.charCodeAt(i) === 92 ? 2 : 1;
      if (i >= end) return at('Control characters are not allowed in strings: escape them');
      const code = text.charCodeAt(i);
      const escape = CONTROL_ESCAPES[code] ?? `\\u${code.toString(16).padStart(4, '0')}`;
      return at(`Control characters are not allowed in strings: write ${escape} instead`, 'syntax', i, i + 1);
    }
    default:
      return at(`Invalid JSON (${kind})`);
  }
}

/** Range of the first bad escape in the string token [start, end): `\x` or a short `\u12`. */
function findBadEscape(text: string, start: number, end: number, unicode: boolean): [number, number] | undefined {
  for (let i = start + 1; i < end; i++) {
    if (text.charCodeAt(i) !== 92) continue;
    const next = text.charAt(i + 1);
    if (next === 'u') {
      let n = 0;
      while (n < 4 && /[0-9a-fA-F]/.test(text.charAt(i + 2 + n))) n++;
      if (n < 4 && unicode) return [i, i + 2 + n];
      i += 1 + n;
    } else if (ESCAPABLE.includes(next) && next !== '') {
      i++;
    } else if (!unicode) {
      return [i, Math.min(i + 2, end)];
    } else i++;
  }
  return undefined;
}

/**
 * Errors that are really a trailing comma (`[1,]`, `{"a":1,}`): a missing value or property name
 * reported on a closing bracket whose previous token is a comma. Maps error index → comma offset.
 * One scanner pass over the text, only when such a candidate exists.
 */
function trailingCommas(text: string, errors: readonly ParseError[], kinds: readonly Kind[]): Map<number, number> {
  const found = new Map<number, number>();
  const candidates: number[] = [];
  for (let i = 0; i < errors.length; i++) {
    const ch = text.charAt(errors[i].offset);
    if ((kinds[i] === 'ValueExpected' || kinds[i] === 'PropertyNameExpected') && (ch === '}' || ch === ']')) candidates.push(i);
  }
  if (candidates.length === 0) return found;
  const scanner = createScanner(text, true);
  let previousToken = -1;
  let previousOffset = -1;
  let c = 0;
  for (let token = scanner.scan(); c < candidates.length; token = scanner.scan()) {
    const offset = scanner.getTokenOffset();
    while (c < candidates.length && errors[candidates[c]].offset <= offset) {
      if (errors[candidates[c]].offset === offset && previousToken === COMMA_TOKEN) found.set(candidates[c], previousOffset);
      c++;
    }
    if (token === EOF_TOKEN) break;
    previousToken = token;
    previousOffset = offset;
  }
  return found;
}
