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
import { actionTarget, codeDocument, type ActionTarget } from './opsTarget';
import { deployDetail } from './deployWords';

/**
 * Nothing is deployed while the code document has unsaved changes (Save offered) or the saved draft — what a deploy
 * sends — has a syntax error (parsed as the editor does): says so, naming the line.
 */
async function readyToDeploy(services: Services, t: ActionTarget): Promise<boolean> {
  const prompts = services.prompts.current;
  const doc = codeDocument(t.id);
  if (doc?.isDirty) {
    const save = vscode.l10n.t('Save');
    const choice = await prompts.warn(vscode.l10n.t('{0} was not deployed: its code has unsaved changes. Deploy sends the saved draft: save first, then deploy.', t.name), save);
    if (choice === save) await doc.save();
    return false;
  }
  const { parseCode } = await import('./codeCheck');
  const parsed = parseCode(t.action.code ?? '');
  if (!('problem' in parsed)) return true;
  void prompts.error(vscode.l10n.t('{0} was not deployed: its saved draft has a syntax error at line {1} ({2}) Fix it and save, then deploy.',
    t.name, parsed.problem.range.start.line + 1, parsed.problem.message));
  return false;
}

export async function deployAction(services: Services, arg?: TreeNode | IdsArg): Promise<void> {
  const t = await actionTarget(services, arg, vscode.l10n.t('Deploy Action'));
  if (!(await readyToDeploy(services, t))) return;
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
