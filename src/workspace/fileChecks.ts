/**
 * The extension's own checks of an exported workspace file (pure, no `vscode`):
 * - every kind: its top-level keys (fileKeys.ts) — a key the kind's files do not hold is an error at that key,
 *   naming the keys they hold; a missing natural key is an error too (Apply finds the resource by it);
 * - connections, profiles, event streams, templates: the kind's document schema — the one the resource editor
 *   checks (src/kinds) — applied to the fields both forms share, that is the kind's editable fields;
 * - vault connections and phone factors: the schemas of fileSchemas.ts.
 * Not checked, and why: the read-only fields (`strategy`, a profile's `type`), not changeable by an edit anyway;
 * other resources by name (`enabled_applications`, `action`): only a tenant can tell (Compare with Tenant does);
 * the kind's checks that depend on a token's scopes or on the snapshot the editor opened: a file has neither.
 * The update schemas' "at least one property" rule is not a file's: a file holding only its natural key (and a
 * connection's strategy) says "this resource, whatever its settings" — Apply creates it when it is missing and
 * leaves an existing one as it is (fields a file leaves out keep the target's values).
 * Syntax errors and duplicate keys are reported as the editors report them. The editors accept a value the server
 * sent as long as it is unchanged (the service keeps values from before its current rules, e.g. a verification
 * template's former well-known issuer lists); a file has no snapshot to tell, so a problem at such a field
 * (`KEPT_BY_SERVICE`) is a warning, not an error.
 */
import { parse } from 'jsonc-parser';
import type { CompareKindId } from '../compare/kinds';
import type { CheckContext, Problem } from '../editors/validate';
import { validate } from '../editors/validate';
import { isPlainObject } from '../kinds/diff';
import { editorKindById } from '../kinds/index';
import type { ResourceKind } from '../kinds/kind';
import { tryParseJson } from '../api/request';
import { keyProblems, MARK_KEYS } from './fileKeys';
import { fileSchema, vaultAppProblems } from './fileSchemas';

/** The resource editor's kind whose schema checks files of this exported kind, if any. */
export function checkedKind(id: CompareKindId): ResourceKind | undefined {
  return id === 'connections' || id === 'token-exchange-profiles' || id === 'event-streams' || id === 'verification-templates' ? editorKindById(id) : undefined;
}

/** Fields whose stored values the service may send although it refuses them in an update. */
const KEPT_BY_SERVICE: Readonly<Partial<Record<CompareKindId, readonly string[]>>> = {
  'verification-templates': ['well_known_trusted_issuers'],
};

/** A problem of the update schema's own: unknown keys (fileKeys.ts decides) and the "at least one" rule. */
const notAFilesRule = (p: Problem): boolean =>
  (p.path.length === 1 && p.code === 'unrecognized_keys') || (p.path.length === 0 && p.code === 'custom');

const OWN_CODES = new Set(['unknown_file_key', 'missing_key']);

/** Problems of an exported file's text. */
export function exportedFileProblems(id: CompareKindId, text: string): Problem[] {
  const kind = checkedKind(id);
  const extraChecks = (value: unknown, ctx: CheckContext) => [...keyProblems(id, value, ctx), ...(id === 'vault-connections' ? vaultAppProblems(value, ctx) : [])];
  if (!kind) return validate(text, fileSchema(id as 'vault-connections' | 'phone-factors'), { extraChecks });
  const parsed = tryParseJson(text);
  // The schema of a kind with variants (an event stream's destination type) follows the file's own value.
  const schema = kind.documentSchema(isPlainObject(parsed) ? parsed : {});
  const editable = new Set(kind.fields);
  const kept = new Set(KEPT_BY_SERVICE[id] ?? []);
  return validate(text, schema, { extraChecks })
    .filter((p) => !notAFilesRule(p) && (p.path.length === 0 || OWN_CODES.has(p.code ?? '') || editable.has(String(p.path[0]))))
    .map((p) => (p.path.length > 0 && kept.has(String(p.path[0])) ? { ...p, severity: 'warning' as const } : p));
}

/**
 * Whether a file at an export's path holds an export, for its diagnostics: its top-level object (read leniently,
 * so a file being edited still counts) holds a key only that kind's files hold (MARK_KEYS: a connection's
 * `strategy`, a profile's `subject_token_type`, …). Other JSON files that happen to sit in a folder named like a
 * kind (`config/connections/postgres.json` with a `name`, a fixture, a package's data) get no diagnostics.
 */
export function looksExported(id: CompareKindId, text: string): boolean {
  const value: unknown = parse(text, [], { allowTrailingComma: true, disallowComments: false });
  return isPlainObject(value) && Object.keys(value).some((k) => MARK_KEYS[id].includes(k));
}
