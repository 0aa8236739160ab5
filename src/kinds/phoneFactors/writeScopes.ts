/**
 * The scopes each write command of the MFA phone factors needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
const UPDATE = ['update:guardian_factors'];

export const phoneFactorWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.setPhoneFactors': UPDATE,
  'authTenants.editPhoneFactors': UPDATE,
  'authTenants.setPhoneProvider': UPDATE,
  'authTenants.twilioSettings': UPDATE,
  'authTenants.editPhoneTemplates': UPDATE,
};
