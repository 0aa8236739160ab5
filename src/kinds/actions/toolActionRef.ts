/** The action an agent names: its id or its exact name on the tenant. */
import * as vscode from 'vscode';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { ToolRefusal } from '../../tools/toolKit';
import { getAction, listActions, type Action } from './api';

const looksLikeId = (ref: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);

const notFound = (ref: string, tenantLabel: string) =>
  new ToolRefusal(vscode.l10n.t('{0} has no action "{1}". List them with listResources (kind actions) and pass an id or exact name.', tenantLabel, ref));

export async function findAction(client: ApiClient, ref: string, tenantLabel: string, signal?: AbortSignal): Promise<Action> {
  if (looksLikeId(ref)) {
    try {
      return await getAction(client, ref, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) throw notFound(ref, tenantLabel);
      throw err;
    }
  }
  const page = await listActions(client, { actionName: ref, perPage: 50 }, { signal });
  const found = page.items.find((a) => a.name === ref);
  if (!found) throw notFound(ref, tenantLabel);
  return found;
}

/** The tenant's client and the action the agent names, with the name messages show. */
export async function namedAction(tenant: TenantNode, ref: string, signal?: AbortSignal): Promise<{ client: ApiClient; action: Action; name: string }> {
  const client = await tenant.client();
  const action = await findAction(client, ref, tenant.profile.label, signal);
  return { client, action, name: String(action.name ?? action.id) };
}
