/**
 * Apply to Tenant…: an exported workspace file (`<tenant>/<kind>/<name>.json`) applied to a tenant — the one its
 * folder names by default — with the same plan and review as Copy to Tenant…: the kind's plan (src/promote) from the
 * file's value against the resource with the same natural key there, then reviewAndApply (what is not copied and
 * why, secrets typed in password boxes, confirmation, the tenant's name typed on production, one request).
 *
 * What is applied is the file as saved: the tenant then holds what the file (and the team's git) records. A file with
 * unsaved edits is saved first after the user agrees ("Save and Apply"); declined, nothing is saved or sent. A file
 * that is not valid JSON, not of its folder's kind or has an error the diagnostics show is refused with the problem
 * and its line; nothing is read or sent. Saving a file never applies it: only this command does.
 */
import * as vscode from 'vscode';
import { promoteKind } from '../../promote/kinds';
import type { Services } from '../../services';
import { companionOf, joinValue } from '../../workspace/companion';
import { readFileInput } from '../../workspace/fileSide';
import { planFile } from '../../workspace/planFile';
import { kindOf } from '../../kinds';
import { sideOf } from '../compare/sides';
import { resourceWhat } from '../promote/copyResource';
import { reviewAndApply } from '../promote/reviewAndApply';
import { companionUri, exportedTarget, fileText, optionalText, pickTenantFor } from './exportedFileArg';

/** The file's document, saved: its unsaved edits saved first once the user agrees. */
async function savedDocument(services: Services, uri: vscode.Uri, shown: string): Promise<vscode.TextDocument> {
  const document = await vscode.workspace.openTextDocument(uri);
  if (!document.isDirty) return document;
  const save = vscode.l10n.t('Save and Apply');
  await services.prompts.current.confirm(vscode.l10n.t('{0} has unsaved changes. Save it, then apply it?', shown), {
    modal: true, detail: vscode.l10n.t('Apply to Tenant… applies the file as saved, so the tenant gets what the file records.'),
  }, save);
  if (!(await document.save())) throw new Error(vscode.l10n.t('{0} could not be saved: nothing was applied.', shown));
  return document;
}

export async function applyFileToTenant(services: Services, arg?: unknown): Promise<void> {
  const title = vscode.l10n.t('Apply to Tenant');
  const command = vscode.l10n.t('Apply to Tenant…');
  const { uri, file } = exportedTarget(arg);
  const shown = vscode.workspace.asRelativePath(uri);
  const words = kindOf(file.kind.id).words;
  const kind = await promoteKind(file.kind.id);
  const document = await savedDocument(services, uri, shown);
  const input = readFileInput(file.kind, await fileText(document));
  if ('problem' in input) {
    throw new Error(vscode.l10n.t('{0} cannot be applied, line {1}: {2}. Fix it, then apply again; nothing was sent.', shown, input.problem.line, input.problem.message.replace(/\.$/, '')));
  }
  // A kind with a companion file (an action's code): its text, as saved, joins the JSON file's value.
  const companion = companionUri(uri, file);
  const companionText = companion && (await optionalText(companion)) !== undefined
    ? await fileText(await savedDocument(services, companion, vscode.workspace.asRelativePath(companion)))
    : undefined;
  const problem = companion && companionText !== undefined ? await companionOf(file.kind.id)?.problem?.(companionText) : undefined;
  if (problem && companion) {
    throw new Error(vscode.l10n.t('{0} cannot be applied, line {1}: {2}. Fix it, then apply again; nothing was sent.', vscode.workspace.asRelativePath(companion), problem.line, problem.message.replace(/\.$/, '')));
  }
  input.value = joinValue(file.kind.id, input.value, companionText);
  const target = await pickTenantFor(services, file, title, vscode.l10n.t('Tenant to apply {0} to', shown));
  const to = target.profile.label;
  const plan = await services.prompts.current.progress(vscode.l10n.t('Planning the apply to {0}…', to), async (report, signal) => {
    report(vscode.l10n.t('Reading the {0} on {1}…', words.singular, to));
    const scopes = await services.sessions.scopes(target.profile.id, signal);
    return planFile(kind, input.value, input.key, await sideOf(target, signal), scopes, { signal });
  });
  if ('problem' in plan) throw new Error(vscode.l10n.t('{0} cannot be applied: {1} Nothing was sent.', shown, plan.problem));
  services.log.info(`${command}: ${kind.compare.id} file to ${to}: ${plan.action.kind}`);
  await reviewAndApply(services, { kind, plan, what: resourceWhat(kind, plan.name, input.key), from: shown, target, command });
}
