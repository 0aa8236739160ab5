/**
 * Makes server-provided text safe and short enough for one line the user reads: a tree label or description, a
 * quick-pick item's label, description or detail, a tool confirmation's title. Control, line-separator and bidi
 * characters become spaces, and `$(name)` loses its `$` so a quick pick never draws it as an icon. Pure.
 */
export function cleanLabel(value: unknown, max = 120): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\$+\(/g, '(').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Text of several lines (a tool confirmation's message) with each line made safe by cleanLabel. Pure. */
export const cleanLines = (text: string, max = 500): string => text.split('\n').map((line) => cleanLabel(line, max)).join('\n');

/** A name Windows reserves for a device, with or without an extension (`CON`, `nul.json`, `COM1`, `LPT9.x`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(?=\.|$)/i;

/**
 * Letters, digits, `_`, `.` and `-` only, not starting with `.` or `-` nor ending with `.`: one path segment, never
 * `..`, valid on every system (a device name such as `CON` or `NUL.json` gets a `_`: `CON_`, `NUL_.json`). Pure.
 */
export function safeFileName(text: string, max = 80): string {
  return text.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '').slice(0, max).replace(/\.+$/, '').replace(RESERVED, '$1_');
}
