/** The scopes each write command of actions needs (any one of them), read by menus and the command wrapper. Pure. */
const UPDATE = ['update:actions'];

export const actionWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.createAction': ['create:actions'],
  'authTenants.deleteAction': ['delete:actions'],
  'authTenants.setActionSecret': UPDATE,
};
