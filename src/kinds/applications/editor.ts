/**
 * Applications as the resource editor edits them (pure, no `vscode`). The document holds what a PATCH can change
 * (name, description, type, URL lists, grant types, token endpoint auth method, JWT and refresh token settings,
 * metadata, OIDC conformance); the client id, tenant, signing keys and what else the service sets are in the
 * header, never sent; client_secret is never in it (the reads leave it out, and it is a secret name everywhere).
 */
import * as z from 'zod/mini';
import { firstUse } from '../../api/lazySchemas';
import { changedFields } from '../diff';
import type { Editable, ResourceKind } from '../kind';
import { APPLICATION_SCOPES as SCOPES, getApplication, updateApplication } from './api';
import { applicationRequestSchemas, type UpdateApplication } from './schemas';
import { appTypeWords } from './types';

export const APPLICATION_FIELDS = [
  'name', 'description', 'app_type', 'callbacks', 'allowed_origins', 'web_origins', 'allowed_logout_urls', 'initiate_login_uri',
  'grant_types', 'token_endpoint_auth_method', 'oidc_conformant', 'sso_disabled', 'cross_origin_authentication',
  'jwt_configuration', 'refresh_token', 'client_metadata',
] as const;

const documentSchema = firstUse(() => z.strictObject(applicationRequestSchemas().updateApplicationSchema.shape));

export const applicationsKind: ResourceKind = {
  id: 'applications',
  singular: 'application',
  title: 'Application',
  suffix: '.application.json',
  icon: 'browser',
  scopes: { get: SCOPES.read, update: SCOPES.update },
  idArgument: 'clientId',
  get: (client, id, options) => getApplication(client, id, options),
  update: (client, id, body, options) => updateApplication(client, id, body as UpdateApplication, options),
  fields: APPLICATION_FIELDS,
  readOnly: ['client_id', 'client_secret', 'tenant', 'global', 'is_first_party', 'signing_keys', 'client_aliases', 'allowed_clients', 'callback_url_template', 'custom_login_page_on', 'is_token_endpoint_ip_header_trusted'],
  nullable: ['token_endpoint_auth_method', 'refresh_token'],
  fieldScopes: {},
  documentSchema,
  locked: () => [],
  identity(app) {
    const id = String(app.client_id ?? '');
    return { id, name: String(app.name ?? id), details: [appTypeWords(app.app_type).title, `client id ${id}`] };
  },
  hiddenFields: () => [],
  buildPatch(base: Editable, effective: Editable) {
    return changedFields(base, effective, APPLICATION_FIELDS);
  },
  actions: [{
    title: 'Connections…',
    tooltip: 'Connections…: pick the connections this application\'s users can sign in with (enabled on them, or disabled).',
    command: 'authTenants.applicationConnections',
    icon: 'plug',
  }],
  headerNote: 'The client id identifies the application and cannot be changed',
  readOnlyNote: 'The service sets these fields; the document leaves them out and saving never sends them. The client secret is never shown here: use Rotate Secret….',
  docs: {
    document: 'An application (client) of the tenant. Saving applies the fields you changed after you confirm the list of changes. Its secret is never in this document.',
    fields: {
      name: 'Name of the application, shown on the login page; no < or >.',
      description: 'Free text description, at most 140 characters.',
      app_type: 'Type: "spa" (single-page), "regular_web", "native" or "non_interactive" (machine to machine).',
      callbacks: 'URLs the service may redirect to after login. A wildcard only as the host\'s first labels: "https://*.example.com/callback".',
      allowed_origins: 'Origins allowed to make cross-origin requests (CORS): scheme, host and port, no path.',
      web_origins: 'Origins allowed for web message responses and silent authentication: scheme, host and port, no path.',
      allowed_logout_urls: 'URLs the service may redirect to after logout.',
      initiate_login_uri: 'An https:// URL of the application that starts a login (or empty).',
      grant_types: 'Grants the application may use: "authorization_code", "implicit", "refresh_token", "client_credentials", "password", …',
      token_endpoint_auth_method: 'How it authenticates at the token endpoint: "none" (public clients), "client_secret_post" or "client_secret_basic".',
      oidc_conformant: 'Whether it follows the OIDC Conformant profile (true for new applications).',
      sso_disabled: 'true disables single sign-on for this application.',
      cross_origin_authentication: 'Whether it may authenticate cross-origin (embedded login).',
      jwt_configuration: 'ID token settings: lifetime_in_seconds, alg ("RS256", "HS256", "RS512", "PS256"), secret_encoded, scopes.',
      refresh_token: 'Refresh token settings: rotation_type ("rotating", "non-rotating"), expiration_type ("expiring", "non-expiring"), lifetimes, leeway.',
      client_metadata: 'Up to 10 string key/value pairs of your own, each at most 255 characters.',
    },
  },
};
