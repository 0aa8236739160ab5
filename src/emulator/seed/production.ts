// `--seed demo-production`: the demo tenant as its production twin would be, differing in a few realistic ways
// from `--seed demo` (the staging one), so two emulators show what Compare finds between two tenants:
// - partners-db has other options (a stronger password policy, sign-up open) and Google is enabled for one more
//   application;
// - the LinkedIn connection is not there yet, and a Facebook connection exists only here;
// - the "Mobile device token" profile is not there;
// - the user lifecycle webhook is not subscribed to user.updated;
// - the event-stream action has another id (same name) and no stream delivers to it yet; post-login runs its actions
//   in another order, with one only production has (seed/productionActions.ts);
// - "Car rental #003" also asks for the resident address;
// - phone factors: voice is enabled besides SMS;
// - the HTTP vault connection is spelled "CRM Webhook" (the same connection by its name, whatever the case: a
//   difference of its name that Copy to Tenant… renames);
// - APIs: Orders issues tokens for 10 hours and has no delete:orders scope yet; Billing can also export invoices;
//   the Inventory API is not there, and a Reporting API exists only here.
// - applications: the Storefront's callbacks are the live shop's, the In-Store Kiosk has no logout URL yet, and a
//   "Marketing Site" exists only here.
import { seededSecret } from '../routes/clientShape';
import type { TenantState } from '../state/types';
import { productionApis } from './resourceServers';
import { DEMO_APPLICATION_IDS as A } from './applications';
import {
  DEMO_ACTION_IDS as AC, DEMO_CONNECTION_IDS as C, DEMO_EVENT_STREAM_IDS as S, PRODUCTION_EVENT_STREAM_ACTION_ID, DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P, DEMO_VAULT_CONNECTION_IDS as V, demoTemplateId,
} from './ids';

/** Ids of what exists only on the production variant. */
export const PRODUCTION_ONLY_IDS = { facebook: 'con_prodFacebook0001', marketing: 'pRoDmArKeTiNgSiTe000000000000009' } as const;

export function productionVariant(state: TenantState): TenantState {
  const partners = state.connections.find((c) => c.id === C.partnersDb);
  if (partners) partners.options = { ...partners.options, passwordPolicy: 'excellent', disable_signup: false };
  const google = state.connections.find((c) => c.id === C.google);
  if (google) google.enabled_clients = [...google.enabled_clients, A.mobile];
  state.connections = state.connections.filter((c) => c.id !== C.linkedin);
  state.connections.push({
    id: PRODUCTION_ONLY_IDS.facebook, name: 'facebook', strategy: 'facebook', display_name: 'Facebook',
    options: { client_id: '1029384756demo', scope: 'email,public_profile', email: true, public_profile: true },
    realms: ['facebook'], enabled_clients: [A.storefront], is_domain_connection: false, show_as_button: true, metadata: { rollout: 'ga' },
    authentication: { active: true }, connected_accounts: { active: false },
  });
  state.tokenExchangeProfiles = state.tokenExchangeProfiles.filter((p) => p.id !== P.mobileDevice);
  const webhook = state.eventStreams.find((s) => s.id === S.userWebhook);
  if (webhook) webhook.subscriptions = webhook.subscriptions.filter((s) => s.event_type !== 'user.updated');
  const streamAction = state.actions.find((a) => a.id === AC.eventStreamDeployed);
  if (streamAction) streamAction.id = PRODUCTION_EVENT_STREAM_ACTION_ID;
  state.eventStreams = state.eventStreams.filter((s) => s.id !== S.userAction);
  const rental = state.verificationTemplates.find((t) => t.id === demoTemplateId(3));
  const claims = rental?.presentation['org.iso.18013.5.1.mDL']?.['org.iso.18013.5.1'];
  if (claims) claims.resident_address = true;
  state.phoneMessageTypes = ['sms', 'voice'];
  const crm = state.vaultConnections.find((v) => v.id === V.httpBearer);
  if (crm) crm.name = 'CRM Webhook';
  state.resourceServers = productionApis(state.resourceServers);
  const shop = state.applications.find((a) => a.client_id === A.storefront);
  if (shop) shop.settings = { ...shop.settings, callbacks: ['https://www.example.com/callback'], web_origins: ['https://www.example.com'] };
  const kiosk = state.applications.find((a) => a.client_id === A.kiosk);
  if (kiosk) kiosk.settings = { ...kiosk.settings, allowed_logout_urls: [] };
  state.applications.push({
    client_id: PRODUCTION_ONLY_IDS.marketing, name: 'Marketing Site', app_type: 'regular_web', is_first_party: true, client_secret: seededSecret(PRODUCTION_ONLY_IDS.marketing),
    settings: { callbacks: ['https://www.example.com/marketing/callback'], allowed_logout_urls: ['https://www.example.com/'] },
  });
  return state;
}
