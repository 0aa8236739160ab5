import { listActions, type Action } from '../../kinds/actions/api';
import type { ApiClient } from '../../api/client';
import { collect, iteratePages } from '../../api/paging';
import type { Services } from '../../services';
import type { ActionInfo } from '../../kinds/facets/draft';

export function toActionInfo(action: Action): ActionInfo {
  return {
    id: action.id,
    name: action.name ?? action.id,
    deployed: !!action.deployed_version,
    triggers: (action.supported_triggers ?? []).map((t) => t.id),
    ...(action.all_changes_deployed !== undefined ? { allChangesDeployed: action.all_changes_deployed } : {}),
  };
}

/**
 * Every action of the tenant (all pages), so a draft can tell "not deployed" and "wrong trigger" apart
 * from "not found". Needs `read:actions`.
 */
export async function tenantActions(services: Services, tenantId: string): Promise<readonly ActionInfo[]> {
  const tenant = services.roots.get(tenantId);
  if (!tenant) throw new Error(`Unknown tenant ${tenantId}`);
  return tenantActionInfos(await tenant.client());
}

/** Every action of the tenant behind `client` (all pages), as the drafts' checks see them. */
export async function tenantActionInfos(client: ApiClient): Promise<readonly ActionInfo[]> {
  const actions = await collect(iteratePages((page) => listActions(client, { page })));
  return actions.map(toActionInfo);
}
