/**
 * The plan of Apply to Tenant… (pure, no `vscode`): an exported file's value (checked by readFileInput) as the
 * source — its references by name (fileSide.ts) — against the resource with the same natural key on the target,
 * read as the service answers it, with the names of the target's resources and its token's scopes. The plan is the
 * kind's own (PromoteKind.plan), so a file plans exactly as a copy from a tenant holding that value would.
 */
import type { Side } from '../compare/compare';
import type { CallOptions } from '../api/request';
import type { PromoteKind } from '../promote/kinds';
import type { Plan, Raw } from '../promote/plan';
import { fileSide } from './fileSide';
import { findByKey } from './readTenant';

export async function planFile(
  kind: PromoteKind, value: Raw, key: string, target: Side, scopes: ReadonlySet<string>, options: CallOptions = {},
): Promise<Plan | { problem: string }> {
  const source = fileSide(kind.compare.id, value);
  if ('problem' in source) return source;
  const [resource, names] = await Promise.all([findByKey(kind.compare, key, target, options), target.names.names(kind.compare.needs)]);
  return kind.plan(source, { ...(resource ? { resource } : {}), names, scopes });
}
