/**
 * Test… payloads (pure, no `vscode`): a sample event per trigger, shaped like the `event` object the service's
 * documentation gives each trigger, for the user to edit and keep; and the globalState key of an action's kept payload.
 * A payload is test data, never a secret: none of the samples holds one.
 */
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

const USER = {
  user_id: 'auth0|5f7c8ec7c33c6c004bbafe82',
  email: 'j+smith@example.com',
  email_verified: true,
  name: 'Jane Smith',
  app_metadata: {},
  user_metadata: {},
};
const REQUEST = { ip: '203.0.113.7', language: 'en', method: 'POST', geoip: { countryCode: 'US' }, user_agent: 'Mozilla/5.0' };
const CLIENT = { client_id: 'sample-client-id', name: 'Sample App', metadata: {} };
const TENANT = { id: 'sample-tenant' };

const SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'post-login': {
    user: USER, request: REQUEST, client: CLIENT, tenant: TENANT,
    connection: { id: 'con_sample', name: 'Username-Password-Authentication', strategy: 'auth0' },
    authorization: { roles: [] },
    transaction: { requested_scopes: ['openid', 'profile'], protocol: 'oidc-basic-profile' },
    stats: { logins_count: 3 },
  },
  'credentials-exchange': {
    client: CLIENT, request: REQUEST, tenant: TENANT,
    resource_server: { identifier: 'https://api.example.com' },
    accessToken: { scope: ['orders.read'] },
    transaction: { requested_scopes: ['orders.read'] },
  },
  'pre-user-registration': {
    user: { email: USER.email, app_metadata: {}, user_metadata: {} }, request: REQUEST, client: CLIENT, tenant: TENANT,
    connection: { id: 'con_sample', name: 'Username-Password-Authentication', strategy: 'auth0' },
  },
  'post-user-registration': {
    user: USER, request: REQUEST, tenant: TENANT,
    connection: { id: 'con_sample', name: 'Username-Password-Authentication', strategy: 'auth0' },
  },
  'post-change-password': {
    user: { user_id: USER.user_id, email: USER.email }, request: REQUEST, tenant: TENANT,
    connection: { id: 'con_sample', name: 'Username-Password-Authentication', strategy: 'auth0' },
  },
  'send-phone-message': {
    user: USER, request: REQUEST, client: CLIENT, tenant: TENANT,
    message_options: { recipient: '+15555550123', text: 'Your code is 123456', action: 'enrollment', message_type: 'sms', code: '123456' },
  },
  'password-reset-post-challenge': { user: USER, request: REQUEST, client: CLIENT, tenant: TENANT, transaction: { locale: 'en' } },
  'custom-token-exchange': {
    request: REQUEST, client: CLIENT, tenant: TENANT,
    transaction: { subject_token: 'sample-subject-token', subject_token_type: 'urn:example:subject-token', requested_scopes: ['openid'] },
  },
};

/** The sample payload of a trigger (a copy: the caller may change it); a trigger without one gets the common fields. */
export function samplePayload(trigger: string | undefined): Record<string, unknown> {
  const sample = (trigger && SAMPLES[trigger]) || { request: REQUEST, tenant: TENANT };
  return JSON.parse(JSON.stringify(sample)) as Record<string, unknown>;
}

/** The action's first trigger, if it names one. */
export function triggerOf(action: { supported_triggers?: readonly { id: string }[] | undefined }): string | undefined {
  return action.supported_triggers?.[0]?.id;
}

/** The globalState key of the payload kept for one action of one tenant. */
export const payloadKey = (tenantId: string, actionId: string) => `authTenants.actionTestPayload:${tenantId}/${actionId}`;

/** The payload as an object, or the first JSON error with its line. */
export function readPayload(text: string): { ok: true; payload: Record<string, unknown> } | { ok: false; line: number; message: string } {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: false });
  const first = errors[0];
  if (first) return { ok: false, line: text.slice(0, first.offset).split('\n').length, message: printParseErrorCode(first.error) };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, line: 1, message: 'the payload must be a JSON object (the event)' };
  return { ok: true, payload: value as Record<string, unknown> };
}

