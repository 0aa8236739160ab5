/**
 * The extension's own checks of an exported workspace file (pure, no `vscode`):
 * - every kind: its top-level keys (fileKeys.ts) — a key the kind's files do not hold is an error at that key,
 *   naming the keys they hold; a missing natural key is an error too (Apply finds the resource by it);
 * - a kind with a resource editor's document (connections, profiles, event streams, templates): that document
 *   schema — the one the resource editor checks — applied to the fields both forms share, the kind's editable fields;
 * - the others (vault connections, phone factors): the schema of the files' own;
 * each as the kind's files facet says (src/kinds/<kind>/files.ts `check`, `extraChecks`).
 * Not checked, and why: the read-only fields (`strategy`, a profile's `type`), not changeable by an edit anyway;
 * other resources by name (`enabled_applications`, `action`): only a tenant can tell (Compare with Tenant does);
 * the kind's checks that depend on a token's scopes or on the snapshot the editor opened: a file has neither.
 * The update schemas' "at least one property" rule is not a file's: a file holding only its natural key (and a
 * connection's strategy) says "this resource, whatever its settings" — Apply creates it when it is missing and
 * leaves an existing one as it is (fields a file leaves out keep the target's values).
 * Syntax errors and duplicate keys are reported as the editors report them. The editors accept a value the server
 * sent as long as it is unchanged (the service keeps values from before its current rules, e.g. a verification
 * template's former well-known issuer lists); a file has no snapshot to tell, so a problem at such a field
 * (the facet's `keptByService`) is a warning, not an error.
 */
import { parse } from 'jsonc-parser';
import type { CheckContext, Problem } from '../diagnostics/validate';
import { validate } from '../diagnostics/validate';
import { isPlainObject } from '../kinds/diff';
import { kindOf, type KindId } from '../kinds/index';
import { tryParseJson } from '../api/request';
import { keyProblems } from './fileKeys';

/** A problem of the update schema's own: unknown keys (fileKeys.ts decides) and the "at least one" rule. */
const notAFilesRule = (p: Problem): boolean =>
  (p.path.length === 1 && p.code === 'unrecognized_keys') || (p.path.length === 0 && p.code === 'custom');

const OWN_CODES = new Set(['unknown_file_key', 'missing_key']);

/** Problems of an exported file's text. */
export function exportedFileProblems(id: KindId, text: string): Problem[] {
  const files = kindOf(id).files;
  if (!files) return [];
  const extraChecks = (value: unknown, ctx: CheckContext) => [...keyProblems(id, value, ctx), ...(files.extraChecks?.(value, ctx) ?? [])];
  if (!('editor' in files.check)) return validate(text, files.check.schema(), { extraChecks });
  const { editor, keptByService = [] } = files.check;
  const parsed = tryParseJson(text);
  // The schema of a kind with variants (an event stream's destination type) follows the file's own value.
  const schema = editor.documentSchema(isPlainObject(parsed) ? parsed : {});
  const editable = new Set(editor.fields);
  const kept = new Set(keptByService);
  return validate(text, schema, { extraChecks })
    .filter((p) => !notAFilesRule(p) && (p.path.length === 0 || OWN_CODES.has(p.code ?? '') || editable.has(String(p.path[0]))))
    .map((p) => (p.path.length > 0 && kept.has(String(p.path[0])) ? { ...p, severity: 'warning' as const } : p));
}

/**
 * Whether a file at an export's path holds an export, for its diagnostics: its top-level object (read leniently,
 * so a file being edited still counts) holds a key only that kind's files hold (the facet's `markKeys`: a
 * connection's `strategy`, a profile's `subject_token_type`, …). Other JSON files that happen to sit in a folder
 * named like a kind (`config/connections/postgres.json` with a `name`, a fixture, a package's data) get no diagnostics.
 */
export function looksExported(id: KindId, text: string): boolean {
  const marks = kindOf(id).files?.markKeys ?? [];
  const value: unknown = parse(text, [], { allowTrailingComma: true, disallowComments: false });
  return isPlainObject(value) && Object.keys(value).some((k) => marks.includes(k));
}
