/**
 * The scopes each write command of verification templates needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
const CREATE = ['create:vdcs_templates'];

export const verificationTemplateWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.editVerificationTemplate': ['update:vdcs_templates'],
  'authTenants.createVerificationTemplate': CREATE,
  'authTenants.deleteVerificationTemplate': ['delete:vdcs_templates'],
  'authTenants.submitVerificationTemplateDraft': CREATE,
};
