/** The scopes each write command of applications needs (any one of them), read by menus and the command wrapper. Pure. */
const CREATE = ['create:clients'];

export const applicationWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.editApplication': ['update:clients'],
  'authTenants.createApplication': CREATE,
  'authTenants.deleteApplication': ['delete:clients'],
  'authTenants.rotateApplicationSecret': ['update:client_keys'],
  'authTenants.applicationConnections': ['update:connections'],
  'authTenants.submitApplicationDraft': CREATE,
};
