// The emulated tenant's data. Everything here is plain JSON so it can be written to the state file.

import type { Action, ActionBindingRecord, ActionExecutionRecord, ActionVersionRecord } from './actionTypes';

export type { ActionTrigger, ActionSecret, ActionCode, Action, ActionVersionRecord, ActionBindingRecord, ActionExecutionRecord } from './actionTypes';

export interface TokenExchangeProfile {
  id: string;
  name: string;
  subject_token_type: string;
  action_id: string;
  type: 'custom_authentication';
  created_at: string;
  updated_at: string;
}

/** A connection as the service keeps it: what was never set is left out (no display name, metadata or
 * show_as_button unless set), and there are no timestamps. */
export interface Connection {
  id: string;
  name: string;
  display_name?: string;
  strategy: string;
  options: Record<string, unknown> | null;
  realms: string[];
  /** Deprecated field; kept to answer GET /connections/{id} like the live service. */
  enabled_clients: string[];
  is_domain_connection: boolean;
  show_as_button?: boolean;
  metadata?: Record<string, string | null>;
  authentication?: { active: boolean };
  connected_accounts?: { active: boolean; cross_app_access?: boolean };
  cross_app_access_requesting_app?: { active: boolean };
  /** AD/LDAP connections: where a connector is provisioned. */
  provisioning_ticket_url?: string;
}

export interface EventStream {
  id: string;
  /** Left out when the stream was created without one. */
  name?: string;
  status: 'enabled' | 'disabled';
  subscriptions: { event_type?: string }[];
  destination: { type: 'webhook' | 'eventbridge' | 'action'; configuration: Record<string, unknown> };
  created_at: string;
  updated_at: string;
  /** Emulator-only, never answered: SHA-256 of the webhook's write-only secret (token, password or header value). */
  secret_sha256?: string;
}

export interface DeliveryAttempt {
  status: string;
  timestamp: string;
  error_message?: string;
  duration?: number;
}

export interface Delivery {
  id: string;
  event_stream_id: string;
  status: string;
  event_type: string;
  attempts: DeliveryAttempt[];
  event: Record<string, unknown>;
  /** Emulator-only, never answered: a (re)delivery in flight, settled by the clock (see routes/eventStreamsSimulation.ts). */
  in_flight?: DeliveryInFlight;
}

export interface DeliveryInFlight {
  /** When the (re)delivery was requested (ISO). */
  started_at: string;
  /** Attempts already in `attempts` before this (re)delivery. */
  prior_attempts: number;
  /** Why every attempt fails; absent when the destination accepts the event. */
  error?: string;
}

export interface VaultConnection {
  id: string;
  app_id: string;
  environment?: string;
  name: string;
  account_name?: string;
  ready: boolean;
  created_at: string;
  updated_at: string;
  /** When the credentials were last refreshed; left out while the connection has none (never null). */
  refreshed_at?: string;
  fingerprint: string;
}

export const MDL_CLAIMS = [
  'family_name', 'given_name', 'birth_date', 'issue_date', 'expiry_date', 'issuing_country', 'issuing_authority',
  'portrait', 'driving_privileges', 'resident_address', 'portrait_capture_date', 'age_in_years', 'age_birth_year',
  'issuing_jurisdiction', 'nationality', 'resident_city', 'resident_state', 'resident_postal_code', 'resident_country',
  'family_name_national_character', 'given_name_national_character',
] as const;

export interface VerificationTemplate {
  id: string;
  name: string;
  type: string;
  dialect: string;
  presentation: { 'org.iso.18013.5.1.mDL': { 'org.iso.18013.5.1': Partial<Record<(typeof MDL_CLAIMS)[number], boolean>> } };
  custom_certificate_authority: string | null;
  well_known_trusted_issuers: string | null;
  created_at: string;
  updated_at: string;
}

