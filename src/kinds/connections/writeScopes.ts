/**
 * The scopes each write command of connections needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
const UPDATE = ['update:connections'];
const CREATE = ['create:connections'];

export const connectionWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.editConnection': UPDATE,
  'authTenants.connectionApplications': UPDATE,
  'authTenants.createConnection': CREATE,
  'authTenants.submitConnectionDraft': CREATE,
  'authTenants.deleteConnection': ['delete:connections'],
};
