/**
 * The scopes each write command of token exchange profiles needs (any one of them), read at once by menus and the command
 * wrapper (`kind.commands.writeScopes`). Pure.
 */
export const tokenExchangeProfileWriteScopes: Readonly<Record<string, readonly string[]>> = {
  'authTenants.createTokenExchangeProfile': ['create:token_exchange_profiles'],
  'authTenants.editTokenExchangeProfile': ['update:token_exchange_profiles'],
  'authTenants.deleteTokenExchangeProfile': ['delete:token_exchange_profiles'],
};
