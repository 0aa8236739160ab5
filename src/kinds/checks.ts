/**
 * Diagnostics of a resource document, for any kind (pure, no `vscode`): the kind's document schema, the rules that
 * depend on the token (a field it cannot read or change), values shown but not changeable here, the kind's own
 * checks, plus the server's 400 message mapped to the property it names.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { tryParseJson } from '../api/request';
import { lineStarts, offsetToPosition, validate, type CheckContext, type PathSegment, type Problem, type Range } from '../diagnostics/validate';
import { hasOwn } from '../util/own';
import { deepEqual, diffValues, isPlainObject, overlaps } from './diff';
import { effectiveEdit } from './document';
import type { EditContext, Editable, Resource, ResourceKind } from './kind';
import { missingFieldScope } from './plan';

export interface CheckInput {
  /** The snapshot the document was opened from (or last saved to). */
  base: Editable;
  ctx: EditContext;
  /** The resource as last read (a text kind's checks read it: an action's triggers). */
  resource?: Resource | undefined;
}

/** Problems that stand even on a value the server sent: they are about the token or this editor, not the value. */
const ALWAYS = /^(duplicate_key|locked|.+_unreadable|.+_not_updatable)$/;

/**
 * Every problem of the document; errors block the save. What came from the server and was not changed is never
 * refused: a schema problem at a path whose value equals the snapshot's is dropped (the service sent it, so the
 * service's own rules accept it, whatever this extension's schema thinks).
 */
export function documentProblems(kind: ResourceKind, text: string, input: CheckInput): Problem[] {
  if (kind.text) return kind.text.problems(text, input);
  const edited = tryParseJson(text);
  const fromServer = (path: readonly PathSegment[]) => path.some((_s, i) => unchangedAt(path.slice(0, i + 1), edited, input.base));
  const problems = validate(text, kind.documentSchema(input.base), {
    extraChecks: (value, at) => (isPlainObject(value) ? [...scopeProblems(kind, value, input, at), ...lockedProblems(kind, value, input, at), ...(kind.check?.(value, input, at) ?? [])] : []),
  });
  return problems.filter((p) => ALWAYS.test(p.code ?? '') || !fromServer(p.path));
}

function scopeProblems(kind: ResourceKind, value: Record<string, unknown>, { base, ctx }: CheckInput, at: CheckContext): Problem[] {
  const out: Problem[] = [];
  for (const [field, scopes] of Object.entries(kind.fieldScopes)) {
    if (!hasOwn(value, field)) continue;
    const problem = (message: string, code: string): Problem => ({ range: at.rangeOf([field], 'key'), message, severity: 'error', path: [field], code });
    if (ctx.hidden.has(field)) {
      const why = scopes.read ? `this token lacks ${scopes.read}, so ` : '';
      out.push(problem(`${field} cannot be sent: ${why}the current ${field} are unknown and sending ${field} would replace all of them. Remove this property.`, `${field}_unreadable`));
      continue;
    }
    const missing = missingFieldScope(kind, field, ctx.scopes);
    if (missing && !deepEqual(value[field], base[field])) out.push(problem(missing.message, `${field}_not_updatable`));
  }
  return out;
}

/** An edit of a value the service cannot change here: an error at the changed key, saying what to do instead. */
function lockedProblems(kind: ResourceKind, value: Record<string, unknown>, { base, ctx }: CheckInput, at: CheckContext): Problem[] {
  const locked = kind.locked(base);
  if (locked.length === 0) return [];
  const out: Problem[] = [];
  for (const change of diffValues(base, effectiveEdit(kind, base, value, ctx.hidden))) {
    const lock = locked.find((l) => overlaps(l.path, change.path));
    if (lock) out.push({ range: at.rangeOf(change.path, 'key'), message: lock.message, severity: 'error', path: change.path, code: 'locked' });
  }
  return out;
}

/** Whether the value at `path` exists in both the document and the snapshot, and is the same. */
function unchangedAt(path: readonly PathSegment[], edited: unknown, base: unknown): boolean {
  if (edited === undefined) return false;
  let a: unknown = edited;
  let b: unknown = base;
  for (const segment of path) {
    if (!isContainer(a) || !isContainer(b) || !hasOwn(a, String(segment)) || !hasOwn(b, String(segment))) return false;
    a = (a as Record<string, unknown>)[String(segment)];
    b = (b as Record<string, unknown>)[String(segment)];
  }
  return deepEqual(a, b);
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The range of the document's first `{` (or 0:0–0:1): where document-wide notes are shown. */
export function topRange(text: string): Range {
  const offset = Math.max(0, text.search(/\S/));
  const starts = lineStarts(text);
  return { start: offsetToPosition(starts, offset), end: offsetToPosition(starts, Math.min(offset + 1, Math.max(text.length, 1))) };
}

/** `on property options.password_history.size` in a Management API 400 message → its path, if any. */
export function propertyOfServerMessage(message: string): PathSegment[] | undefined {
  const match = /on property ([A-Za-z0-9_$.[\]-]+?)\.?(?:\s|\(|$)/.exec(message);
  if (!match) return undefined;
  const path: PathSegment[] = [];
  for (const part of match[1].split('.')) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    path.push(/^\d+$/.test(m[1]) ? Number(m[1]) : m[1]);
    for (const index of m[2].matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path.length > 0 ? path : undefined;
}

/** A problem at the property a server message names (its key, or the nearest existing parent's key). */
export function serverProblem(text: string, message: string): Problem | undefined {
  const path = propertyOfServerMessage(message);
  return path && problemAt(text, path, `The server rejected this: ${message}`);
}

/** An error the server reported about the value at `path`, on its key (or the nearest existing parent's key). */
export function problemAt(text: string, path: readonly PathSegment[], message: string): Problem | undefined {
  const root = parseTree(text);
  if (!root) return undefined;
  for (let n = path.length; n > 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : node;
    if (!key) continue;
    const starts = lineStarts(text);
    return {
      range: { start: offsetToPosition(starts, key.offset), end: offsetToPosition(starts, key.offset + key.length) },
      message,
      severity: 'error',
      path: path.slice(0, n),
      code: 'server',
    };
  }
  return undefined;
}
