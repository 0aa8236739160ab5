/**
 * Tenant resources as workspace files (pure, no `vscode`): where Export to Workspace… writes a resource —
 * `<tenant label>/<kind>/<name>.json`, every segment file-name-safe, a kind with one resource per tenant as its one
 * file (the files facet's `fileName`: `<tenant label>/phone-factors/phone-factors.json`) — what it writes (the normalised form of src/compare as plain
 * 2-space JSON with sorted keys: no id, no date, no secret, other resources by name; no comment, so the file is
 * valid JSON and the kind is said by its folder), and which files are such exports (for drift).
 */
import { COMPARE_KINDS, type CompareKind } from '../compare/kinds';
import { kindOf, type KindId } from '../kinds/index';
import { companionName, companionOf, jsonNameOf, splitValue } from './companion';
import type { Normalised } from '../kinds/normalise';
import { tryParseJson } from '../api/request';
import { jsonText } from '../util/jsonText';
import { isPlainObject } from '../kinds/diff';
import { safeFileName } from '../util/text';

/** The folder of a tenant: its label, file-name-safe ("Local emulator" → "Local-emulator"). */
export const tenantFolder = (label: string): string => safeFileName(label.trim(), 80) || 'tenant';

/** The file of one resource in its kind's folder: its name, file-name-safe; a one-per-tenant kind's fixed name. */
export function resourceFileName(kind: CompareKind, normalised: Normalised): string {
  const fixed = kindOf(kind.id).files?.fileName;
  if (fixed) return fixed;
  return `${safeFileName(normalised.name.trim(), 80) || safeFileName(normalised.key, 80) || kind.id}.json`;
}

/**
 * The path segments of each resource below the workspace folder, in order. Two names that read alike once made
 * safe (`Car rental #3`, `Car rental -3`) get `-2`, `-3`, … so no export overwrites another of the same run.
 */
export function exportPaths(tenantLabel: string, items: readonly { kind: CompareKind; normalised: Normalised }[]): string[][] {
  const used = new Set<string>();
  return items.map(({ kind, normalised }) => {
    const file = resourceFileName(kind, normalised);
    let name = file;
    for (let n = 2; used.has(`${kind.id}/${name.toLowerCase()}`); n++) name = file.replace(/\.json$/, `-${n}.json`);
    used.add(`${kind.id}/${name.toLowerCase()}`);
    return [tenantFolder(tenantLabel), kind.id, name];
  });
}

/** The natural key of an exported file's text ('' when it holds none: not JSON, not an object, no key). */
export function keyOfText(kind: CompareKind, text: string): string {
  const value = tryParseJson(text);
  return isPlainObject(value) ? kind.key(value) : '';
}

/**
 * The path of one resource exported alone. A whole export may have given it `<name>-2.json`, `-3`… because another
 * resource's name reads alike once made safe, and that other resource's file may hold `<name>.json`: so the names
 * are tried in that order and the first file holding the same resource (same natural key) is the one, else the
 * first free name — never another resource's file. `textOf` reads a file (undefined: there is none).
 */
export async function onePath(
  tenantLabel: string, item: { kind: CompareKind; normalised: Normalised }, textOf: (segments: string[]) => Promise<string | undefined>,
): Promise<{ segments: string[]; exists: boolean }> {
  const file = resourceFileName(item.kind, item.normalised);
  for (let n = 1; ; n++) {
    const segments = [tenantFolder(tenantLabel), item.kind.id, n === 1 ? file : file.replace(/\.json$/, `-${n}.json`)];
    const text = await textOf(segments);
    if (text === undefined) return { segments, exists: false };
    if (keyOfText(item.kind, text) === item.normalised.key) return { segments, exists: true };
  }
}

/**
 * The text of an exported file: the normalised value, 2-space JSON (its keys are sorted already); given the kind, a
 * field its files keep in a companion file (companion.ts: an action's code) is left out.
 */
export const exportText = (normalised: Normalised, id?: KindId): string => jsonText(id ? splitValue(id, normalised.value).json : normalised.value);

/** The companion file of an exported resource, beside its JSON file's `segments` (none: the kind has none, or the value lacks it). */
export function companionFile(id: KindId, normalised: Normalised, segments: readonly string[]): { segments: string[]; text: string } | undefined {
  const companion = companionOf(id);
  const { text } = splitValue(id, normalised.value);
  if (!companion || text === undefined) return undefined;
  return { segments: [...segments.slice(0, -1), companionName(segments.at(-1)!, companion)], text };
}

/** A workspace file that is an export: the tenant folder and the kind its path names. */
export interface ExportedFile {
  tenantFolder: string;
  kind: CompareKind;
}

/** The kinds that are exported: compared kinds with a files facet (src/kinds/<kind>/files.ts). */
const EXPORTED_KINDS = COMPARE_KINDS.filter((k) => kindOf(k.id).files);
const KIND_IDS = EXPORTED_KINDS.map((k) => k.id).join('|');
/**
 * `…/<tenant>/<kind>/<name>.json`, `/` or `\\` separated, not below a `node_modules` folder, the tenant folder not a
 * dot folder: what the manifest's `when` clauses match too (the Drift and Apply menus).
 */
export const EXPORTED_PATH = new RegExp(`^(?!.*[\\\\/]node_modules[\\\\/]).*[\\\\/]([^\\\\/.][^\\\\/]*)[\\\\/](${KIND_IDS})[\\\\/][^\\\\/]+\\.json$`);

/**
 * The export a file path names, or undefined. The rule: the path ends in `<tenant>/<kind>/<name>.json` (`<kind>` one
 * of the exported kinds' folders), and no folder below the workspace folder (`folder`, when the file is in one; else
 * the tenant folder) is `node_modules` or a dot folder (`.git`, `.vscode`, a tool's cache): such folders hold copies
 * and other tools' data, not a team's tenant configuration. The diagnostics ask one more thing of a file's content
 * (fileChecks.ts looksExported): its object holds at least one key of the kind's files, so a stray JSON file in a
 * folder named like a kind gets no diagnostics; the Drift and Apply commands, run on purpose, check the content fully.
 */
export function exportedFile(path: string, folder?: string): ExportedFile | undefined {
  const match = EXPORTED_PATH.exec(path);
  const kind = match && EXPORTED_KINDS.find((k) => k.id === match[2]);
  if (!match || !kind) return undefined;
  const root = folder?.replace(/[\\/]+$/, '');
  const below = root && path.startsWith(`${root}/`) ? path.slice(root.length + 1) : '';
  if (below.split(/[\\/]/).some((segment) => segment === 'node_modules' || segment.startsWith('.'))) return undefined;
  return { tenantFolder: match[1]!, kind };
}

/**
 * The JSON file of an export a path names, with its export: the path itself, or — for a companion file (an action's
 * `<name>.js`, companion.ts) — the `<name>.json` beside it. Undefined when the path names no export.
 */
export function exportedJsonPath(path: string, folder?: string): { path: string; file: ExportedFile } | undefined {
  const file = exportedFile(path, folder);
  if (file) return { path, file };
  const at = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
  for (const kind of EXPORTED_KINDS) {
    const companion = companionOf(kind.id);
    const json = companion && jsonNameOf(path.slice(at), companion);
    const found = json ? exportedFile(`${path.slice(0, at)}${json}`, folder) : undefined;
    if (found?.kind.id === kind.id) return { path: `${path.slice(0, at)}${json}`, file: found };
  }
  return undefined;
}
