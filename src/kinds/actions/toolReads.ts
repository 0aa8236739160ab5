/** The actions' read tools: which actions run on each trigger (in order), and one action's code and settings. */
import * as vscode from 'vscode';
import { defineTool, json, requireToolScopes, tenantOf, ToolRefusal } from '../../tools/toolKit';
import { ACTION_SCOPES, ACTION_TRIGGER_IDS, getBindings, isActionTriggerId, listTriggers } from './api';
import { namedAction } from './toolActionRef';
import { actionRow, GET_ACTION_CODE_INPUT, LIST_ACTION_BINDINGS_INPUT } from './toolFacet';

export const listActionBindingsTool = defineTool({
  name: 'authTenants_listActionBindings',
  input: LIST_ACTION_BINDINGS_INPUT,
  async run(services, input, signal) {
    const tenant = tenantOf(services, input.tenant);
    await requireToolScopes(services, tenant, [ACTION_SCOPES.bindings], signal);
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
  },
});

export const getActionCodeTool = defineTool({
  name: 'authTenants_getActionCode',
  input: GET_ACTION_CODE_INPUT,
  async run(services, input, signal) {
    const tenant = tenantOf(services, input.tenant);
    await requireToolScopes(services, tenant, [ACTION_SCOPES.get], signal);
    const { action } = await namedAction(tenant, input.action, signal);
    return json({ tenant: tenant.profile.label, ...actionRow(action), dependencies: action.dependencies ?? [], code: action.code ?? '' });
  },
});
