// Demo applications (GET /clients): a few of every kind, two of them (the SPA and the M2M app) enabled on the demo
// connections (seed/connections.ts). Client ids have the live format: 32 letters and digits.
import type { Application } from '../state/types';

export const DEMO_APPLICATION_IDS = {
  /** Enabled on every demo connection. */
  storefront: 'dEmOsPaClIeNt0000000000000000001',
  /** Enabled on the Username-Password-Authentication database. */
  backOffice: 'dEmOm2MaPpCl1eNt0000000000000002',
  customerPortal: 'dEmOrEgUlArWeBaPp000000000000003',
  mobile: 'dEmOnAtIvEaPp0000000000000000004',
  partnerPortal: 'dEmOpArTnErPoRtAl000000000000005',
  reporting: 'dEmOrEpOrTiNgJoB0000000000000006',
  supportDesk: 'dEmOsUpPoRtDeSk00000000000000007',
  kiosk: 'dEmOkIoSk00000000000000000000008',
} as const;

const A = DEMO_APPLICATION_IDS;

export function demoApplications(): Application[] {
  return [
    { client_id: A.storefront, name: 'Storefront', description: 'The public shop (single-page app)', app_type: 'spa', is_first_party: true },
    { client_id: A.backOffice, name: 'Back Office Sync', description: 'Nightly order export', app_type: 'non_interactive', is_first_party: true },
    { client_id: A.customerPortal, name: 'Customer Portal', app_type: 'regular_web', is_first_party: true },
    { client_id: A.mobile, name: 'Mobile App', description: 'iOS and Android', app_type: 'native', is_first_party: true },
    { client_id: A.partnerPortal, name: 'Partner Portal', app_type: 'regular_web', is_first_party: true },
    { client_id: A.reporting, name: 'Reporting Job', app_type: 'non_interactive', is_first_party: true },
    { client_id: A.supportDesk, name: 'Support Desk', description: 'Helpdesk single sign-on', app_type: 'sso_integration', is_first_party: false },
    { client_id: A.kiosk, name: 'In-Store Kiosk', app_type: 'spa', is_first_party: true },
  ];
}

/** The n-th generated application (tests of long lists): "Generated app 0001", client id genApp + 26 digits. */
export function generatedApplication(n: number): Application {
  return { client_id: `genApp${String(n).padStart(26, '0')}`, name: `Generated app ${String(n).padStart(4, '0')}`, app_type: 'regular_web', is_first_party: true };
}
