/** Identifiers shared by the manifest and the code. Keep in sync with package.json. */
export const EXTENSION_ID = 'auth-tenants.auth-tenants';
export const VIEW_ID = 'authTenants.tenants';
export const CONFIG_PREFIX = 'authTenants';
export const SCHEME = 'auth-tenants';
