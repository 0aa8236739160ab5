import * as vscode from 'vscode';
import type { Drafts } from './drafts';
import type { DraftRef } from './draftUris';
import { kindOf, type KindId } from '../../kinds';
import type { Services } from '../../services';
import type { TenantNode } from '../../tree/nodes/tenantNode';

export interface DraftTarget {
  uri: vscode.Uri;
  ref: DraftRef;
  document: vscode.TextDocument;
  tenant: TenantNode;
}

/** The draft a CodeLens / editor-title button / palette command is about: its URI argument or the active editor. */
export async function draftTarget(drafts: Drafts, kind: KindId, arg: unknown): Promise<DraftTarget> {
  const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
  const ref = uri && drafts.refOf(uri);
  if (!uri || ref?.kind !== kind) throw new Error(kindOf(kind).draft?.missing ?? `${kind} has no drafts.`);
  const tenant = drafts.tenantOf(uri);
  if (!tenant) throw new Error(vscode.l10n.t('The tenant of this document ({0}) is no longer configured.', ref.tenantId));
  const document = drafts.openDocument(uri) ?? (await vscode.workspace.openTextDocument(uri));
  return { uri, ref, document, tenant };
}

/** Refuses (with one message) while the document has errors of its own; returns false then. */
export function refuseWithErrors(services: Services, errors: { message: string; range: { start: { line: number } } }[], what: string): boolean {
  if (errors.length === 0) return false;
  const first = errors[0];
  void services.prompts.current.error(errors.length === 1
    ? vscode.l10n.t('{0} refused: fix the problem on line {1} first: {2}', what, first.range.start.line + 1, first.message)
    : vscode.l10n.t('{0} refused: fix the {1} problems in the document first (line {2}: {3}).', what, errors.length, first.range.start.line + 1, first.message));
  return true;
}
