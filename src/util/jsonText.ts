/**
 * JSON text for the documents the extension shows (pure, no `vscode`). Like `JSON.stringify(value, null, 2)`,
 * except that characters an editor would act on or hide are written as `\uXXXX` escapes — the same JSON value,
 * so saving the text unchanged changes nothing:
 * - U+2028 / U+2029: VS Code offers to remove "unusual line terminators", which would change a server value;
 * - bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder what is displayed;
 * - zero-width and other invisible format characters (U+200B–U+200F, U+2060–U+2064, U+FEFF) and C1 controls.
 * Every such character can only occur inside a string of the output, where an escape is equivalent.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function escapeHidden(json: string): string {
  return json.replace(HIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** 2-space JSON with a final newline and hidden characters escaped. */
export function jsonText(value: unknown): string {
  return `${escapeHidden(JSON.stringify(value, null, 2))}\n`;
}

/** One line of a `//` comment from any text: line breaks, controls and hidden characters become spaces. */
export function commentLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return `// ${text.replace(/[\u0000-\u001f]/g, ' ').replace(HIDDEN, ' ')}`;
}
