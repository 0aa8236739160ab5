/**
 * The actions' tools that act on the tenant, each confirmed by the user (writeTool.ts: tenant, PRODUCTION marked,
 * the exact change): Test… (runs the draft in the tenant), update the draft's code (syntax-checked first: code that
 * does not parse is refused before anything is sent) and deploy. No answer holds a secret's value: the service never
 * sends one, and the answers are built from the action's fields and the test's result.
 */
import * as vscode from 'vscode';
import { refreshGroup } from '../../tree/refresh';
import { ToolRefusal, json } from '../../tools/toolKit';
import { defineWriteTool, onTenant } from '../../tools/writeTool';
import { jsonText } from '../../util/jsonText';
import { ACTION_SCOPES, deployAction, testAction, updateAction, type Action } from './api';
import { namedAction } from './toolActionRef';
import { DEPLOY_ACTION_INPUT, TEST_ACTION_INPUT, triggerList, UPDATE_ACTION_CODE_INPUT } from './toolFacet';

/** The confirmation's line naming the action: its name, id and triggers. */
const actionLine = (action: Action, name: string) => vscode.l10n.t('Action: {0} ({1}, {2})', name, action.id, triggerList(action).join(', '));

export const testActionTool = defineWriteTool({
  name: 'authTenants_testAction',
  input: TEST_ACTION_INPUT,
  scopes: [ACTION_SCOPES.test],
  async plan(services, tenant, input, signal) {
    const { client, action, name } = await namedAction(tenant, input.action, signal);
    return {
      title: vscode.l10n.t('Test the action "{0}" {1}', name, onTenant(tenant)),
      lines: [
        actionLine(action, name),
        vscode.l10n.t('Runs its draft code in the tenant with this event; nothing is saved or deployed, but what the code does outside (its HTTP calls) happens.'),
        jsonText(input.payload).trimEnd(),
      ],
      written: input.payload,
      async send() {
        const { result } = await testAction(client, action.id, input.payload, { signal });
        services.log.info(`Agent tool: tested action ${action.id} on ${tenant.profile.label}`);
        return json({ tenant: tenant.profile.label, action: name, commands: result.commands ?? [], logs: result.logs ?? [], error: result.error ?? null });
      },
    };
  },
});

export const updateActionCodeTool = defineWriteTool({
  name: 'authTenants_updateActionCode',
  input: UPDATE_ACTION_CODE_INPUT,
  scopes: [ACTION_SCOPES.update],
  async plan(services, tenant, input, signal) {
    // The parser loads on first use (never at activation, where the tools are registered).
    const syntax = (await import('./syntaxCheck')).codeSyntaxError(input.code);
    if (syntax) throw new ToolRefusal(vscode.l10n.t('The code has a syntax error at line {0}: {1}. Nothing was sent; fix it and try again.', syntax.line, syntax.message));
    const { client, action, name } = await namedAction(tenant, input.action, signal);
    if (action.code === input.code) throw new ToolRefusal(vscode.l10n.t('The action {0} on {1} already has this code. Nothing was sent.', name, tenant.profile.label));
    return {
      title: vscode.l10n.t('Update the code of the action "{0}" {1}', name, onTenant(tenant)),
      lines: [
        actionLine(action, name),
        vscode.l10n.t('Saves its draft only: what the tenant runs changes when it is deployed.'),
      ],
      changes: [{ path: ['code'], kind: 'changed', before: action.code ?? '', after: input.code }],
      async send() {
        await updateAction(client, action.id, { code: input.code }, { signal });
        services.log.info(`Agent tool: updated the code of action ${action.id} on ${tenant.profile.label}`);
        refreshGroup(services, tenant, 'actions');
        return vscode.l10n.t('Saved the code of the action {0} on {1} as its draft (not deployed: deployAction deploys it).', name, tenant.profile.label);
      },
    };
  },
});

export const deployActionTool = defineWriteTool({
  name: 'authTenants_deployAction',
  input: DEPLOY_ACTION_INPUT,
  scopes: [ACTION_SCOPES.deploy],
  async plan(services, tenant, input, signal) {
    const { client, action, name } = await namedAction(tenant, input.action, signal);
    const current = action.deployed_version?.number;
    if (current !== undefined && action.all_changes_deployed === true) {
      throw new ToolRefusal(vscode.l10n.t('The action {0} on {1} has no change to deploy: version {2} is its draft. Nothing was sent.', name, tenant.profile.label, current));
    }
    return {
      title: vscode.l10n.t('Deploy the action "{0}" {1}', name, onTenant(tenant)),
      lines: [
        actionLine(action, name),
        current === undefined
          ? vscode.l10n.t('Its draft becomes its first version; it runs once bound to a trigger.')
          : vscode.l10n.t('Its draft replaces version {0}: every trigger it is bound to runs the new version at once.', current),
      ],
      async send() {
        const version = await deployAction(client, action.id, { signal });
        services.log.info(`Agent tool: deployed action ${action.id} on ${tenant.profile.label}: version ${version.number ?? '?'}`);
        refreshGroup(services, tenant, 'actions');
        return vscode.l10n.t('Deployed the action {0} on {1} as version {2}.', name, tenant.profile.label, String(version.number ?? '?'));
      },
    };
  },
});
