/**
 * APIs as the resource editor edits them (pure, no `vscode`). The document holds the name, the identifier (shown,
 * locked: fixed at creation, never sent), the token settings, the RBAC flags and the scopes (the API's permissions,
 * `{ value, description }`, values unique). token_lifetime_for_web is shown but locked (the service's update body
 * has no such field). signing_secret is a secret and never in the document; is_system and client_id are the
 * service's. A save sends the fields that changed, the scopes as a whole. The system API opens read-only.
 */
import * as z from 'zod/mini';
import { apiRequestSchemas, getApi, MAX_TOKEN_LIFETIME, updateApi, API_SCOPES as SCOPES, type UpdateApi } from './api';
import { changedFields } from '../diff';
import type { Resource, ResourceKind } from '../kind';
import { firstUse } from '../../api/lazySchemas';

export const API_FIELDS = [
  'name', 'identifier', 'token_lifetime', 'token_lifetime_for_web', 'signing_alg', 'enforce_policies', 'token_dialect', 'allow_offline_access',
  'skip_consent_for_verifiable_first_party_clients', 'scopes',
] as const;
/** The fields a PATCH carries (when they changed). */
export const CHANGEABLE_API_FIELDS = API_FIELDS.filter((f) => f !== 'identifier' && f !== 'token_lifetime_for_web');

const documentSchema = firstUse(() => z.strictObject({
  ...apiRequestSchemas().updateApiSchema.shape,
  identifier: z.optional(z.string()),
  token_lifetime_for_web: z.optional(z.number()),
}));

/** "4 scopes · RS256" */
export const apiSummary = (api: Resource): string =>
  [`${Array.isArray(api.scopes) ? api.scopes.length : 0} scope(s)`, typeof api.signing_alg === 'string' ? api.signing_alg : undefined].filter(Boolean).join(' · ');

export const apisKind: ResourceKind = {
  id: 'apis',
  singular: 'API',
  title: 'API',
  suffix: '.api.json',
  icon: 'server-process',
  scopes: { get: SCOPES.read, update: SCOPES.update },
  idArgument: 'apiId',
  get: (client, id, options) => getApi(client, id, options),
  update: (client, id, body, options) => updateApi(client, id, body as UpdateApi, options),
  fields: API_FIELDS,
  readOnly: ['is_system', 'signing_secret', 'client_id'],
  fieldScopes: {},
  documentSchema: () => documentSchema(),
  locked: () => [
    { path: ['identifier'], message: 'The identifier is fixed when the API is created (tokens name it as their audience): to use another one, create a new API (Create API…) and move its applications to it.' },
    { path: ['token_lifetime_for_web'], message: 'token_lifetime_for_web cannot be changed here: the service\'s update of an API takes no such field.' },
  ],
  identity(api: Resource) {
    const id = String(api.id ?? '');
    return { id, name: String(api.name ?? api.identifier ?? id), details: [String(api.identifier ?? ''), apiSummary(api)].filter((d) => d !== '') };
  },
  hiddenFields: () => [],
  buildPatch: (base, effective) => changedFields(base, effective, CHANGEABLE_API_FIELDS),
  conflictMessage: 'The tenant refused the change as a conflict with another API: check the name and the scopes, then save again.',
  headerNote: 'id and identifier cannot be changed: the identifier is fixed when the API is created',
  readOnlyNote: 'The service sets these fields (the signing secret of an HS256 API is never shown); the document leaves them out and saving never sends them.',
  docs: {
    document: 'An API (resource server). Saving applies the fields you changed after you confirm the list of changes; the identifier is fixed at creation.',
    fields: {
      name: 'Friendly name of the API, at most 200 characters, without < or >.',
      identifier: 'The audience tokens are asked for (a URL or a URN). Fixed when the API is created.',
      token_lifetime: `Seconds an access token for this API is valid when issued by the token endpoint (0 to ${MAX_TOKEN_LIFETIME}, i.e. 30 days).`,
      token_lifetime_for_web: 'Seconds an access token issued through the implicit or hybrid flow is valid (set by the service; not changed here).',
      signing_alg: 'Algorithm that signs its access tokens: RS256 (recommended), RS512, PS256 or HS256 (a shared secret).',
      enforce_policies: 'Role-based access control: true to check the permissions of users and applications when tokens are issued.',
      token_dialect: 'What the access token carries: access_token, access_token_authz (with the permissions claim), rfc9068_profile or rfc9068_profile_authz.',
      allow_offline_access: 'Whether refresh tokens can be issued for this API.',
      skip_consent_for_verifiable_first_party_clients: 'Whether first-party applications skip the user\'s consent.',
      scopes: 'The API\'s permissions: [{"value": "orders:read", "description": "Read orders"}]. A value is 1 to 280 characters, unique in the API; a description at most 500.',
    },
  },
};
