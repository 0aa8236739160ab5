/**
 * Deploy (an action's row, its code document, or the palette): deploys the saved draft as a new version
 * (`POST /actions/actions/{id}/deploy`), after a confirmation naming the action and the tenant (the name typed on
 * production). Refused, with nothing sent, while the code document has unsaved changes (Save offered) or a syntax
 * error. The message names the new version; the tree row shows it deployed.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { IdsArg } from '../../commands/resources/resourceTarget';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { refreshGroup } from '../../tree/refresh';
import { deployAction as postDeploy } from './api';
import { actionTarget, codeDocument, shownSyntaxError } from './opsTarget';
import { deployDetail } from './deployWords';

/** Nothing is deployed while the code document has unsaved changes or a syntax error: says so (offering Save). */
async function readyToDeploy(services: Services, actionId: string, name: string): Promise<boolean> {
  const doc = codeDocument(actionId);
  if (!doc) return true;
  const error = shownSyntaxError(doc);
  if (error) {
    void services.prompts.current.error(vscode.l10n.t('{0} was not deployed: its code has a syntax error at line {1} ({2}). Fix it and save, then deploy.', name, error.line, error.message));
    return false;
  }
  if (!doc.isDirty) return true;
  const save = vscode.l10n.t('Save');
  const choice = await services.prompts.current.warn(vscode.l10n.t('{0} was not deployed: its code has unsaved changes. Deploy sends the saved draft: save first, then deploy.', name), save);
  if (choice === save) await doc.save();
  return false;
}

export async function deployAction(services: Services, arg?: TreeNode | IdsArg): Promise<void> {
  const t = await actionTarget(services, arg, vscode.l10n.t('Deploy Action'));
  if (!(await readyToDeploy(services, t.id, t.name))) return;
  const tenant = t.tenant.profile.label;
  await confirmOnTenant(services, t.tenant, {
    message: vscode.l10n.t('Deploy the action "{0}" on {1}?', t.name, tenant),
    detail: deployDetail(t.action),
    button: vscode.l10n.t('Deploy'),
    name: t.name,
    typePrompt: vscode.l10n.t('Type the action name "{0}" to deploy it', t.name),
  });
  const version = await postDeploy(await t.tenant.client(), t.id);
  services.log.info(`Action ${t.id} on ${tenant} deployed as version ${version.number ?? '?'}`);
  void services.prompts.current.info(version.number === undefined
    ? vscode.l10n.t('Deployed {0} on {1}.', t.name, tenant)
    : vscode.l10n.t('Deployed {0} on {1} as version {2}.', t.name, tenant, version.number));
  refreshGroup(services, t.tenant, 'actions');
}
