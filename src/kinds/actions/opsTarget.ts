/**
 * What Test…, Deploy, Versions and the bindings commands act on: the action (a row, `{ tenantId, actionId }`, or
 * picked), the trigger (a trigger row, `{ tenantId, triggerId }`, the action's own, or picked), and the action's
 * code document when it is open in this window.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../../commands/pickTenant';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import { getAction, type Action } from './api';
import { SCHEME } from '../../editors/resource/resourceUri';
import { actions } from './index';

export interface ActionTarget {
  tenant: TenantNode;
  action: Action;
  id: string;
  name: string;
  /** The trigger of the row it was run on (an action row under a trigger), if any. */
  triggerId?: string;
}

const dataOf = (node: unknown): Record<string, unknown> | undefined => {
  const data = (node as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
};

/** The trigger id a row or an argument names (`triggerId`, a trigger row's data, the row above an action row). */
export function triggerOfArg(arg: unknown): string | undefined {
  const own = (arg as { triggerId?: unknown } | undefined)?.triggerId;
  if (typeof own === 'string') return own;
  for (let n = arg as TreeNode | undefined; n; n = n.parent) {
    // A trigger row of the Actions group has its trigger id as `trigger`.
    const t = (n as { triggerId?: unknown }).triggerId ?? (typeof n.id === 'string' && n.id.includes('/actions/') ? (n as { trigger?: unknown }).trigger : undefined);
    if (typeof t === 'string') return t;
  }
  return undefined;
}

/** The clicked action row's action (under a trigger row, where the generic row lookup does not look). */
function rowAction(arg: unknown): Action | undefined {
  const data = dataOf(arg);
  return data && typeof data.id === 'string' && Array.isArray(data.supported_triggers) ? (data as Action) : undefined;
}

/** The tenant a row or `{ tenantId }` names, else the one picked (the command's write scope checked). */
export async function tenantOfArg(services: Services, arg: unknown): Promise<TenantNode> {
  const tenantId = (arg as { tenantId?: unknown } | undefined)?.tenantId;
  if (typeof tenantId === 'string') {
    const tenant = services.roots.get(tenantId);
    if (!tenant) throw new Error(vscode.l10n.t('The tenant of this action was removed.'));
    return pickTenant(services, tenant);
  }
  return pickTenant(services, arg as TreeNode | undefined);
}

/**
 * The action a command is about: a row, `{ tenantId, actionId }`, a code document's URI (its editor title), the
 * active code document (from the palette), else the tenant and the action picked.
 */
export async function actionTarget(services: Services, given: TreeNode | IdsArg | vscode.Uri | undefined, title: string): Promise<ActionTarget> {
  const fromCode = codeDocumentRef(given ?? vscode.window.activeTextEditor?.document.uri);
  const arg = fromCode ?? (given instanceof vscode.Uri ? undefined : given);
  const triggerId = triggerOfArg(arg);
  const clicked = rowAction(arg);
  const named = (arg as { actionId?: unknown } | undefined)?.actionId;
  const id = typeof named === 'string' ? named : clicked?.id;
  if (id) {
    const tenant = await tenantOfArg(services, arg);
    // A row may be older than the last save: the action is read again.
    const action = await getAction(await tenant.client(), id);
    return { tenant, action, id: action.id, name: action.name ?? action.id, ...(triggerId ? { triggerId } : {}) };
  }
  const target = await resourceTarget<Action>(services, actions, arg, title);
  return { tenant: target.tenant, action: target.resource, id: target.id, name: target.name, ...(triggerId ? { triggerId } : {}) };
}

/** The tenant and action of an action's code document (`auth-tenants:/<tenantId>/actions/<id>/<name>.js`), if `uri` is one. */
export function codeDocumentRef(uri: unknown): { tenantId: string; actionId: string } | undefined {
  if (!(uri instanceof vscode.Uri) || uri.scheme !== SCHEME) return undefined;
  const parts = uri.path.split('/');
  if (parts.length !== 5 || parts[2] !== actions.id || !parts[4]!.endsWith('.js')) return undefined;
  try {
    return { tenantId: decodeURIComponent(parts[1]!), actionId: decodeURIComponent(parts[3]!) };
  } catch {
    return undefined;
  }
}

/** The open code document of the action, if any. */
export function codeDocument(actionId: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => codeDocumentRef(d.uri)?.actionId === actionId);
}

export type { TenantNode };
