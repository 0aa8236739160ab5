// Demo applications (GET /clients): a few of every kind, two of them (the SPA and the M2M app) enabled on the demo
// connections (seed/connections.ts). Client ids have the live format: 32 letters and digits.
import { seededSecret } from '../routes/clientShape';
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

const web = (host: string) => ({ callbacks: [`https://${host}/callback`], allowed_logout_urls: [`https://${host}/`], web_origins: [`https://${host}`] });

export function demoApplications(): Application[] {
  const secret = (id: string) => ({ client_secret: seededSecret(id) });
  return [
    { client_id: A.storefront, name: 'Storefront', description: 'The public shop (single-page app)', app_type: 'spa', is_first_party: true,
      settings: { ...web('shop.example.com'), allowed_origins: ['https://shop.example.com'], client_metadata: { team: 'web' } } },
    { client_id: A.backOffice, name: 'Back Office Sync', description: 'Nightly order export', app_type: 'non_interactive', is_first_party: true, ...secret(A.backOffice),
      settings: { client_metadata: { owner: 'ops' } } },
    { client_id: A.customerPortal, name: 'Customer Portal', app_type: 'regular_web', is_first_party: true, ...secret(A.customerPortal),
      settings: { ...web('portal.example.com'), initiate_login_uri: 'https://portal.example.com/login' } },
    { client_id: A.mobile, name: 'Mobile App', description: 'iOS and Android', app_type: 'native', is_first_party: true,
      settings: { callbacks: ['com.example.shop://login-callback'], allowed_logout_urls: ['com.example.shop://logout'] } },
    { client_id: A.partnerPortal, name: 'Partner Portal', app_type: 'regular_web', is_first_party: true, ...secret(A.partnerPortal),
      settings: web('partners.example.com') },
    { client_id: A.reporting, name: 'Reporting Job', app_type: 'non_interactive', is_first_party: true, ...secret(A.reporting) },
    { client_id: A.supportDesk, name: 'Support Desk', description: 'Helpdesk single sign-on', app_type: 'sso_integration', is_first_party: false, ...secret(A.supportDesk) },
    { client_id: A.kiosk, name: 'In-Store Kiosk', app_type: 'spa', is_first_party: true, settings: web('kiosk.example.com') },
  ];
}

/** The n-th generated application (tests of long lists): "Generated app 0001", client id genApp + 26 digits. */
export function generatedApplication(n: number): Application {
  return { client_id: `genApp${String(n).padStart(26, '0')}`, name: `Generated app ${String(n).padStart(4, '0')}`, app_type: 'regular_web', is_first_party: true };
}
