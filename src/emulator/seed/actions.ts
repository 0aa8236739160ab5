// Demo actions (deployed and not, with and without the custom-token-exchange trigger; one event-stream action;
// two post-login actions bound in order, a bound credentials-exchange one and an undeployed draft), their numbered
// versions and the bindings (seed/actionVersions.ts), and the token exchange profiles that use the deployed one.
import type { Action, TokenExchangeProfile } from '../state/types';
import { DEMO_ACTION_IDS as A, DEMO_TOKEN_EXCHANGE_PROFILE_IDS as P } from './ids';

const CTE = { id: 'custom-token-exchange', version: 'v1' };
const POST_LOGIN = { id: 'post-login', version: 'v3' };
const M2M = { id: 'credentials-exchange', version: 'v2' };
const CREATED = '2025-06-02T10:00:00.000Z';

export function seedAction(id: string, name: string, trigger: { id: string; version: string }, deployedNumber: number | undefined, allDeployed: boolean, code: string): Action {
  const base: Action = {
    id, name, supported_triggers: [trigger], code,
    dependencies: [{ name: 'jose', version: '5.9.6' }], runtime: 'node22', secrets: [{ name: 'PARTNER_JWKS_URL', updated_at: CREATED }],
    status: 'built', all_changes_deployed: allDeployed, created_at: CREATED, updated_at: '2025-10-21T08:30:00.000Z', built_at: '2025-10-21T08:30:01.000Z',
  };
  if (deployedNumber !== undefined) {
    base.deployed_version = {
      id: versionId(id, deployedNumber), number: deployedNumber, deployed: true, status: 'built', created_at: '2025-10-21T08:31:00.000Z',
    };
  }
  return base;
}

/** The id of an action's version `n`: the action's id with another variant digit and `n` at the end (a UUID). */
export function versionId(actionId: string, n: number): string {
  return `${actionId.slice(0, 19)}9${actionId.slice(20, 32)}${n.toString(16).padStart(4, '0')}`;
}

export function demoActions(): Action[] {
  const m2m = seedAction(A.credentialsExchangeDeployed, 'm2m-add-tenant-claim', M2M, 2, true,
    "exports.onExecuteCredentialsExchange = async (event, api) => {\n  api.accessToken.setCustomClaim('https://example.com/tenant', event.client.metadata?.tenant ?? 'default');\n};\n");
  m2m.dependencies = [];
  m2m.secrets = [];
  const block = seedAction(A.postLoginBlockSuspended, 'block-suspended-users', POST_LOGIN, 2, true,
    "exports.onExecutePostLogin = async (event, api) => {\n  if (event.user.app_metadata?.suspended) {\n    api.access.deny('Your account is suspended.');\n  }\n};\n");
  block.dependencies = [];
  block.secrets = [];
  return [
    seedAction(A.cteDeployed, 'validate-partner-token', CTE, 3, true,
      "exports.onExecuteCustomTokenExchange = async (event, api) => {\n  const { jwtVerify, createRemoteJWKSet } = require('jose');\n  const jwks = createRemoteJWKSet(new URL(event.secrets.PARTNER_JWKS_URL));\n  const { payload } = await jwtVerify(event.transaction.subject_token, jwks);\n  api.authentication.setUserById(payload.sub);\n};\n"),
    seedAction(A.cteNotDeployed, 'validate-legacy-session (draft)', CTE, undefined, false,
      "exports.onExecuteCustomTokenExchange = async (event, api) => {\n  api.access.rejectInvalidSubjectToken('legacy sessions are not accepted yet');\n};\n"),
    seedAction(A.cteDeployedWithChanges, 'validate-mobile-device-token', CTE, 1, false,
      "exports.onExecuteCustomTokenExchange = async (event, api) => {\n  api.authentication.setUserById(event.transaction.subject_token);\n};\n"),
    seedAction(A.postLoginDeployed, 'add-roles-to-id-token', POST_LOGIN, 7, true,
      "exports.onExecutePostLogin = async (event, api) => {\n  api.idToken.setCustomClaim('https://example.com/roles', event.authorization?.roles ?? []);\n};\n"),
    seedAction(A.credentialsExchangeDraft, 'm2m-token-claims', M2M, undefined, false,
      "exports.onExecuteCredentialsExchange = async (event, api) => {\n  api.accessToken.setCustomClaim('https://example.com/tier', 'gold');\n};\n"),
    seedAction(A.eventStreamDeployed, 'forward-user-events', { id: 'event-stream', version: 'v1' }, 2, true,
      "exports.onExecuteEventStream = async (event, api) => {\n  console.log(event.message.type, event.message.data);\n};\n"),
    block,
    m2m,
  ];
}

export function demoTokenExchangeProfiles(): TokenExchangeProfile[] {
  const at = (d: string) => `2025-${d}T12:00:00.000Z`;
  return [
    { id: P.partner, name: 'Partner ID token', subject_token_type: 'https://partner.example.com/id-token', action_id: A.cteDeployed, type: 'custom_authentication', created_at: at('07-01'), updated_at: at('07-01') },
    { id: P.legacySession, name: 'Legacy session migration', subject_token_type: 'urn:example:legacy-session', action_id: A.cteDeployed, type: 'custom_authentication', created_at: at('08-12'), updated_at: at('09-03') },
    { id: P.mobileDevice, name: 'Mobile device token', subject_token_type: 'https://mobile.example.com/device-token', action_id: A.cteDeployedWithChanges, type: 'custom_authentication', created_at: at('10-05'), updated_at: at('10-05') },
  ];
}
