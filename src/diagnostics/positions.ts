/** Offset ↔ position helpers. Offsets and characters are UTF-16 code units, as in VS Code. */

export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/**
 * Offsets at which each line starts. Line breaks are `\n`, `\r\n` and a lone `\r`, the same set
 * VS Code's text model recognises, so line numbers agree with the editor for CRLF files.
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (ch === 10 /* \n */) {
      starts.push(i + 1);
    }
  }
  return starts;
}

/** Position of `offset` (clamped to the text) given the table from {@link lineStarts}; binary search. */
export function offsetToPosition(starts: readonly number[], offset: number): Position {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo, character: Math.max(0, offset - starts[lo]) };
}
