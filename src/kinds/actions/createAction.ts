/**
 * Create Action… (palette, the Actions group's +, a trigger's menu): the trigger (preset when started on a trigger),
 * a name (one the tenant has is refused as typed), then the action is created with its trigger's code template
 * (never deployed) and its code opens in the editor.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { pickTenant } from '../../commands/pickTenant';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { refreshGroup } from '../../tree/refresh';
import { ACTION_TRIGGER_IDS, ACTION_TRIGGERS, createAction as postAction, type Action } from './api';
import { actionCodeKind } from './code';
import { createBody, nameProblem } from './createTemplate';
import { openResourceDocument } from '../../editors/resource/openDocument';
import { loadActions } from './treeLoad';

/** The trigger of the node the command was started on (a trigger node of the Actions group), if any. */
const triggerOfNode = (node: unknown): string | undefined => {
  const trigger = (node as { trigger?: unknown } | undefined)?.trigger;
  return typeof trigger === 'string' ? trigger : undefined;
};

export async function createAction(services: Services, node?: TreeNode): Promise<Action> {
  const prompts = services.prompts.current;
  const tenant = await pickTenant(services, node);
  const where = tenant.profile.label;
  const trigger = triggerOfNode(node) ?? await prompts.pick(
    ACTION_TRIGGER_IDS.map((id) => ({ label: ACTION_TRIGGERS[id].label, description: id, value: id as string })),
    { title: vscode.l10n.t('Create Action on {0}', where), placeHolder: vscode.l10n.t('The trigger the action runs on') },
  );
  const client = await tenant.client();
  const taken = new Set((await loadActions(client)).map((a) => String(a.name)));
  const name = await prompts.input({
    title: vscode.l10n.t('Create Action on {0} ({1})', where, trigger),
    prompt: vscode.l10n.t('The action\'s name (unique in the tenant)'),
    validateInput: (v) => nameProblem(v, taken),
  });
  let created: Action;
  try {
    created = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Window, title: vscode.l10n.t('Creating the action {0}…', name) },
      () => postAction(client, createBody(trigger, name)),
    );
  } catch (err) {
    throw new Error(vscode.l10n.t('The action {0} was not created on {1}: {2}', name, where, toUserMessage(err)));
  }
  services.log.info(`Created action ${created.id} (${trigger}) on ${where}`);
  void prompts.info(vscode.l10n.t('Created the action {0} on {1} (not deployed: Deploy makes it run).', name, where));
  refreshGroup(services, tenant, actionCodeKind.id);
  await openResourceDocument(services, { kind: actionCodeKind, tenantId: tenant.profile.id, id: created.id }, name);
  return created;
}
