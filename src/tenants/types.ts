export type AuthMethod = 'client-secret' | 'private-key' | 'access-token';
export type Environment = 'development' | 'staging' | 'production';

/** What is kept in globalState about a tenant. Never a secret. */
export interface TenantProfile {
  id: string;
  label: string;
  domain: string;
  environment: Environment;
  method: AuthMethod;
  clientId?: string;
  algorithm?: 'RS256' | 'PS256';
  /** True for the local emulator tenant added from the `authTenants.emulator.url` setting. */
  emulator?: boolean;
}

/** What is kept in SecretStorage, one entry per tenant. */
export interface TenantSecret {
  clientSecret?: string;
  privateKeyPem?: string;
  accessToken?: string;
}

export const ENVIRONMENTS: readonly Environment[] = ['development', 'staging', 'production'];
