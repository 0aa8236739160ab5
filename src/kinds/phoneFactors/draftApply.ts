/**
 * Applying a phone factors document: the one path behind the Apply lens and Ctrl+S. The list replaces the tenant's
 * phone factors (PUT); an empty list asks first, and so does any list on a production tenant; a 400 is shown at
 * `message_types`.
 */
import * as vscode from 'vscode';
import { ApiError, toUserMessage } from '../../api';
import { getPhoneMessageTypes, setPhoneMessageTypes } from './api';
import { getPhoneProvider } from './phoneApi';
import { phoneGroupOf } from './phoneTree';
import { confirmOnProduction } from '../../commands/resources/confirmDelete';
import type { Services } from '../../services';
import { PHONE_FACTORS, PhoneFactorsNode, type PhoneFactor } from './tree';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import type { Drafts } from '../../editors/drafts/drafts';
import { uniqueFactors } from './draft';

const known = (types: readonly string[]) => types.filter((t): t is PhoneFactor => (PHONE_FACTORS as readonly string[]).includes(t));

/** Shows the tenant's current list in the tree (after a read or a write). */
export function showInTree(services: Services, tenant: TenantNode, types: readonly string[]): void {
  const node = tenant.group('phone-factors');
  if (!(node instanceof PhoneFactorsNode)) return;
  node.set(known(types));
  services.tree.refresh(node);
}

const listed = (types: readonly string[]) => (types.length ? types.join(', ') : vscode.l10n.t('none'));

/**
 * Asks what the change needs (an empty list always; any other list on a production tenant, naming the tenant and
 * the change from `current`, read when not given), sends the new list, then shows the server's answer in a message
 * and in the tree, and warns when voice is on while the provider sends SMS only.
 */
export async function applyPhoneFactors(services: Services, tenant: TenantNode, factors: PhoneFactor[], current?: readonly string[]): Promise<readonly string[]> {
  const label = tenant.profile.label;
  const client = await tenant.client();
  let before = current ?? phoneGroupOf(tenant)?.current;
  if (factors.length === 0) await confirmDisableAll(services, tenant);
  else if (tenant.production) {
    before ??= (await getPhoneMessageTypes(client)).message_types ?? [];
    await confirmOnProduction(services, tenant, {
      message: vscode.l10n.t('Change the MFA phone factors of {0} from {1} to {2}?', label, listed(before), listed(factors)),
      detail: vscode.l10n.t('{0} is a PRODUCTION tenant: its users are asked for MFA with the new list at once.', label),
      button: vscode.l10n.t('Apply'),
    });
  }
  const result = await setPhoneMessageTypes(client, { message_types: factors });
  const enabled = result.message_types ?? [];
  services.log.info(`Phone factors of ${label} set to [${enabled.join(', ')}]`);
  void services.prompts.current.info(enabled.length
    ? vscode.l10n.t('Phone factors enabled on {0}: {1}.', label, enabled.join(', '))
    : vscode.l10n.t('All phone factors are now disabled on {0}.', label));
  showInTree(services, tenant, enabled);
  if (enabled.includes('voice') && !before?.includes('voice')) await warnVoiceWithoutSender(services, tenant);
  return enabled;
}

/** Voice just enabled while the provider is auth0, which sends SMS only: says what to change, with Set Phone Provider…. */
async function warnVoiceWithoutSender(services: Services, tenant: TenantNode): Promise<void> {
  let provider: string | undefined;
  try {
    provider = phoneGroupOf(tenant)?.provider?.provider ?? (await getPhoneProvider(await tenant.client())).provider ?? 'auth0';
  } catch (err) {
    services.log.warn(`Phone provider of ${tenant.profile.label} not read after enabling voice: ${toUserMessage(err)}`);
    return;
  }
  if (provider !== 'auth0') return;
  const change = vscode.l10n.t('Set Phone Provider…');
  const message = vscode.l10n.t('Voice is enabled on {0}, but its MFA phone provider is auth0, which sends SMS only: no voice call is made. Switch the provider to twilio or phone-message-hook (Set Phone Provider…).', tenant.profile.label);
  void services.prompts.current.warn(message, change).then((choice) => {
    if (choice === change) void vscode.commands.executeCommand('authTenants.setPhoneProvider', tenant);
  });
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
 * Applies the list of a document the caller has checked (no local errors) as applyPhoneFactors does, and
 * returns the list the tenant echoed. A 400 becomes a problem at `message_types` and is thrown on.
 */
export async function applyPhoneFactorsList(services: Services, drafts: Drafts, uri: vscode.Uri, tenant: TenantNode, messageTypes: readonly string[]): Promise<readonly string[]> {
  const factors = uniqueFactors(known(messageTypes));
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
