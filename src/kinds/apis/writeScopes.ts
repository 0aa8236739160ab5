/** The scopes each write command of APIs needs (any one of them), read by menus and the command wrapper. Pure. */
const CREATE = ['create:resource_servers'];

export const apiWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.editApi': ['update:resource_servers'],
  'authTenants.createApi': CREATE,
  'authTenants.deleteApi': ['delete:resource_servers'],
  'authTenants.submitApiDraft': CREATE,
};