/** An application (client) of the tenant, as GET /clients lists it (the summary fields). */
export interface Application {
  client_id: string;
  name: string;
  description?: string;
  app_type: 'spa' | 'native' | 'regular_web' | 'non_interactive' | 'resource_server' | 'express_configuration' | 'rms' | 'box' | 'cloudbees' | 'concur' | 'dropbox' | 'mscrm' | 'echosign' | 'egnyte' | 'newrelic' | 'office365' | 'salesforce' | 'sentry' | 'sharepoint' | 'slack' | 'springcm' | 'zendesk' | 'zoom' | 'sso_integration' | 'oag';
  is_first_party: boolean;
  /** The other fields of the client as last written (callbacks, grant_types, jwt_configuration, …), over the type's defaults. */
  settings?: Record<string, unknown>;
  /** Write-only unless the token has read:client_keys; absent for public clients (SPA, native). */
  client_secret?: string;
}

/** An API (resource server) as the service keeps it; the system API (the Management API) is not kept but answered (routes/resourceServers.ts). */
export interface ResourceServer {
  id: string;
  name: string;
  identifier: string;
  scopes: { value: string; description?: string }[];
  signing_alg: 'HS256' | 'RS256' | 'RS512' | 'PS256';
  /** HS256 only: the shared secret, answered to read:resource_servers (never shown by the extension). */
  signing_secret?: string;
  allow_offline_access: boolean;
  skip_consent_for_verifiable_first_party_clients: boolean;
  token_lifetime: number;
  token_lifetime_for_web: number;
  enforce_policies?: boolean;
  token_dialect?: 'access_token' | 'access_token_authz' | 'rfc9068_profile' | 'rfc9068_profile_authz';
  /** Other settings the contract accepts (token_encryption, consent_policy, …), kept as sent. */
  [setting: string]: unknown;
}

/** A client grant: an application allowed to call an API (client credentials) with these scopes (routes/clientGrants.ts). */
export interface ClientGrant {
  id: string;
  client_id: string;
  audience: string;
  scope: string[];
  organization_usage?: 'deny' | 'allow' | 'require';
  allow_any_organization?: boolean;
  subject_type?: 'client' | 'user';
  /** Other settings the contract accepts (authorization_details_types, allow_all_scopes, default_for), kept as sent. */
  [setting: string]: unknown;
}

export interface TenantState {
  version: 1;
  tokenExchangeProfiles: TokenExchangeProfile[];
  connections: Connection[];
  actions: Action[];
  /** Every action's versions (absent in older state files: none). */
  actionVersions?: ActionVersionRecord[];
  /** Every trigger's bindings, in execution order per trigger (absent in older state files: none). */
  actionBindings?: ActionBindingRecord[];
  actionExecutions?: ActionExecutionRecord[];
  eventStreams: EventStream[];
  deliveries: Delivery[];
  vaultConnections: VaultConnection[];
  phoneMessageTypes: ('sms' | 'voice')[];
  verificationTemplates: VerificationTemplate[];
  /** APIs besides the system API (the Management API itself), in the order they were created. */
  resourceServers: ResourceServer[];
  /** Applications besides the emulator's own M2M clients (auth/clients.ts), which GET /clients lists first. */
  applications: Application[];
  /** Client grants besides the emulator's own clients' grants to the Management API (answered, not kept). */
  clientGrants: ClientGrant[];
  /** Emulator-only: connections whose status check answers "offline" (set through /__emulator/connections/{id}/online). */
  offlineConnections: string[];
  /** Phone factor provider, Twilio settings and message templates; absent until written (the service's defaults). */
  phone?: PhoneSettings;
}

export interface PhoneSettings {
  provider: 'auth0' | 'twilio' | 'phone-message-hook';
  /** `auth_token_sha256`: emulator-only, never answered; the write-only token itself is never kept. */
  twilio: { from: string | null; messaging_service_sid: string | null; sid: string | null; auth_token_sha256: string | null };
  templates: { enrollment_message: string; verification_message: string };
}
