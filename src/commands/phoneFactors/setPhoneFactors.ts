import * as vscode from 'vscode';
import { getPhoneMessageTypes, setPhoneMessageTypes } from '../../api/guardian';
import type { Services } from '../../services';
import { PHONE_FACTORS, PhoneFactorsNode, type PhoneFactor } from '../../tree/kinds/phoneFactors';
import type { TreeNode } from '../../tree/node';
import type { TenantNode } from '../../tree/nodes/tenantNode';
import { pickTenant } from '../pickTenant';

/** Sends the new list, then shows the server's answer in a message and in the tree. */
export async function applyPhoneFactors(services: Services, tenant: TenantNode, factors: PhoneFactor[]): Promise<readonly string[]> {
  const result = await setPhoneMessageTypes(await tenant.client(), { message_types: factors });
  const enabled = result.message_types ?? [];
  services.log.info(`Phone factors of ${tenant.profile.label} set to [${enabled.join(', ')}]`);
  void services.prompts.current.info(enabled.length
    ? vscode.l10n.t('Phone factors enabled on {0}: {1}.', tenant.profile.label, enabled.join(', '))
    : vscode.l10n.t('All phone factors are now disabled on {0}.', tenant.profile.label));
  const node = tenant.group('phone-factors');
  if (node instanceof PhoneFactorsNode) {
    node.set(enabled.filter((t): t is PhoneFactor => (PHONE_FACTORS as readonly string[]).includes(t)));
    services.tree.refresh(node);
  }
  return enabled;
}

/** Set Phone Factors…: a multi-select pre-selected with the current state. */
export async function setPhoneFactors(services: Services, node?: TreeNode): Promise<void> {
  const tenant = await pickTenant(services, node);
  const current = node instanceof PhoneFactorsNode && node.current
    ? node.current
    : ((await getPhoneMessageTypes(await tenant.client())).message_types ?? []);
  const chosen = await services.prompts.current.pickMany<PhoneFactor>(
    PHONE_FACTORS.map((f) => ({
      label: f === 'sms' ? 'SMS' : vscode.l10n.t('Voice'),
      description: current.includes(f) ? vscode.l10n.t('enabled now') : vscode.l10n.t('disabled now'),
      picked: current.includes(f),
      value: f,
    })),
    { title: vscode.l10n.t('Phone factors of {0}', tenant.profile.label), placeHolder: vscode.l10n.t('Select the message types to enable (the list is replaced)') },
  );
  if (chosen.length === 0) {
    await services.prompts.current.confirm(
      vscode.l10n.t('Disable every phone factor on {0}?', tenant.profile.label),
      { modal: true, detail: vscode.l10n.t('Users enrolled with SMS or voice cannot use them for MFA until a factor is enabled again.') },
      vscode.l10n.t('Disable All'),
    );
  }
  await applyPhoneFactors(services, tenant, chosen);
}
