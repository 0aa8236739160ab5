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
import { exportedFile, exportText } from '../../workspace/exportedFiles';
import { readByKey } from '../../workspace/readTenant';
import { compareDocuments } from '../compare/compareDocuments';
import { kindOf } from '../../kinds';
import { sideOf } from '../compare/sides';
import { fileText, pickTenantFor, targetUri } from './exportedFileArg';

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
  const uri = targetUri(arg);
  const file = exportedFile(uri.path, vscode.workspace.getWorkspaceFolder(uri)?.uri.path);
  if (!file) throw new Error(vscode.l10n.t('{0} is not an exported resource: its path must end in <tenant>/<kind>/<name>.json, as Export to Workspace… writes it, outside node_modules and dot folders.', vscode.workspace.asRelativePath(uri)));
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
  const right = live ? exportText(live.normalised) : renderMissing(words.singular, kind.keyField, key, tenant.profile.label, vscode.l10n.t);
  const fileName = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  const rightUri = compareDocuments.add(tenant.profile.id, kind.id, fileName, right);
  await vscode.commands.executeCommand('vscode.diff', uri, rightUri, vscode.l10n.t('{0}: {1} ↔ {2}', name, fileName, tenant.profile.label), { preview: false });
  services.log.info(`Compared workspace file ${kind.id}/${fileName} with ${tenant.profile.label}: ${live ? 'found' : 'no counterpart'}`);
  if (!live) {
    void services.prompts.current.info(vscode.l10n.t('{0} has no {1} with the {2} "{3}": the right side is empty.', tenant.profile.label, words.singular, kind.keyField, key));
  } else if (JSON.stringify(sortKeys(value)) === JSON.stringify(live.normalised.value)) {
    void services.prompts.current.info(vscode.l10n.t('{0} matches the {1} "{2}" on {3} (ids, dates and secrets aside).', fileName, words.singular, name, tenant.profile.label));
  }
}
