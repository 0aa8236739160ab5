/**
 * Whether a change list can be shown in full in a dialog, and the two sides of the diff it goes to when it cannot
 * (pure, no `vscode`).
 *
 * Decision: a confirmation never shortens a value. A list is shown in a modal only when each value is at most
 * MODAL_MAX_VALUE characters of JSON, there are at most MODAL_MAX_CHANGES changes, and no value holds a line
 * break or a character a dialog does not show (control, zero-width, direction marks); otherwise the change is
 * reviewed in VS Code's diff editor (before ↔ after, multi-line text as its lines, every value in full), which
 * highlights such characters. An object added or removed whole (a create's `options`) is listed leaf by leaf.
 */
import { isPlainObject } from '../../kinds/diff';
import type { PathSegment } from '../../diagnostics/validate';
import { formatPath } from '../../diagnostics/validate';
import { formatChange, fullValue, type Change } from './changeSummary';

export const MODAL_MAX_CHANGES = 25;
export const MODAL_MAX_VALUE = 120;

/** Line breaks, other control characters, and the invisible ones (soft hyphen, zero-width, direction marks, BOM). */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;

/** Every string in a JSON value, keys included. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (isPlainObject(value)) return Object.entries(value).flatMap(([k, v]) => [k, ...stringsOf(v)]);
  return [];
}

/** Whether a value holds a character a dialog would not show; line breaks and tabs too unless `linesShown`. */
export const hasUnshown = (value: unknown, linesShown = false): boolean =>
  stringsOf(value).some((s) => UNSHOWN.test(linesShown ? s.replace(/\r\n|[\n\t]/g, ' ') : s));

function leaves(value: unknown, path: PathSegment[], kind: 'added' | 'removed'): Change[] {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    return Object.entries(value).filter(([, v]) => v !== undefined).flatMap(([k, v]) => leaves(v, [...path, k], kind));
  }
  return [kind === 'added' ? { path, kind, after: value } : { path, kind, before: value }];
}

/** The changes with each object added or removed whole spread into one change per leaf. */
export function leafChanges(changes: readonly Change[]): Change[] {
  return changes.flatMap((c) => (c.kind === 'changed' ? [c] : leaves(c.kind === 'added' ? c.after : c.before, c.path, c.kind)));
}

/** The change list for a modal, one line per leaf change, every value in full; undefined when it does not fit there. */
export function modalChangeList(changes: readonly Change[]): string | undefined {
  const leafs = leafChanges(changes);
  if (leafs.length > MODAL_MAX_CHANGES) return undefined;
  if (leafs.some((c) => hasUnshown(c.path) || hasUnshown(c.before) || hasUnshown(c.after))) return undefined;
  const tooLong = (v: unknown) => v !== undefined && fullValue(v).length > MODAL_MAX_VALUE;
  if (leafs.some((c) => tooLong(c.before) || tooLong(c.after) || formatPath(c.path).length > MODAL_MAX_VALUE)) return undefined;
  return leafs.map(formatChange).join('\n');
}

/** Control characters other than line breaks and tabs, written as escapes so the text keeps one line per line. */
// eslint-disable-next-line no-control-regex
const escapeControls = (text: string) => text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One side of one change: multi-line text as its lines, another value as indented JSON, an absent one said so. */
export function valueLines(value: unknown, absent: string): string[] {
  if (value === undefined) return [absent];
  if (typeof value === 'string' && /[\r\n]/.test(value)) return escapeControls(value).split('\n');
  return (JSON.stringify(value, null, 2) ?? String(value)).split('\n');
}

export interface ReviewSides {
  before: string;
  after: string;
}

/**
 * The two documents of the review diff: for each leaf change a header line naming its path (the same on both sides,
 * so the diff aligns them), then its value before (left) and after (right), in full. `redact` is applied to each
 * side (a secret is never in a review document).
 */
export function reviewSides(changes: readonly Change[], absent: string, redact: (text: string) => string): ReviewSides {
  const before: string[] = [];
  const after: string[] = [];
  for (const change of leafChanges(changes)) {
    const header = `// ${formatPath(change.path) || '(document)'}`;
    before.push(header, ...valueLines(change.before, absent), '');
    after.push(header, ...valueLines(change.after, absent), '');
  }
  return { before: redact(before.join('\n')), after: redact(after.join('\n')) };
}
