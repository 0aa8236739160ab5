/**
 * Diagnostics of a connection document (pure, no `vscode`): the update schema, plus the rules that depend on the
 * token (options unreadable or not updatable), plus the server's 400 message mapped to the property it names.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { updateConnectionSchema } from '../../api/connections';
import { tryParseJson } from '../../api/request';
import { lineStarts, offsetToPosition, validate, type PathSegment, type Problem, type Range } from '../validate';
import { deepEqual } from './changeSummary';
import { isPlainObject, type Editable } from './connectionDocument';
import { READ_OPTIONS_SCOPE, UPDATE_OPTIONS_SCOPE } from './patchBody';

export interface CheckInput {
  /** The snapshot the document was opened from (or last saved to). */
  base: Editable;
  optionsReadable: boolean;
  /** Whether the token has update:connections_options. */
  canUpdateOptions: boolean;
}

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/**
 * Every problem of the document; errors block the save. What came from the server and was not changed is never
 * refused: a schema problem at a path whose value equals the snapshot's is dropped (the service sent it, so the
 * service's own rules accept it, whatever this extension's schema thinks).
 */
export function connectionProblems(text: string, input: CheckInput): Problem[] {
  const edited = tryParseJson(text);
  const fromServer = (path: readonly PathSegment[]) => path.some((_s, i) => unchangedAt(path.slice(0, i + 1), edited, input.base));
  return schemaProblems(text, input).filter((p) => p.code === 'options_unreadable' || p.code === 'options_not_updatable' || p.code === 'duplicate_key' || !fromServer(p.path));
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

function schemaProblems(text: string, input: CheckInput): Problem[] {
  return validate(text, updateConnectionSchema, {
    extraChecks: (value, ctx) => {
      if (!isPlainObject(value) || !hasOwn(value, 'options')) return [];
      const at = (message: string, code: string): Problem => ({
        range: ctx.rangeOf(['options'], 'key'),
        message,
        severity: 'error',
        path: ['options'],
        code,
      });
      if (!input.optionsReadable) {
        return [at(`options cannot be sent: this token lacks ${READ_OPTIONS_SCOPE}, so the current options are unknown and sending options would replace all of them. Remove this property.`, 'options_unreadable')];
      }
      if (!input.canUpdateOptions && !deepEqual(value.options, input.base.options)) {
        return [at(`Changing options needs the scope ${UPDATE_OPTIONS_SCOPE}, which this token lacks. Undo the options change, or grant the scope and reconnect the tenant.`, 'options_not_updatable')];
      }
      return [];
    },
  });
}

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
  if (!path) return undefined;
  const root = parseTree(text);
  if (!root) return undefined;
  for (let n = path.length; n > 0; n--) {
    const node = findNodeAtLocation(root, path.slice(0, n));
    const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : node;
    if (!key) continue;
    const starts = lineStarts(text);
    return {
      range: { start: offsetToPosition(starts, key.offset), end: offsetToPosition(starts, key.offset + key.length) },
      message: `The server rejected this: ${message}`,
      severity: 'error',
      path: path.slice(0, n),
      code: 'server',
    };
  }
  return undefined;
}
