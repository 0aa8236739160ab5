/** The scopes each write command of actions needs (any one of them), read by menus and the command wrapper. Pure. */
const UPDATE = ['update:actions'];

export const actionWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.createAction': ['create:actions'],
  'authTenants.deleteAction': ['delete:actions'],
  'authTenants.setActionSecret': UPDATE,
  'authTenants.removeActionSecret': UPDATE,
  // Test… and Deploy need create:actions (the service's scopes for test, deploy and a version's deploy).
  'authTenants.testAction': ['create:actions'],
  'authTenants.deployAction': ['create:actions'],
  'authTenants.rollBackAction': ['create:actions'],
  'authTenants.bindAction': UPDATE,
  'authTenants.unbindAction': UPDATE,
  'authTenants.reorderBindings': UPDATE,
};
