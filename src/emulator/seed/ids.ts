// Stable ids of the demo tenant (`--seed demo`, the default). Tests in any folder may import these.
// Every id has the live format: connections con_ + 16, token exchange profiles tep_ + 16, event streams
// est_ + 22 and events evt_ + 22 (26 chars), vault connections ac_ + 22, actions are UUIDs.

export const DEMO_CONNECTION_IDS = {
  /** auth0 database "Username-Password-Authentication", options in the full shape of seed §2.2.1. */
  database: 'con_demoDatabase0001',
  /** auth0 database "partners-db". */
  partnersDb: 'con_demoPartnersDb01',
  google: 'con_demoGoogle000001',
  github: 'con_demoGithub000001',
  samlp: 'con_demoSaml00000001',
  waad: 'con_demoAzureAd00001',
  oidc: 'con_demoOidc00000001',
  email: 'con_demoEmail0000001',
  sms: 'con_demoSms000000001',
  apple: 'con_demoApple0000001',
  linkedin: 'con_demoLinkedin0001',
} as const;

export const DEMO_ACTION_IDS = {
  /** Deployed, trigger custom-token-exchange: use this one for token exchange profiles. */
  cteDeployed: 'c7e00000-0000-4000-8000-000000000001',
  /** Trigger custom-token-exchange but never deployed (400 "Action is not deployed"). */
  cteNotDeployed: 'c7e00000-0000-4000-8000-000000000002',
  /** Trigger custom-token-exchange, deployed, with undeployed changes (all_changes_deployed false). */
  cteDeployedWithChanges: 'c7e00000-0000-4000-8000-000000000003',
  /** Deployed post-login action (no custom-token-exchange trigger → 400). */
  postLoginDeployed: 'a0000000-0000-4000-8000-000000000004',
  /** credentials-exchange action, not deployed. */
  credentialsExchangeDraft: 'a0000000-0000-4000-8000-000000000005',
  /** Deployed, trigger event-stream: the demo's Action-destination stream delivers to it. */
  eventStreamDeployed: 'e5000000-0000-4000-8000-000000000006',
  /** Deployed post-login action, bound first on post-login (before add-roles-to-id-token). */
  postLoginBlockSuspended: 'a0000000-0000-4000-8000-000000000007',
  /** Deployed and bound credentials-exchange action. */
  credentialsExchangeDeployed: 'a0000000-0000-4000-8000-000000000008',
} as const;

/** The production twin's post-login action that staging does not have (bound last on post-login there). */
export const PRODUCTION_ONLY_ACTION_ID = 'a0000000-0000-4000-8000-0000000000f9';

/** The production twin's event-stream action: the same name, another id (copies map it by name). */
export const PRODUCTION_EVENT_STREAM_ACTION_ID = 'e5000000-0000-4000-8000-0000000000f6';

/** The deployed custom-token-exchange action, for demos and tests. */
export const DEMO_CTE_ACTION_ID = DEMO_ACTION_IDS.cteDeployed;

export const DEMO_TOKEN_EXCHANGE_PROFILE_IDS = {
  partner: 'tep_demoPartner00001',
  legacySession: 'tep_demoLegacySess01',
  mobileDevice: 'tep_demoMobileDev001',
} as const;

export const DEMO_EVENT_STREAM_IDS = {
  /** Webhook stream subscribed to user.* events. */
  userWebhook: 'est_demoUserLifecycle00001',
  /** EventBridge stream subscribed to organization.* events. */
  orgEventBridge: 'est_demoOrgEventBridge0001',
  /** Action-destination stream (the event-stream action) subscribed to user.created and user.deleted; demo (staging) only. */
  userAction: 'est_demoUserEventsAction01',
} as const;

/** Per stream: the failed deliveries (redeliverable) and one pending delivery (409 on redeliver). */
export const DEMO_EVENT_IDS = {
  userWebhook: {
    failed: ['evt_demoUserFailed00000001', 'evt_demoUserFailed00000002', 'evt_demoUserFailed00000003', 'evt_demoUserFailed00000004'],
    pending: 'evt_demoUserPending0000001',
  },
  orgEventBridge: {
    failed: ['evt_demoOrgFailed000000001', 'evt_demoOrgFailed000000002', 'evt_demoOrgFailed000000003'],
    pending: 'evt_demoOrgPending00000001',
  },
} as const;

export const DEMO_VAULT_CONNECTION_IDS = {
  activeCampaign: 'ac_demoActiveCampaign0001',
  httpBearer: 'ac_demoHttpBearer00000001',
} as const;

export const DEMO_TEMPLATE_COUNT = 125;

/** Id of the n-th demo verification template (1-based). */
export function demoTemplateId(n: number): string {
  return `vct_demoTemplate${String(n).padStart(10, '0')}`;
}

export const DEMO_PHONE_MESSAGE_TYPES = ['sms'] as const;
