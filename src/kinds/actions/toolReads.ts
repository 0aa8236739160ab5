/** The actions' read tools: which actions run on each trigger (in order), and one action's code and settings. */
import * as vscode from 'vscode';
import type * as z from 'zod/mini';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { defineTool, json, requireToolScopes, tenantOf, ToolRefusal } from '../../tools/toolKit';
import { ACTION_SCOPES, ACTION_TRIGGER_IDS, getBindings, isActionTriggerId, listTriggers } from './api';
import { namedAction } from './toolActionRef';
import { actionRow, GET_ACTION_CODE_INPUT, LIST_ACTION_BINDINGS_INPUT } from './toolFacet';

/** A read tool of actions: the tenant the input names, under read:actions, then `read`. */
function readTool<S extends z.ZodMiniType<{ tenant: string }>>(name: string, input: S, read: (tenant: TenantNode, input: z.output<S>, signal: AbortSignal) => Promise<string>) {
  return defineTool({
    name,
    input,
    async run(services, value, signal) {
      const tenant = tenantOf(services, value.tenant);
      await requireToolScopes(services, tenant, [ACTION_SCOPES.get], signal);
      return read(tenant, value, signal);
    },
  });
}

export const listActionBindingsTool = readTool('authTenants_listActionBindings', LIST_ACTION_BINDINGS_INPUT, async (tenant, input, signal) => {
  if (input.trigger !== undefined && !isActionTriggerId(input.trigger)) {
    throw new ToolRefusal(vscode.l10n.t('There is no trigger "{0}". Triggers: {1}.', input.trigger, ACTION_TRIGGER_IDS.join(', ')));
  }
  const client = await tenant.client();
  const ids = input.trigger ? [input.trigger] : [...new Set((await listTriggers(client, { signal })).map((t) => t.id))].filter(isActionTriggerId);
  const triggers = [];
  for (const trigger of ids) {
    const bindings = await getBindings(client, trigger, { signal });
    if (bindings.length === 0 && !input.trigger) continue;
    triggers.push({
      trigger,
      // In execution order: the first runs first.
      actions: bindings.map((b, i) => ({ order: i + 1, id: b.action?.id, name: b.action?.name, displayName: b.display_name, deployedVersion: b.action?.deployed_version?.number ?? null })),
    });
  }
  return json({ tenant: tenant.profile.label, triggers });
});

export const getActionCodeTool = readTool('authTenants_getActionCode', GET_ACTION_CODE_INPUT, async (tenant, input, signal) => {
  const { action } = await namedAction(tenant, input.action, signal);
  return json({ tenant: tenant.profile.label, ...actionRow(action), dependencies: action.dependencies ?? [], code: action.code ?? '' });
});
