/**
 * The companion file of an export (pure, no `vscode`): a kind whose files facet names a `companion` (an action's
 * code) keeps that field of the normalised value in a file of its own beside the JSON file — `<name>.js` beside
 * `<name>.json` — as plain text, so an editor, git and a diff read it as code. Export writes the two, Apply and
 * drift read them back as one value, and the comparisons show the field as lines of text after the other fields.
 */
import type { CompanionFile } from '../kinds/facets/files';
import { kindOf, type KindId } from '../kinds/index';
import { jsonText } from '../util/jsonText';

export type { CompanionFile } from '../kinds/facets/files';

export const companionOf = (id: KindId): CompanionFile | undefined => kindOf(id).files?.companion;

/** The JSON file's part of a value (without the companion's field) and the companion's text (undefined: none). */
export function splitValue(id: KindId, value: Record<string, unknown>): { json: Record<string, unknown>; text?: string } {
  const companion = companionOf(id);
  const text = companion ? value[companion.field] : undefined;
  if (!companion || typeof text !== 'string') return { json: value };
  return { json: Object.fromEntries(Object.entries(value).filter(([k]) => k !== companion.field)), text };
}

/** The companion's file name beside a JSON file's: `<name>.json` → `<name>.js`. */
export const companionName = (jsonName: string, companion: CompanionFile): string => `${jsonName.replace(/\.json$/, '')}${companion.extension}`;

/** The JSON file's name beside a companion's (`<name>.js` → `<name>.json`), or undefined when it is not one. */
export const jsonNameOf = (name: string, companion: CompanionFile): string | undefined =>
  name.endsWith(companion.extension) && name.length > companion.extension.length ? `${name.slice(0, -companion.extension.length)}.json` : undefined;

/** The value Apply plans with: the JSON file's value with the companion's text at its field (none: as it is). */
export function joinValue(id: KindId, value: Record<string, unknown>, text: string | undefined): Record<string, unknown> {
  const companion = companionOf(id);
  return companion && text !== undefined ? { ...value, [companion.field]: text } : value;
}

/**
 * A value as the comparisons show it: the JSON (as a comment block, each line after `// `, so the document is of the
 * companion's language) then the companion's text as it is, so a difference in it reads line by line. Without a
 * companion (or its field): undefined.
 */
export function companionDocument(id: KindId, value: Record<string, unknown>, header: readonly string[]): { text: string; extension: string } | undefined {
  const companion = companionOf(id);
  const { json, text } = splitValue(id, value);
  if (!companion || text === undefined) return undefined;
  const settings = jsonText(json).trimEnd().split('\n').map((line) => `// ${line}`);
  return { text: [...header, ...settings, '', text].join('\n'), extension: companion.extension };
}
