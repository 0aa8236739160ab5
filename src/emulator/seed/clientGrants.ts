// Demo client grants (GET /client-grants): the machine-to-machine applications allowed to call the demo APIs, and
// with which scopes. The emulator's own clients' grants to the Management API are answered by routes/clientGrants.ts,
// not kept. Ids have the live format: `cgr_` and 16 letters and digits.
import type { ClientGrant } from '../state/types';
import { DEMO_APPLICATION_IDS as A } from './applications';

export const DEMO_GRANT_IDS = {
  backOfficeOrders: 'cgr_dEmObAcKoFfIcE01',
  backOfficeInventory: 'cgr_dEmObAcKoFfIcE02',
  reportingBilling: 'cgr_dEmOrEpOrTiNg0003',
  reportingOrders: 'cgr_dEmOrEpOrTiNg0004',
  /** Only on the production twin. */
  reportingReports: 'cgr_pRoDrEpOrTiNg0005',
} as const;

const G = DEMO_GRANT_IDS;

export function demoClientGrants(): ClientGrant[] {
  return [
    { id: G.backOfficeOrders, client_id: A.backOffice, audience: 'https://api.example.com/orders', scope: ['read:orders', 'update:orders'] },
    { id: G.backOfficeInventory, client_id: A.backOffice, audience: 'urn:example:inventory', scope: ['read:stock'] },
    { id: G.reportingBilling, client_id: A.reporting, audience: 'https://billing.example.com/', scope: ['read:invoices'] },
    { id: G.reportingOrders, client_id: A.reporting, audience: 'https://api.example.com/orders', scope: ['read:orders'] },
  ];
}

/**
 * The production twin's grants (seed/production.ts): Back Office Sync may only read orders and has no Inventory
 * grant (the API is not there); the Reporting Job also exports invoices and reads the production-only Reporting API.
 */
export function productionGrants(grants: ClientGrant[]): ClientGrant[] {
  const out = grants.filter((g) => g.id !== G.backOfficeInventory);
  const orders = out.find((g) => g.id === G.backOfficeOrders);
  if (orders) orders.scope = ['read:orders'];
  out.find((g) => g.id === G.reportingBilling)?.scope.push('export:invoices');
  out.push({ id: G.reportingReports, client_id: A.reporting, audience: 'https://reports.example.com/api', scope: ['read:reports'] });
  return out;
}
