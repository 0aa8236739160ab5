/**
 * Versions (an action's row, its code document, or the palette): its versions with number, deployed mark and date;
 * one is opened read-only (`<name> v3.js`), compared with the current code (VS Code's diff editor) or rolled back
 * to. Roll Back to This Version… deploys that version's code as a new version, confirmed (the name typed on
 * production); the draft stays as it is.
 */
import * as vscode from 'vscode';
import type { Services } from '../../services';
import type { TreeNode } from '../../tree/node';
import type { IdsArg } from '../../commands/resources/resourceTarget';
import { confirmOnTenant } from '../../commands/resources/confirmDelete';
import { collect, iteratePages } from '../../api/paging';
import { refreshGroup } from '../../tree/refresh';
import { deployActionVersion, getActionVersion, listActionVersions, type ActionVersion } from './api';
import { actionTarget, codeDocument, type ActionTarget } from './opsTarget';
import { actionDocuments, versionUri } from './testDocuments';
import { resourceUri } from '../../editors/resource/resourceUri';
import { actionCodeKind } from './code';
import { versionLabel, versionLines } from './versionsList';

async function allVersions(t: ActionTarget): Promise<ActionVersion[]> {
  const client = await t.tenant.client();
  return collect(iteratePages((page) => listActionVersions(client, t.id, { page })));
}

async function pickVersion(services: Services, t: ActionTarget, title: string): Promise<ActionVersion> {
  const versions = await allVersions(t);
  if (versions.length === 0) throw new Error(vscode.l10n.t('{0} on {1} has no versions yet: Deploy it to make its first version.', t.name, t.tenant.profile.label));
  const byId = new Map(versions.map((v) => [v.id, v]));
  const items = versionLines(versions).map((l) => ({ label: l.label, description: l.description, value: byId.get(l.id)! }));
  return services.prompts.current.pick(items, { title, placeHolder: vscode.l10n.t('Version of {0} on {1} (the newest first)', t.name, t.tenant.profile.label) });
}

/** Opens the version's code read-only. */
export async function openVersion(services: Services, t: ActionTarget, version: ActionVersion): Promise<vscode.TextEditor> {
  const uri = actionDocuments(services).show(versionUri(t.tenant.profile.id, t.id, t.name, version.id, version.number ?? version.id), version.code ?? '');
  return vscode.window.showTextDocument(uri, { preview: false });
}

/** The version (left) against the current code (right): the action's code document, editable (open or not). */
export async function diffVersion(services: Services, t: ActionTarget, version: ActionVersion): Promise<void> {
  const left = actionDocuments(services).show(versionUri(t.tenant.profile.id, t.id, t.name, version.id, version.number ?? version.id), version.code ?? '');
  const right = codeDocument(t.id)?.uri ?? resourceUri({ kind: actionCodeKind, tenantId: t.tenant.profile.id, id: t.id }, t.name);
  await vscode.commands.executeCommand('vscode.diff', left, right, vscode.l10n.t('{0} {1} ↔ current code', t.name, versionLabel(version)));
}

/** Deploys the version's code as a new version, once confirmed. */
async function rollBack(services: Services, t: ActionTarget, version: ActionVersion): Promise<void> {
  const label = versionLabel(version);
  const tenant = t.tenant.profile.label;
  if (version.deployed) {
    void services.prompts.current.info(vscode.l10n.t('{0} of {1} is already the deployed version on {2}: nothing to roll back.', label, t.name, tenant));
    return;
  }
  await confirmOnTenant(services, t.tenant, {
    message: vscode.l10n.t('Roll back the action "{0}" on {1} to {2}?', t.name, tenant, label),
    detail: vscode.l10n.t('The code of {0} is deployed as a new version and runs at once where the action is bound. The draft stays as it is.', label),
    button: vscode.l10n.t('Roll Back'),
    name: t.name,
    typePrompt: vscode.l10n.t('Type the action name "{0}" to roll it back', t.name),
  });
  const deployed = await deployActionVersion(await t.tenant.client(), t.id, version.id);
  services.log.info(`Action ${t.id} on ${tenant} rolled back to ${label}: version ${deployed.number ?? '?'}`);
  void services.prompts.current.info(vscode.l10n.t('Rolled back {0} on {1}: the code of {2} is deployed as version {3}.', t.name, tenant, label, deployed.number ?? '?'));
  refreshGroup(services, t.tenant, 'actions');
}

export async function showActionVersions(services: Services, arg?: TreeNode | IdsArg): Promise<void> {
  const t = await actionTarget(services, arg, vscode.l10n.t('Action Versions'));
  const version = await pickVersion(services, t, vscode.l10n.t('Versions of {0}', t.name));
  const label = versionLabel(version);
  type Verb = 'open' | 'diff' | 'rollBack';
  const verbs: { label: string; value: Verb }[] = [
    { label: vscode.l10n.t('$(file-code) Open {0} (read-only)', label), value: 'open' },
    { label: vscode.l10n.t('$(diff) Compare {0} with the Current Code', label), value: 'diff' },
    ...(version.deployed ? [] : [{ label: vscode.l10n.t('$(history) Roll Back to This Version…'), value: 'rollBack' as const }]),
  ];
  const verb = await services.prompts.current.pick(verbs, { title: vscode.l10n.t('{0} {1}', t.name, label) });
  if (verb === 'open') await openVersion(services, t, version);
  else if (verb === 'diff') await diffVersion(services, t, version);
  else await rollBack(services, t, version);
}

/** Roll Back to This Version… (`{ tenantId, actionId, versionId }`, or the action then the version picked). */
export async function rollBackAction(services: Services, arg?: TreeNode | (IdsArg & { versionId?: string })): Promise<void> {
  const t = await actionTarget(services, arg, vscode.l10n.t('Roll Back Action'));
  const versionId = (arg as { versionId?: unknown } | undefined)?.versionId;
  const version = typeof versionId === 'string'
    ? await getActionVersion(await t.tenant.client(), t.id, versionId)
    : await pickVersion(services, t, vscode.l10n.t('Roll back {0} to…', t.name));
  await rollBack(services, t, version);
}
