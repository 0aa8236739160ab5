/**
 * Applying a phone factors document: the one path behind the Apply lens and Ctrl+S. The list replaces the tenant's
 * phone factors (PUT); an empty list asks first; a 400 is shown at `message_types`.
 */
import * as vscode from 'vscode';
import { ApiError, setPhoneMessageTypes, toUserMessage } from '../../api';
import type { Services } from '../../services';
import { PHONE_FACTORS, PhoneFactorsNode, type PhoneFactor } from '../../tree/kinds/phoneFactors';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { Drafts } from './drafts';
import { uniqueFactors } from './phoneFactorsDraft';

const known = (types: readonly string[]) => types.filter((t): t is PhoneFactor => (PHONE_FACTORS as readonly string[]).includes(t));

/** Shows the tenant's current list in the tree (after a read or a write). */
export function showInTree(services: Services, tenant: TenantNode, types: readonly string[]): void {
  const node = tenant.group('phone-factors');
  if (!(node instanceof PhoneFactorsNode)) return;
  node.set(known(types));
  services.tree.refresh(node);
}

/** Sends the new list, then shows the server's answer in a message and in the tree. */
export async function applyPhoneFactors(services: Services, tenant: TenantNode, factors: PhoneFactor[]): Promise<readonly string[]> {
  const result = await setPhoneMessageTypes(await tenant.client(), { message_types: factors });
  const enabled = result.message_types ?? [];
  services.log.info(`Phone factors of ${tenant.profile.label} set to [${enabled.join(', ')}]`);
  void services.prompts.current.info(enabled.length
    ? vscode.l10n.t('Phone factors enabled on {0}: {1}.', tenant.profile.label, enabled.join(', '))
    : vscode.l10n.t('All phone factors are now disabled on {0}.', tenant.profile.label));
  showInTree(services, tenant, enabled);
  return enabled;
}

/** The question before an empty list is applied (a dismiss throws the user's cancel). */
export async function confirmDisableAll(services: Services, tenant: TenantNode): Promise<void> {
  await services.prompts.current.confirm(
    vscode.l10n.t('Disable every phone factor on {0}?', tenant.profile.label),
    { modal: true, detail: vscode.l10n.t('Users enrolled with SMS or voice cannot use them for MFA until a factor is enabled again.') },
    vscode.l10n.t('Disable All'),
  );
}

/**
 * Applies the list of a document the caller has checked (no local errors): confirms an empty list, PUTs, and
 * returns the list the tenant echoed. A 400 becomes a problem at `message_types` and is thrown on.
 */
export async function applyPhoneFactorsList(services: Services, drafts: Drafts, uri: vscode.Uri, tenant: TenantNode, messageTypes: readonly string[]): Promise<readonly string[]> {
  const factors = uniqueFactors(known(messageTypes));
  if (factors.length === 0) await confirmDisableAll(services, tenant);
  try {
    return await applyPhoneFactors(services, tenant, factors);
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) {
      const message = vscode.l10n.t('The tenant refused this list: {0}', err.serverMessage || toUserMessage(err));
      drafts.setServerProblems(uri, [{ path: ['message_types'], message, value: messageTypes }]);
    }
    throw err;
  }
}
