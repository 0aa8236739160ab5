import * as vscode from 'vscode';
import { getPhoneMessageTypes } from './api';
import { applyPhoneFactors } from './draftApply';
import type { Services } from '../../services';
import { PHONE_FACTORS, PhoneFactorsNode, type PhoneFactor } from './tree';
import type { TreeNode } from '../../tree/node';
import { pickTenant } from '../../commands/pickTenant';

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
  await applyPhoneFactors(services, tenant, chosen, current);
}
