/**
 * Set Action Secret… and Remove Action Secret… (an action's row or its settings header): the secret's name (one of
 * its secrets or a new one), then its value typed in a password box and sent once in a PATCH of the draft. The
 * value is never shown, stored, logged or put in a document; only the names are. Removing asks first.
 */
import * as vscode from 'vscode';
import { toUserMessage } from '../../api/errors';
import { resourceTarget, type IdsArg } from '../../commands/resources/resourceTarget';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import { refreshGroup } from '../../tree/refresh';
import { isResourceDocument, parseResourceUri } from '../../editors/resource/resourceUri';
import { updateAction, type Action } from './api';
import { actionSettingsKind } from './settings';
import { actions } from './index';
import { secretNameProblem, secretNames, secretsSetting, secretsWithout } from './settingsSecrets';

const NEW = '\u0000new';

/** Refreshes the open settings document and the tree after a secret changed (no secret in either). */
async function shown(services: Services, tenantId: string, id: string): Promise<void> {
  refreshGroup(services, services.roots.get(tenantId), actions.id);
  const open = vscode.workspace.textDocuments.find((d) => {
    const ref = isResourceDocument(d.uri) ? parseResourceUri(d.uri) : undefined;
    return ref?.kind === actionSettingsKind && ref.tenantId === tenantId && ref.id === id;
  });
  if (open && !open.isDirty) await services.resources.reload(open.uri);
}

export async function setActionSecret(services: Services, node?: TreeNode | IdsArg): Promise<Action> {
  const prompts = services.prompts.current;
  const { tenant, id, name, resource } = await resourceTarget<Action>(services, actions, node, vscode.l10n.t('Set a secret of an action'));
  const where = tenant.profile.label;
  const names = secretNames(resource);
  const picked = names.length === 0 ? NEW : await prompts.pick(
    [...names.map((n) => ({ label: n, description: vscode.l10n.t('replace its value'), value: n })), { label: vscode.l10n.t('New secret…'), value: NEW }],
    { title: vscode.l10n.t('Set a secret of {0} on {1}', name, where), placeHolder: vscode.l10n.t('The secret to set') },
  );
  const secret = picked !== NEW ? picked : await prompts.input({
    title: vscode.l10n.t('New secret of {0} on {1}', name, where),
    prompt: vscode.l10n.t('The secret\'s name (the code reads it as event.secrets.NAME)'),
    validateInput: (v) => secretNameProblem(v) ?? (names.includes(v) ? vscode.l10n.t('{0} already has a secret {1}: pick it to replace its value.', name, v) : undefined),
  });
  const value = await prompts.input({
    title: vscode.l10n.t('Secret {0} of {1} on {2}', secret, name, where),
    prompt: vscode.l10n.t('The value: sent once to the tenant, never shown or stored here'),
    password: true,
    validateInput: (v) => (v.length === 0 ? vscode.l10n.t('Type the value (it cannot be empty).') : undefined),
  });
  let updated: Action;
  try {
    updated = await updateAction(await tenant.client(), id, { secrets: secretsSetting(resource, secret, value) });
  } catch (err) {
    throw new Error(vscode.l10n.t('The secret {0} of {1} was not set on {2}: {3}', secret, name, where, toUserMessage(err)));
  }
  services.log.info(`Set the secret ${secret} of action ${id} on ${where}`);
  void prompts.info(vscode.l10n.t('Set the secret {0} of {1} on {2} (in the draft: Deploy makes it used).', secret, name, where));
  await shown(services, tenant.profile.id, id);
  return updated;
}

export async function removeActionSecret(services: Services, node?: TreeNode | IdsArg): Promise<Action> {
  const prompts = services.prompts.current;
  const { tenant, id, name, resource } = await resourceTarget<Action>(services, actions, node, vscode.l10n.t('Remove a secret of an action'));
  const where = tenant.profile.label;
  const names = secretNames(resource);
  if (names.length === 0) throw new Error(vscode.l10n.t('{0} on {1} has no secrets.', name, where));
  const secret = await prompts.pick(names.map((n) => ({ label: n, value: n })), { title: vscode.l10n.t('Remove a secret of {0} on {1}', name, where) });
  const remove = vscode.l10n.t('Remove');
  await prompts.confirm(vscode.l10n.t('Remove the secret {0} of the action {1} on {2}?', secret, name, where), {
    modal: true, detail: vscode.l10n.t('Its value is deleted from the draft; code that reads event.secrets.{0} gets undefined once deployed.', secret),
  }, remove);
  const updated = await updateAction(await tenant.client(), id, { secrets: secretsWithout(resource, secret) });
  services.log.info(`Removed the secret ${secret} of action ${id} on ${where}`);
  void prompts.info(vscode.l10n.t('Removed the secret {0} of {1} on {2}.', secret, name, where));
  await shown(services, tenant.profile.id, id);
  return updated;
}
