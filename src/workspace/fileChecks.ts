/**
 * The extension's own checks of an exported workspace file (pure, no `vscode`): the kind's document schema — the
 * one the resource editor checks (src/kinds) — applied to the fields both forms share, that is the kind's editable
 * fields. What the exported form holds besides them is not checked here, and why:
 * - the natural key and read-only fields (`name`, `strategy`, a profile's `type`): not changeable by an edit anyway;
 * - other resources by name (`enabled_applications`, a profile's `action`): the editors hold ids, and a name can
 *   only be checked against a tenant (Compare with Tenant does that);
 * - the kind's own checks that depend on a token's scopes or on the snapshot the editor opened (locked values,
 *   fields a token cannot read): a file has neither.
 * Syntax errors and duplicate keys are reported as the editors report them. The editors accept a value the server
 * sent as long as it is unchanged (the service keeps values from before its current rules, e.g. a verification
 * template's former well-known issuer lists); a file has no snapshot to tell, so a problem at such a field
 * (`KEPT_BY_SERVICE`) is a warning, not an error. Flows vault connections and the MFA
 * phone factors have no document schema of this shape: their files get no check here.
 */
import type { CompareKindId } from '../compare/kinds';
import type { Problem } from '../editors/validate';
import { validate } from '../editors/validate';
import { isPlainObject } from '../kinds/diff';
import { kindById } from '../kinds/index';
import type { ResourceKind } from '../kinds/kind';
import { tryParseJson } from '../api/request';

/** The resource editor's kind whose schema checks files of this exported kind, if any. */
export function checkedKind(id: CompareKindId): ResourceKind | undefined {
  return id === 'connections' || id === 'token-exchange-profiles' || id === 'event-streams' || id === 'verification-templates' ? kindById(id) : undefined;
}

/** Fields whose stored values the service may send although it refuses them in an update. */
const KEPT_BY_SERVICE: Readonly<Partial<Record<CompareKindId, readonly string[]>>> = {
  'verification-templates': ['well_known_trusted_issuers'],
};

/** Problems of an exported file's text (empty when its kind has no schema here). */
export function exportedFileProblems(id: CompareKindId, text: string): Problem[] {
  const kind = checkedKind(id);
  if (!kind) return [];
  const parsed = tryParseJson(text);
  // The schema of a kind with variants (an event stream's destination type) follows the file's own value.
  const schema = kind.documentSchema(isPlainObject(parsed) ? parsed : {});
  const editable = new Set(kind.fields);
  const kept = new Set(KEPT_BY_SERVICE[id] ?? []);
  return validate(text, schema)
    .filter((p) => p.path.length === 0 || editable.has(String(p.path[0])))
    .map((p) => (p.path.length > 0 && kept.has(String(p.path[0])) ? { ...p, severity: 'warning' as const } : p));
}
