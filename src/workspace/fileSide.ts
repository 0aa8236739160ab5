/**
 * An exported workspace file as the source of a plan (pure, no `vscode`): Apply to Tenant… plans with the kind's own
 * PromoteKind.plan, which takes a resource as the service answers it plus the names of the ids it holds. A file holds
 * the normalised form instead (src/compare): other resources by name, no id. So each named reference becomes a
 * synthetic id with that name in the side's `names` — the plan then finds the target's resource of that name, as it
 * does for a copy between tenants, and a synthetic id is never sent (a plan sends the target's ids). Only the kinds
 * whose normalised form renamed a reference need a mapping; the others (templates, event streams, vault connections,
 * phone factors) are passed through.
 *
 * Before that, the file's text is checked: strict JSON (no comment, no trailing comma, no duplicate key), a JSON
 * object, the kind's document checks (fileChecks.ts) with severity error, and its natural key. A file that fails is
 * refused with the first problem and its line — it never reaches a plan, let alone the server.
 */
import * as z from 'zod/mini';
import type { CompareKind, CompareKindId } from '../compare/kinds';
import { formatPath, validate, type Problem } from '../editors/validate';
import type { PlanSide, Raw } from '../promote/plan';
import { exportedFileProblems } from './fileChecks';

/** Why a file cannot be applied: the message and the 1-based line it is about. */
export interface FileProblem {
  message: string;
  line: number;
}

export type FileInput = { value: Raw; key: string } | { problem: FileProblem };

const ANY_OBJECT = z.record(z.string(), z.unknown());

/** The file's value and natural key, or its first problem of severity error. */
export function readFileInput(kind: CompareKind, text: string): FileInput {
  // Syntax first (it makes the other checks moot), then the kind's checks in the order of the file.
  const errors = (problems: Problem[]) => problems.filter((p) => p.severity === 'error');
  const first = errors(validate(text, ANY_OBJECT))[0] ?? errors(exportedFileProblems(kind.id, text))[0];
  if (first) {
    const at = formatPath(first.path);
    return { problem: { message: at ? `${at}: ${first.message}` : first.message, line: first.range.start.line + 1 } };
  }
  const value = JSON.parse(text) as Raw;
  const key = kind.key(value);
  if (!key) return { problem: { message: `It has no ${kind.keyField}: the resource on the tenant is found by it.`, line: 1 } };
  return { value, key };
}

/** The synthetic id of a resource a file names: never sent (a plan sends the target's id of that name). */
export const fileRef = (kind: string, name: string): string => `workspace-file:${kind}:${name}`;

type Mapping = (value: Raw) => PlanSide | { problem: string };

const MAPPINGS: Partial<Record<CompareKindId, Mapping>> = {
  /** `action` (a name) → `action_id`. */
  'token-exchange-profiles': ({ action, ...rest }) => {
    if (typeof action !== 'string' || action === '') {
      return { problem: '"action" must be the name of the action the profile runs (the file names none): write the name, as Export to Workspace… does.' };
    }
    const id = fileRef('action', action);
    return { resource: { ...rest, action_id: id }, names: { actions: new Map([[id, action]]) } };
  },
  /** `enabled_applications` (names) → `enabled_clients`. */
  connections: ({ enabled_applications: apps, ...rest }) => {
    if (apps !== undefined && !(Array.isArray(apps) && apps.every((a) => typeof a === 'string'))) {
      return { problem: '"enabled_applications" must be a list of application names.' };
    }
    if (apps === undefined) return { resource: rest, names: {} };
    const ids = apps.map((name) => fileRef('application', name));
    return { resource: { ...rest, enabled_clients: ids }, names: { applications: new Map(ids.map((id, i) => [id, apps[i]!])) } };
  },
};

/** The plan's source side of a file's value: references by name mapped as above, other kinds passed through. */
export function fileSide(kind: CompareKindId, value: Raw): PlanSide | { problem: string } {
  const mapping = MAPPINGS[kind];
  return mapping ? mapping(value) : { resource: value, names: {} };
}
