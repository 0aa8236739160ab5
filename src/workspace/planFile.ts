/**
 * The plan of Apply to Tenant… (pure, no `vscode`): an exported file's value (checked by readFileInput) as the
 * source — its references by name (fileSide.ts) — against the resource with the same natural key on the target,
 * read as the service answers it, with the names of the target's resources and its token's scopes. The plan is the
 * kind's own (PromoteKind.plan), so a file plans exactly as a copy from a tenant holding that value would. Fields a
 * file leaves out keep the target's values; a file without a field its kind's create needs (the files facet's
 * `createNeeds`, from the service's create bodies) can therefore update an existing resource but not create one: that is refused, before
 * any question, saying what to add.
 */
import type { Side } from '../compare/compare';
import type { CallOptions } from '../api/request';
import type { PromoteKind } from '../promote/kinds';
import type { Plan, Raw } from '../promote/plan';
import { kindOf } from '../kinds/index';
import { fileSide } from './fileSide';
import { findByKey } from './readTenant';

export async function planFile(
  kind: PromoteKind, value: Raw, key: string, target: Side, scopes: ReadonlySet<string>, options: CallOptions = {},
): Promise<Plan | { problem: string }> {
  const source = fileSide(kind.compare.id, value);
  if ('problem' in source) return source;
  const [resource, names] = await Promise.all([findByKey(kind.compare, key, target, options), target.names.names(kind.compare.needs)]);
  const files = kindOf(kind.compare.id).files;
  const lacking = resource ? [] : (files?.createNeeds ?? []).filter((field) => value[field] === undefined);
  if (lacking.length > 0) {
    // A thin file says "this resource, whatever else it holds": enough to find one, not to create one.
    const add = lacking.map((f) => `"${f}"`).join(', ');
    const hints = files?.createHints ?? {};
    const hint = lacking.map((f) => (hints[f] ? ` (${hints[f]})` : '')).join('');
    return { problem: `There is no ${kind.resource.singular} with the ${kind.compare.keyField} "${key}" on the target, and the file lacks ${add}${hint} to create one: add ${lacking.length === 1 ? 'it' : 'them'}, or export the ${kind.resource.singular} from a tenant that has it.` };
  }
  return kind.plan(source, { ...(resource ? { resource } : {}), names, scopes });
}
