// Demo APIs (resource servers, GET /resource-servers) besides the system API, which routes/resourceServers.ts
// answers itself (its identifier is the emulator's own audience). Ids have the live format: 24 hex digits.
import type { ResourceServer } from '../state/types';

export const DEMO_API_IDS = {
  /** RS256, RBAC on, permissions in the token, offline access: the one most tests edit. */
  orders: '64f0a1b2c3d4e5f600000001',
  /** HS256 (has a signing secret), a URN identifier. Not on the production twin. */
  inventory: '64f0a1b2c3d4e5f600000002',
  billing: '64f0a1b2c3d4e5f600000003',
  /** The audience the partners' OIDC connection asks for (seed/databaseOptions.ts). */
  gateway: '64f0a1b2c3d4e5f600000004',
  /** Only on the production twin. */
  reporting: '64f0a1b2c3d4e5f600000005',
} as const;

/** The system API's id (the Management API itself). */
export const SYSTEM_API_ID = '64f0a1b2c3d4e5f6000000aa';

const I = DEMO_API_IDS;

const defaults = {
  allow_offline_access: false, skip_consent_for_verifiable_first_party_clients: true, token_lifetime: 86400, token_lifetime_for_web: 7200,
} as const;

export function demoResourceServers(): ResourceServer[] {
  return [
    {
      ...defaults, id: I.orders, name: 'Orders API', identifier: 'https://api.example.com/orders', signing_alg: 'RS256',
      allow_offline_access: true, enforce_policies: true, token_dialect: 'access_token_authz',
      scopes: [
        { value: 'read:orders', description: 'Read orders' },
        { value: 'create:orders', description: 'Place orders' },
        { value: 'update:orders', description: 'Change orders before they ship' },
        { value: 'delete:orders', description: 'Cancel orders' },
      ],
    },
    {
      ...defaults, id: I.inventory, name: 'Inventory API', identifier: 'urn:example:inventory', signing_alg: 'HS256',
      signing_secret: 'demo-inventory-signing-secret-0001', token_lifetime: 3600, token_dialect: 'access_token',
      scopes: [{ value: 'read:stock', description: 'Read stock levels' }, { value: 'write:stock', description: 'Adjust stock levels' }],
    },
    {
      ...defaults, id: I.billing, name: 'Billing API', identifier: 'https://billing.example.com/', signing_alg: 'RS256',
      enforce_policies: true, token_dialect: 'rfc9068_profile_authz', token_lifetime: 7200,
      scopes: [{ value: 'read:invoices', description: 'Read invoices' }, { value: 'create:refunds', description: 'Issue refunds' }],
    },
    {
      ...defaults, id: I.gateway, name: 'Partner Gateway', identifier: 'https://gateway.example.com', signing_alg: 'PS256',
      scopes: [{ value: 'partner:read', description: 'Read partner data' }],
    },
  ];
}

/** The production twin's APIs (seed/production.ts). */
export function productionApis(apis: ResourceServer[]): ResourceServer[] {
  const out = apis.filter((a) => a.id !== I.inventory);
  const orders = out.find((a) => a.id === I.orders);
  if (orders) {
    orders.token_lifetime = 36000;
    orders.scopes = orders.scopes.filter((s) => s.value !== 'delete:orders');
  }
  out.find((a) => a.id === I.billing)?.scopes.push({ value: 'export:invoices', description: 'Export invoices to the ledger' });
  out.push({
    ...defaults, id: I.reporting, name: 'Reporting API', identifier: 'https://reports.example.com/api', signing_alg: 'RS256',
    enforce_policies: true, token_dialect: 'access_token_authz', scopes: [{ value: 'read:reports', description: 'Read reports' }],
  });
  return out;
}
