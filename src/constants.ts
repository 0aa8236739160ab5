/** Identifiers shared by the manifest and the code. Keep in sync with package.json. */
export const VIEW_ID = 'authTenants.tenants';
export const CONFIG_PREFIX = 'authTenants';

/** The command that signs a tenant in again (offered by a failure's message). */
export const RECONNECT_COMMAND = 'authTenants.reconnectTenant';
