/**
 * Compare with Tenant (drift): an exported workspace file (`<tenant>/<kind>/<name>.json`, src/workspace) against
 * the live resource with the same natural key on a tenant — the one its folder names by default — in VS Code's
 * diff editor: the file itself on the left (still editable; its unsaved text is what is compared), the tenant's
 * normalised form on the right, written as an export writes it, so a file unchanged since its export shows no
 * difference. No counterpart: the right side says so, and a message too. Nothing is sent to the tenant but reads.
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import * as vscode from 'vscode';
import { renderMissing } from '../../compare/render';
import { sortKeys } from '../../kinds/normalise';
import { isPlainObject } from '../../kinds/diff';
import type { Services } from '../../services';
import { exportText } from '../../workspace/exportedFiles';
import { splitValue } from '../../workspace/companion';
import { readByKey } from '../../workspace/readTenant';
import { compareDocuments } from '../compare/compareDocuments';
import type { ExportedFile } from '../../workspace/exportedFiles';
import type { TenantProfile } from '../../tenants/types';
import { commentLine } from '../../util/jsonText';
import { kindOf } from '../../kinds';
import { sideOf } from '../compare/sides';
import { companionUri, exportedTarget, fileText, optionalText, pickTenantFor } from './exportedFileArg';

/** The file's value: a JSON object, or a message saying what is wrong where. */
function fileValue(text: string, uri: vscode.Uri): Record<string, unknown> {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  const first = errors[0];
  if (first) {
    const line = text.slice(0, first.offset).split('\n').length;
    throw new Error(vscode.l10n.t('{0} is not valid JSON ({1} at line {2}): fix it, then compare again.', vscode.workspace.asRelativePath(uri), printParseErrorCode(first.error), line));
  }
  if (!isPlainObject(value)) throw new Error(vscode.l10n.t('{0} does not hold a JSON object: it is not an exported resource.', vscode.workspace.asRelativePath(uri)));
  return value;
}

export async function compareFileWithTenant(services: Services, arg?: unknown): Promise<void> {
  const { uri, file } = exportedTarget(arg);
  const document = await vscode.workspace.openTextDocument(uri);
  const value = fileValue(await fileText(document), uri);
  const { kind } = file;
  const key = kind.key(value);
  const words = kindOf(kind.id).words;
  if (!key) throw new Error(vscode.l10n.t('{0} has no {1}: the {2} on the tenant is found by it.', vscode.workspace.asRelativePath(uri), kind.keyField, words.singular));
  const tenant = await pickTenantFor(services, file, vscode.l10n.t('Compare with Tenant'), vscode.l10n.t('Tenant to compare {0} with', file.tenantFolder));
  const live = await services.prompts.current.progress(vscode.l10n.t('Comparing with {0}…', tenant.profile.label), async (report, signal) => {
    report(vscode.l10n.t('Reading the {0} on {1}…', words.singular, tenant.profile.label));
    return readByKey(kind, key, await sideOf(tenant, signal), { signal });
  });
  const name = live?.normalised.name ?? kind.name(value);
  const right = live ? exportText(live.normalised, kind.id) : renderMissing(words.singular, kind.keyField, key, tenant.profile.label, vscode.l10n.t);
  const fileName = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const rightUri = compareDocuments.add(tenant.profile.id, kind.id, fileName, right);
  await vscode.commands.executeCommand('vscode.diff', uri, rightUri, vscode.l10n.t('{0}: {1} ↔ {2}', name, fileName, tenant.profile.label), { preview: false });
  const sameCompanion = live ? await compareCompanion(uri, file, live.normalised.value, name, tenant.profile) : true;
  services.log.info(`Compared workspace file ${kind.id}/${fileName} with ${tenant.profile.label}: ${live ? 'found' : 'no counterpart'}`);
  if (!live) {
    void services.prompts.current.info(vscode.l10n.t('{0} has no {1} with the {2} "{3}": the right side is empty.', tenant.profile.label, words.singular, kind.keyField, key));
  } else if (sameCompanion && JSON.stringify(sortKeys(value)) === JSON.stringify(splitValue(kind.id, live.normalised.value).json)) {
    void services.prompts.current.info(vscode.l10n.t('{0} matches the {1} "{2}" on {3} (ids, dates and secrets aside).', fileName, words.singular, name, tenant.profile.label));
  }
}

/**
 * A kind with a companion file (an action's code): that file ↔ the live text, in a diff of its own beside the JSON
 * file's (the file missing: its side says so). Whether the two are the same.
 */
async function compareCompanion(uri: vscode.Uri, file: ExportedFile, live: Record<string, unknown>, name: string, tenant: TenantProfile): Promise<boolean> {
  const companion = companionUri(uri, file);
  const liveText = splitValue(file.kind.id, live).text;
  if (!companion || liveText === undefined) return true;
  const companionName = companion.path.slice(companion.path.lastIndexOf('/') + 1);
  const text = await optionalText(companion);
  const left = text !== undefined ? companion : compareDocuments.add(tenant.id, file.kind.id, companionName, `${commentLine(vscode.l10n.t('No file {0} in the workspace.', companionName))}\n`);
  const right = compareDocuments.add(tenant.id, file.kind.id, companionName, liveText);
  await vscode.commands.executeCommand('vscode.diff', left, right, vscode.l10n.t('{0}: {1} ↔ {2}', name, companionName, tenant.label), { preview: false });
  return text === liveText;
}
