/**
 * The plan of Apply to Tenant… (pure, no `vscode`): an exported file's value (checked by readFileInput) as the
 * source — its references by name (fileSide.ts) — against the resource with the same natural key on the target,
 * read as the service answers it, with the names of the target's resources and its token's scopes. The plan is the
 * kind's own (PromoteKind.plan), so a file plans exactly as a copy from a tenant holding that value would. Fields a
 * file leaves out keep the target's values; a connection file without `options` can therefore update an existing
 * connection but not create one (the create needs its settings): that is refused saying what to add.
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
  if (!resource && kind.compare.id === 'connections' && value.options === undefined) {
    // A file without options says "this connection, whatever its settings": enough to find one, not to create one.
    return { problem: `There is no connection "${key}" on the target, and the file has no "options" to create it with: add "options" (for example {} for the strategy's defaults), or export the connection from a tenant that has it.` };
  }
  return kind.plan(source, { ...(resource ? { resource } : {}), names, scopes });
}
