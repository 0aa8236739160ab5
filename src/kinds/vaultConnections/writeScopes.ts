/**
 * The scopes each write command of flows vault connections needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
const UPDATE = ['update:flows_vault_connections'];

export const vaultConnectionWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.createVaultConnection': ['create:flows_vault_connections'],
  'authTenants.renameVaultConnection': UPDATE,
  'authTenants.updateVaultCredentials': UPDATE,
  'authTenants.deleteVaultConnection': ['delete:flows_vault_connections'],
};
