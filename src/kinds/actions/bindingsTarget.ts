/**
 * What a bindings command acts on: the tenant and the trigger (a trigger row, an action row under one,
 * `{ tenantId, triggerId }`, the action's own trigger, or picked), and the trigger's bindings as they are now.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { collect, iteratePages } from '../../api/paging';
import { ACTION_TRIGGERS, getBindings, isActionTriggerId, listActions, listTriggers, type Action } from './api';
import { boundActions, type BoundAction } from './bindingsPlan';
import { tenantOfArg, triggerOfArg } from './opsTarget';

export interface TriggerTarget {
  tenant: TenantNode;
  triggerId: string;
  /** The trigger's bindings now, in execution order. */
  bound: BoundAction[];
}

/** The trigger's readable name: `post-login (Login / Post Login)`. */
export const triggerWords = (id: string) => (isActionTriggerId(id) ? `${id} (${ACTION_TRIGGERS[id].label})` : id);

async function pickTrigger(services: Services, tenant: TenantNode, title: string, among?: readonly string[]): Promise<string> {
  if (among?.length === 1) return among[0]!;
  const ids = among?.length ? [...among] : (await listTriggers(await tenant.client())).map((t) => t.id);
  const unique = [...new Set(ids)];
  return services.prompts.current.pick(unique.map((id) => ({ label: id, description: isActionTriggerId(id) ? ACTION_TRIGGERS[id].label : '', value: id })),
    { title, placeHolder: vscode.l10n.t('Trigger on {0}', tenant.profile.label) });
}

/** The tenant, the trigger (`among`: the action's triggers, when the command is about one action) and its bindings. */
export async function triggerTarget(services: Services, arg: unknown, title: string, among?: readonly string[], known?: TenantNode): Promise<TriggerTarget> {
  const tenant = known ?? await tenantOfArg(services, arg);
  const triggerId = triggerOfArg(arg) ?? await pickTrigger(services, tenant, title, among);
  const bound = boundActions(await getBindings(await tenant.client(), triggerId));
  return { tenant, triggerId, bound };
}

/** The tenant's actions that support the trigger (all pages). */
export async function actionsOf(tenant: TenantNode, triggerId: string): Promise<Action[]> {
  const client = await tenant.client();
  return collect(iteratePages((page) => listActions(client, { triggerId, page })));
}

/** Whether an action has a deployed version (only those can be bound). */
export const isDeployed = (a: Action) => !!a.deployed_version;
