import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api/errors';
import { phoneMessageTypesSchema } from '../../api/guardian';
import { draftsOf } from '../../editors/drafts/drafts';
import { phoneFactorsText, uniqueFactors } from '../../editors/drafts/phoneFactorsDraft';
import { isLocalError } from '../../editors/drafts/serverProblems';
import type { Services } from '../../services';
import type { PhoneFactor } from '../../tree/kinds/phoneFactors';
import { draftTarget, refuseWithErrors } from '../tokenExchangeProfiles/draftTarget';
import { applyPhoneFactors } from './setPhoneFactors';

/**
 * Apply (CodeLens, editor title): replaces the tenant's phone factors with the document's list. Refused while
 * the document has errors. Afterwards the document shows the list the tenant echoed.
 */
export async function applyPhoneFactorsDocument(services: Services, arg?: unknown): Promise<readonly string[] | undefined> {
  const drafts = draftsOf(services);
  const { uri, document, tenant } = await draftTarget(drafts, 'phone-factors', arg);
  if (refuseWithErrors(services, drafts.problems(document).filter(isLocalError), vscode.l10n.t('Apply phone factors'))) return undefined;
  const parsed = phoneMessageTypesSchema.parse(JSON.parse(document.getText()));
  const factors = uniqueFactors((parsed.message_types ?? []) as PhoneFactor[]);
  if (factors.length === 0) {
    await services.prompts.current.confirm(
      vscode.l10n.t('Disable every phone factor on {0}?', tenant.profile.label),
      { modal: true, detail: vscode.l10n.t('Users enrolled with SMS or voice cannot use them for MFA until a factor is enabled again.') },
      vscode.l10n.t('Disable All'),
    );
  }
  let enabled: readonly string[];
  try {
    enabled = await applyPhoneFactors(services, tenant, factors);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      const message = vscode.l10n.t('The tenant refused this list: {0}', err.serverMessage || toUserMessage(err));
      drafts.setServerProblems(uri, [{ path: ['message_types'], message, value: parsed.message_types }]);
    }
    throw err;
  }
  await drafts.setText(uri, phoneFactorsText(enabled));
  return enabled;
}
