// What GET /clients/{id} answers for an application: the fields the service sets itself for its type (grant types,
// token endpoint auth method, JWT and refresh token settings, …), the fields last written over them, and
// client_secret only for a token with read:client_keys (the service's rule; research §3.2). Public clients (SPA,
// native) have no secret to read (token_endpoint_auth_method "none").
import { randomBytes } from 'node:crypto';
import type { Application } from '../state/types';
import { sha256Hex } from '../util';

export const EMULATOR_TENANT = 'emulator';

/** The grant types the service gives a new application of each type. */
const GRANTS: Record<string, string[]> = {
  spa: ['authorization_code', 'implicit', 'refresh_token'],
  native: ['authorization_code', 'implicit', 'refresh_token'],
  regular_web: ['authorization_code', 'implicit', 'refresh_token', 'client_credentials'],
  non_interactive: ['client_credentials'],
};

export const isPublicType = (type: string) => type === 'spa' || type === 'native';

/** The defaults of an application of this type (what the service sets itself on create). */
export function typeDefaults(type: string): Record<string, unknown> {
  const rotating = isPublicType(type);
  return {
    callbacks: [], allowed_origins: [], web_origins: [], allowed_logout_urls: [], client_aliases: [], allowed_clients: [],
    grant_types: GRANTS[type] ?? GRANTS.regular_web,
    token_endpoint_auth_method: rotating ? 'none' : 'client_secret_post',
    oidc_conformant: true, sso_disabled: false, cross_origin_authentication: false, custom_login_page_on: true,
    is_token_endpoint_ip_header_trusted: false,
    jwt_configuration: { alg: 'RS256', lifetime_in_seconds: 36000, secret_encoded: false },
    refresh_token: {
      rotation_type: rotating ? 'rotating' : 'non-rotating', expiration_type: rotating ? 'expiring' : 'non-expiring', leeway: 0,
      token_lifetime: 2592000, infinite_token_lifetime: !rotating, idle_token_lifetime: 1296000, infinite_idle_token_lifetime: !rotating,
    },
    client_metadata: {},
  };
}

/** A new client secret: 64 URL-safe characters, as the service's are. */
export const newClientSecret = () => randomBytes(48).toString('base64url');

/** A seeded application's secret: stable for its id, so two runs of a seed agree (never a real one). */
export const seededSecret = (clientId: string) => Buffer.from(sha256Hex(`demo-secret:${clientId}`), 'hex').toString('base64url') + 'Xs9qLmN2pR4tVwY7zA1cE3gH5jK8';

/** The whole client as the service answers it, with its secret only when `withSecret`. */
export function renderClient(app: Application, withSecret: boolean): Record<string, unknown> {
  const full: Record<string, unknown> = {
    tenant: EMULATOR_TENANT, global: false, is_first_party: app.is_first_party, name: app.name, description: app.description,
    client_id: app.client_id, app_type: app.app_type, ...typeDefaults(app.app_type), ...app.settings,
  };
  if (withSecret && app.client_secret) full.client_secret = app.client_secret;
  return Object.fromEntries(Object.entries(full).filter(([, v]) => v !== undefined));
}
