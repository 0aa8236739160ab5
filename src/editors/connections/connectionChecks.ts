/**
 * Diagnostics of a connection document (pure, no `vscode`): the update schema, plus the rules that depend on the
 * token (options unreadable or not updatable), plus the server's 400 message mapped to the property it names.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { updateConnectionSchema } from '../../api/connections';
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

export const OPTIONS_NOT_SHOWN =
  `options are not shown: this token lacks ${READ_OPTIONS_SCOPE}; the rest stays editable and options are not sent`;

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** Every problem of the document; errors block the save. */
export function connectionProblems(text: string, input: CheckInput): Problem[] {
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
