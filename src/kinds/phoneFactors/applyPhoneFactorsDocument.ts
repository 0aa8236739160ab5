import * as vscode from 'vscode';
import { phoneMessageTypesSchema } from './api';
import { phoneFactorsText } from './draft';
import { applyPhoneFactorsList } from './draftApply';
import { isLocalError } from '../../editors/drafts/serverProblems';
import type { Services } from '../../services';
import { draftTarget, refuseWithErrors } from '../../editors/drafts/draftTarget';

/**
 * Apply (CodeLens, editor title): replaces the tenant's phone factors with the document's list. Refused while
 * the document has errors. Afterwards the document shows the list the tenant echoed. Ctrl+S does the same
 * (Drafts.beforeStore).
 */
export async function applyPhoneFactorsDocument(services: Services, arg?: unknown): Promise<readonly string[] | undefined> {
  const { drafts } = services;
  const { uri, document, tenant } = await draftTarget(drafts, 'phone-factors', arg);
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Apply phone factors'))) return undefined;
  const parsed = phoneMessageTypesSchema.parse(JSON.parse(document.getText()));
  const enabled = await applyPhoneFactorsList(services, drafts, uri, tenant, parsed.message_types ?? []);
  await drafts.setText(uri, phoneFactorsText(enabled));
  return enabled;
}
