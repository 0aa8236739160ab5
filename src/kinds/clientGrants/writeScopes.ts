/** The scopes each write command of client grants needs (any one of them), read by menus and the command wrapper. Pure. */
export const grantWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.authorizeApplication': ['create:client_grants'],
  'authTenants.changeGrantScopes': ['update:client_grants'],
  'authTenants.revokeGrant': ['delete:client_grants'],
};
