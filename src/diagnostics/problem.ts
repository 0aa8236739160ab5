import type { Range } from './positions';

export type PathSegment = string | number;

export interface Problem {
  range: Range;
  message: string;
  severity: 'error' | 'warning';
  /** Path of the value the problem is about; `[]` for syntax errors and the document itself. */
  path: PathSegment[];
  /**
   * Stable machine-readable kind: `document_too_large`, `syntax`, `comment`, `trailing_comma`,
   * `duplicate_key`, `missing_property`, or the zod issue code (`invalid_type`, `too_small`, …).
   */
  code?: string;
}

/** A problem before its offsets are turned into line/character positions. */
export interface OffsetProblem {
  start: number;
  end: number;
  message: string;
  path: PathSegment[];
  code: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `options.validation.username.min`, `realms[2]`, `metadata["my key"]`; `''` for the root. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      if (IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
      else out += `[${JSON.stringify(key)}]`;
    }
  }
  return out;
}

/** A value quoted for a message: strings in double quotes (shortened), everything else as JSON. */
export function quote(value: unknown, max = 40): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…${typeof value === 'string' ? '"' : ''}` : text;
}
