/**
 * compareResource: one resource of a tenant against its counterpart on another tenant (the same natural key), both
 * normalised as Compare with Tenant… shows them — no ids or timestamps, no secret, other resources by name — with
 * each changed path listed. Reads only; each tenant's requests are paced by its own client.
 */
import * as vscode from 'vscode';
import { ApiError } from '../api/errors';
import { sideOf } from '../commands/compare/sides';
import { compareOne } from '../compare/compare';
import { compareKind } from '../compare/kinds';
import { kindOf } from '../kinds';
import { diffValues, formatChange } from '../editors/resource/changeSummary';
import { SHARED_INPUTS } from './toolInputs';
import { defineTool, json, tenantOf, ToolRefusal } from './toolKit';

export const compareResourceTool = defineTool({
  name: 'authTenants_compareResource',
  input: SHARED_INPUTS.authTenants_compareResource,
  async run(services, input, signal) {
    const a = tenantOf(services, input.tenant);
    const b = tenantOf(services, input.otherTenant);
    if (a.profile.id === b.profile.id) throw new ToolRefusal(vscode.l10n.t('Name two different tenants: {0} was given twice.', a.profile.label));
    const kind = compareKind(input.kind)!;
    // A kind that is one value per tenant (no list, e.g. the phone factors) is found by its key, not an id.
    const id = kindOf(input.kind).list ? input.id : kind.idOf({});
    if (!id) throw new ToolRefusal(vscode.l10n.t('Give the id of the resource on {0} (listResources lists them).', a.profile.label));
    let entry;
    try {
      entry = await compareOne(kind, id, await sideOf(a, signal), await sideOf(b, signal), signal ? { signal } : {});
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        throw new ToolRefusal(vscode.l10n.t('{0} has no {1} with the id {2}. List them with listResources.', a.profile.label, kind.id, id));
      }
      throw err;
    }
    const left = entry.a!.normalised.value;
    const right = entry.b?.normalised.value;
    return json({
      kind: kind.id,
      name: entry.name,
      matchedBy: `${kind.keyField} = ${entry.key}`,
      tenant: a.profile.label,
      otherTenant: b.profile.label,
      status: entry.status === 'onlyA' ? 'missing on the other tenant' : entry.status,
      differences: right ? diffValues(left, right).map(formatChange) : [],
      value: left,
      otherValue: right ?? null,
    });
  },
});
