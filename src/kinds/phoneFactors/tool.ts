/**
 * setPhoneFactors: replaces the tenant's phone factor message types (sms, voice), checked as the phone factors
 * document is (schema and checks of src/kinds/phoneFactors/draft.ts); the confirmation shows before → after.
 */
import * as vscode from 'vscode';
import { getPhoneMessageTypes, phoneMessageTypesSchema, setPhoneMessageTypes } from './api';
import { showInTree } from './draftApply';
import { phoneFactorsChecks, phoneFactorsText, uniqueFactors } from './draft';
import { validate } from '../../diagnostics/validate';
import { ToolRefusal } from '../../tools/toolKit';
import { SET_PHONE_FACTORS_INPUT } from './toolFacet';
import { defineWriteTool, onTenant, refuseProblems } from '../../tools/writeTool';

const listText = (types: readonly string[]) => (types.length ? types.join(', ') : vscode.l10n.t('none'));

export const setPhoneFactorsTool = defineWriteTool({
  name: 'authTenants_setPhoneFactors',
  input: SET_PHONE_FACTORS_INPUT,
  scopes: ['update:guardian_factors'],
  async plan(services, tenant, input, signal) {
    refuseProblems(validate(phoneFactorsText(input.message_types), phoneMessageTypesSchema, { extraChecks: phoneFactorsChecks }), vscode.l10n.t('Setting the phone factors'));
    const wanted = uniqueFactors(phoneMessageTypesSchema.parse({ message_types: input.message_types }).message_types);
    const client = await tenant.client();
    const current = (await getPhoneMessageTypes(client, { signal })).message_types ?? [];
    if (wanted.length === current.length && wanted.every((t) => current.includes(t))) {
      throw new ToolRefusal(vscode.l10n.t('The phone factors of {0} are already [{1}]. Nothing was sent.', tenant.profile.label, listText(current)));
    }
    return {
      title: vscode.l10n.t('Set the phone factors {0}', onTenant(tenant)),
      written: wanted,
      lines: [
        vscode.l10n.t('Phone factors (message types): {0} → {1}', listText(current), listText(wanted)),
        ...(wanted.length === 0 ? [vscode.l10n.t('Every phone factor is disabled: users enrolled with SMS or voice cannot use them for MFA until a factor is enabled again.')] : []),
      ],
      async send() {
        const result = await setPhoneMessageTypes(client, { message_types: wanted });
        const enabled = result.message_types ?? [];
        services.log.info(`Agent tool: phone factors of ${tenant.profile.label} set to [${enabled.join(', ')}]`);
        showInTree(services, tenant, enabled);
        return vscode.l10n.t('Phone factors of {0} are now [{1}].', tenant.profile.label, listText(enabled));
      },
    };
  },
});
