/** Makes server-provided text safe and short enough for a tree label or description. Pure. */
export function cleanLabel(value: unknown, max = 120): string {
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A name Windows reserves for a device, with or without an extension (`CON`, `nul.json`, `COM1`, `LPT9.x`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(?=\.|$)/i;

/**
 * Letters, digits, `_`, `.` and `-` only, not starting with `.` or `-` nor ending with `.`: one path segment, never
 * `..`, valid on every system (a device name such as `CON` or `NUL.json` gets a `_`: `CON_`, `NUL_.json`). Pure.
 */
export function safeFileName(text: string, max = 80): string {
  return text.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '').slice(0, max).replace(/\.+$/, '').replace(RESERVED, '$1_');
}
