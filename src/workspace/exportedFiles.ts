/**
 * Tenant resources as workspace files (pure, no `vscode`): where Export to Workspace… writes a resource —
 * `<tenant label>/<kind>/<name>.json`, every segment file-name-safe, the MFA phone factors as the one file
 * `<tenant label>/phone-factors/phone-factors.json` — what it writes (the normalised form of src/compare as plain
 * 2-space JSON with sorted keys: no id, no date, no secret, other resources by name; no comment, so the file is
 * valid JSON and the kind is said by its folder), and which files are such exports (for drift).
 */
import { compareKind, COMPARE_KINDS, PHONE_FACTORS_KEY, type CompareKind } from '../compare/kinds';
import type { Normalised } from '../compare/normalise';
import { jsonText } from '../editors/jsonText';
import { safeFileName } from '../util/text';

/** The folder of a tenant: its label, file-name-safe ("Local emulator" → "Local-emulator"). */
export const tenantFolder = (label: string): string => safeFileName(label.trim(), 80) || 'tenant';

/** The file of one resource in its kind's folder: its name, file-name-safe; the phone factors' fixed name. */
export function resourceFileName(kind: CompareKind, normalised: Normalised): string {
  if (kind.id === 'phone-factors') return `${PHONE_FACTORS_KEY}.json`;
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

/** The text of an exported file: the normalised value, 2-space JSON (its keys are sorted already). */
export const exportText = (normalised: Normalised): string => jsonText(normalised.value);

/** A workspace file that is an export: the tenant folder and the kind its path names. */
export interface ExportedFile {
  tenantFolder: string;
  kind: CompareKind;
}

const KIND_IDS = COMPARE_KINDS.map((k) => k.id).join('|');
/** `…/<tenant>/<kind>/<name>.json`, `/` or `\` separated: what the manifest's `when` clauses match too. */
export const EXPORTED_PATH = new RegExp(`[\\\\/]([^\\\\/]+)[\\\\/](${KIND_IDS})[\\\\/][^\\\\/]+\\.json$`);

/** The export a file path names, or undefined when it is not `<tenant>/<kind>/<name>.json`. */
export function exportedFile(path: string): ExportedFile | undefined {
  const match = EXPORTED_PATH.exec(path);
  const kind = match && compareKind(match[2]!);
  return match && kind ? { tenantFolder: match[1]!, kind } : undefined;
}
