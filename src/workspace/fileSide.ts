/**
 * An exported workspace file as the source of a plan (pure, no `vscode`): Apply to Tenant… plans with the kind's own
 * PromoteKind.plan, which takes a resource as the service answers it plus the names of the ids it holds. A file holds
 * the normalised form instead (src/compare): other resources by name, no id. So each named reference becomes a
 * synthetic id with that name in the side's `names` — the plan then finds the target's resource of that name, as it
 * does for a copy between tenants, and a synthetic id is never sent (a plan sends the target's ids). Only the kinds
 * whose normalised form renamed a reference need a mapping (their files facet's `fromFile`, src/kinds/<kind>/files.ts);
 * the others are passed through.
 *
 * Before that, the file's text is checked: strict JSON (no comment, no trailing comma, no duplicate key), a JSON
 * object, the kind's document checks (fileChecks.ts) with severity error, and its natural key. A file that fails is
 * refused with the first problem and its line — it never reaches a plan, let alone the server.
 */
import * as z from 'zod/mini';
import type { CompareKind } from '../compare/kinds';
import { kindOf, type KindId } from '../kinds/index';
import { formatPath, validate, type Problem } from '../diagnostics/validate';
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

/** The plan's source side of a file's value: references by name mapped by the kind's files facet, else passed through. */
export function fileSide(kind: KindId, value: Raw): PlanSide | { problem: string } {
  const fromFile = kindOf(kind).files?.fromFile;
  return fromFile ? fromFile(value) : { resource: value, names: {} };
}
