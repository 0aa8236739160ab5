/** The handlers of the commands of the MFA phone factors, by id: loaded on the first command run (`kind.commands.handlers`). */
import type { CommandHandler } from '../facets/commands';
import { applyPhoneFactorsDocument } from './applyPhoneFactorsDocument';
import { editPhoneFactors } from './editPhoneFactors';
import { editPhoneTemplates } from './editPhoneTemplates';
import { setPhoneFactors } from './setPhoneFactors';
import { setPhoneProvider } from './setPhoneProvider';
import { twilioSettings } from './twilioSettings';

export const handlers: Readonly<Record<string, CommandHandler>> = {
  'authTenants.setPhoneFactors': setPhoneFactors,
  'authTenants.editPhoneFactors': editPhoneFactors,
  'authTenants.applyPhoneFactorsDocument': applyPhoneFactorsDocument,
  'authTenants.setPhoneProvider': setPhoneProvider,
  'authTenants.twilioSettings': twilioSettings,
  'authTenants.editPhoneTemplates': editPhoneTemplates,
};
