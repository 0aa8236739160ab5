/**
 * The scope each write command needs (any one of the list), so a token that lacks it is told before anything
 * is sent, and tree menus can hide the command. Pure: no `vscode` import.
 */
export const WRITE_SCOPES: Readonly<Record<string, readonly string[]>> = {
  'authTenants.redeliverDelivery': ['update:event_deliveries'],
  'authTenants.redeliverAllFailed': ['update:event_deliveries'],
  'authTenants.redeliverEvent': ['update:event_deliveries'],
  'authTenants.deleteEventStream': ['delete:event_streams'],
  'authTenants.createEventStream': ['create:event_streams'],
  'authTenants.submitEventStreamDraft': ['create:event_streams'],
  'authTenants.editEventStream': ['update:event_streams'],
  'authTenants.updateWebhookCredentials': ['update:event_streams'],
  'authTenants.enableEventStream': ['update:event_streams'],
  'authTenants.disableEventStream': ['update:event_streams'],
  'authTenants.sendTestEvent': ['update:event_streams'],
  'authTenants.setPhoneFactors': ['update:guardian_factors'],
  'authTenants.editPhoneFactors': ['update:guardian_factors'],
  'authTenants.createVaultConnection': ['create:flows_vault_connections'],
  'authTenants.renameVaultConnection': ['update:flows_vault_connections'],
  'authTenants.updateVaultCredentials': ['update:flows_vault_connections'],
  'authTenants.deleteVaultConnection': ['delete:flows_vault_connections'],
  'authTenants.createTokenExchangeProfile': ['create:token_exchange_profiles'],
  'authTenants.editTokenExchangeProfile': ['update:token_exchange_profiles'],
  'authTenants.deleteTokenExchangeProfile': ['delete:token_exchange_profiles'],
  'authTenants.createVerificationTemplate': ['create:vdcs_templates'],
  'authTenants.submitVerificationTemplateDraft': ['create:vdcs_templates'],
  'authTenants.editVerificationTemplate': ['update:vdcs_templates'],
  'authTenants.deleteVerificationTemplate': ['delete:vdcs_templates'],
  'authTenants.editConnection': ['update:connections'],
  'authTenants.connectionApplications': ['update:connections'],
  'authTenants.createConnection': ['create:connections'],
  'authTenants.submitConnectionDraft': ['create:connections'],
  'authTenants.deleteConnection': ['delete:connections'],
  'authTenants.setPhoneProvider': ['update:guardian_factors'],
  'authTenants.twilioSettings': ['update:guardian_factors'],
  'authTenants.editPhoneTemplates': ['update:guardian_factors'],
};

/** The scopes of `needed` (any-of) the token lacks: all of them when it has none, else an empty list. */
export function lackedScopes(scopes: ReadonlySet<string>, needed: readonly string[]): readonly string[] {
  return needed.some((s) => scopes.has(s)) ? [] : needed;
}

/**
 * contextValue tokens `missing:<scope>` for the write scopes a node's menu commands need and the token lacks.
 * Menus hide a command with `viewItem =~ /^(?!.*\bmissing:<scope>\b)…/`; with unknown scopes nothing is hidden.
 */
export function missingScopeTokens(scopes: ReadonlySet<string> | undefined, commands: readonly string[]): string[] {
  if (!scopes) return [];
  const lacked = commands.flatMap((c) => lackedScopes(scopes, WRITE_SCOPES[c] ?? []));
  return [...new Set(lacked)].map((s) => `missing:${s}`);
}
