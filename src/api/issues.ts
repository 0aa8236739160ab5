/**
 * Readable messages for zod issues. zod/mini ships no locale (every message is "Invalid input"), so this turns
 * the structured issue into a sentence. Used by InvalidInputError and by editor diagnostics.
 */
import type * as z from 'zod/mini';
import { ownAt } from '../util/own';

export type Issue = z.core.$ZodIssue;

const GENERIC = 'Invalid input';

function describeSize(origin: unknown, bound: unknown, inclusive: boolean | undefined, kind: 'min' | 'max'): string {
  const n = Number(bound);
  const what =
    origin === 'string' ? (n === 1 ? 'character' : 'characters')
    : origin === 'array' || origin === 'set' ? (n === 1 ? 'item' : 'items')
    : origin === 'object' ? (n === 1 ? 'property' : 'properties')
    : '';
  if (what) {
    if (kind === 'min') return `must have at least ${inclusive === false ? n + 1 : n} ${what}`;
    return `must have at most ${inclusive === false ? n - 1 : n} ${what}`;
  }
  const cmp = kind === 'min' ? (inclusive === false ? 'greater than' : 'at least') : inclusive === false ? 'less than' : 'at most';
  return `must be ${cmp} ${n}`;
}

/** Whether the value of an invalid_type issue is missing; undefined when it cannot be told. */
function isMissing(issue: Issue, root: unknown): boolean | undefined {
  if ('input' in issue) return issue.input === undefined;
  if (root === undefined) return undefined;
  return ownAt(root, issue.path) === undefined;
}

/**
 * One issue as a sentence without the path, e.g. "must have at most 50 characters". Pass the validated value
 * as `root` to tell "is required" from "must be a string" (zod does not keep the input in its issues).
 */
export function describeIssue(issue: Issue, root?: unknown): string {
  // Only messages written for a check (refine) are used as they are: the wording of the other codes must not
  // depend on whether some other module loaded a zod locale.
  if (issue.code === 'custom') return issue.message && issue.message !== GENERIC ? issue.message : 'is invalid';
  switch (issue.code) {
    case 'too_small':
      if (issue.exact) return exactly(issue.origin, issue.minimum);
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty';
      return describeSize(issue.origin, issue.minimum, issue.inclusive, 'min');
    case 'too_big':
      if (issue.exact) return exactly(issue.origin, issue.maximum);
      return describeSize(issue.origin, issue.maximum, issue.inclusive, 'max');
    case 'invalid_type':
      return isMissing(issue, root) ? `is required (${article(issue.expected)})` : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `property ${issue.keys.map((k) => `"${k}"`).join(', ')} is not allowed here`;
    case 'invalid_format':
      // A message written for the check ("must be a 12-digit AWS account id") beats "must be a valid regex"; a
      // locale's default for a format always starts with "Invalid".
      return issue.message && !issue.message.startsWith('Invalid') ? issue.message : `must be a valid ${issue.format}`;
    case 'invalid_union':
      return 'does not match any allowed shape';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'is invalid';
  }
}

function exactly(origin: unknown, n: unknown): string {
  return origin === 'string' ? `must be exactly ${Number(n)} characters` : `must have exactly ${Number(n)} items`;
}

function article(type: string): string {
  if (type === 'int') return 'an integer';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

/** Dotted path of an issue, e.g. `options.validation.username.min` or `realms[2]`; empty for the root. */
export function issuePath(issue: Issue): string {
  return issue.path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

/** "name: must have at least 3 characters" */
export function formatIssue(issue: Issue, root?: unknown): string {
  const path = issuePath(issue);
  return path ? `${path}: ${describeIssue(issue, root)}` : capitalize(describeIssue(issue, root));
}

export function formatIssues(issues: readonly Issue[], root?: unknown): string {
  return issues.map((issue) => formatIssue(issue, root)).join('; ');
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
