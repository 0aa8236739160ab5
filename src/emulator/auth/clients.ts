// The machine-to-machine clients the emulator knows. They exist in every seed (demo and empty).
// The private key matching EMULATOR_PKJWT_PUBLIC_KEY is test/fixtures/keys/emulator-pkjwt.private.pem;
// the public key is inlined here so nothing reads test fixtures at run time.

export const ADMIN_SCOPES = [
  'create:token_exchange_profiles', 'read:token_exchange_profiles', 'update:token_exchange_profiles', 'delete:token_exchange_profiles',
  'read:connections', 'create:connections', 'update:connections', 'read:connections_options', 'update:connections_options', 'delete:connections',
  'create:event_streams', 'read:event_streams', 'update:event_streams', 'delete:event_streams', 'read:event_deliveries', 'update:event_deliveries',
  'read:flows_vault_connections', 'create:flows_vault_connections', 'update:flows_vault_connections', 'delete:flows_vault_connections',
  'read:guardian_factors', 'update:guardian_factors',
  'read:vdcs_templates', 'create:vdcs_templates', 'update:vdcs_templates', 'delete:vdcs_templates',
  'read:actions', 'create:actions', 'update:actions', 'delete:actions',
  'read:clients', 'create:clients', 'update:clients', 'delete:clients', 'read:client_keys', 'update:client_keys',
  'read:resource_servers', 'create:resource_servers', 'update:resource_servers', 'delete:resource_servers',
] as const;

/** The read scopes but read:client_keys: a read-only token sees no client secret. */
export const READ_SCOPES = ADMIN_SCOPES.filter((s) => s.startsWith('read:') && s !== 'read:client_keys');

export const EMULATOR_PKJWT_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApzwx0Ofz1g4YXDoGl3zZ
qLmYVsaeXbGANuRO7uYQwRbgRE3Kw2WTwThZSBAq88LJnmtMRrc13uMShlLDBA6R
ANgSv46Bp2yOSbmgIcbRklJYgBAo1zpiyCtV0NbLub//lRay05jIZ3ZeOHgsEvcW
OfNp2oDYif2ORYz+4rmbxaarqIR7KciBl2+y5FYKoZyTMGkvIuundGe6b8+3H5ME
yEFbduFtjSLP/g4KNSXcNVBLe8K+FKhNQU5OCAtt0/SbUXICgXk98KjZfH6h3ElM
2hK1sqTTL8J/MtgB0/Ceshhswrk9AsQKsqWPlMfgiwb1b8mawNVCn1pEcHHGFq0g
MwIDAQAB
-----END PUBLIC KEY-----
`;

export interface EmulatorClient {
  clientId: string;
  /** Set for clients that authenticate with a secret. */
  clientSecret?: string;
  /** Set for clients that authenticate with a private-key JWT assertion (SPKI PEM). */
  publicKeyPem?: string;
  /** Non-global clients get tokens, but the Management API answers them 401 "Client is not global.". */
  global: boolean;
  /** Scopes granted for the Management API audience. */
  scopes: readonly string[];
}

export const EMULATOR_CLIENTS: readonly EmulatorClient[] = [
  { clientId: 'emulator-admin', clientSecret: 'emulator-admin-secret', global: true, scopes: ADMIN_SCOPES },
  { clientId: 'emulator-readonly', clientSecret: 'emulator-readonly-secret', global: true, scopes: READ_SCOPES },
  { clientId: 'emulator-nonglobal', clientSecret: 'emulator-nonglobal-secret', global: false, scopes: ADMIN_SCOPES },
  { clientId: 'emulator-pkjwt', publicKeyPem: EMULATOR_PKJWT_PUBLIC_KEY, global: true, scopes: ADMIN_SCOPES },
];

export function findClient(clientId: string | undefined): EmulatorClient | undefined {
  return clientId === undefined ? undefined : EMULATOR_CLIENTS.find((c) => c.clientId === clientId);
}
