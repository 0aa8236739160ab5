/**
 * The zod schemas of applications (clients), from the service's contract (CreateClientRequestContent,
 * UpdateClientRequestContent, GetClientResponseContent) and the SDK's types: the answer (tolerant), and the
 * fields the document and the create body hold. URL lists are checked entry by entry (urls.ts).
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import { urlListSchema } from './urls';

/** The application types a wizard creates and the tree names (the service knows more: SSO integrations, …). */
export const APP_TYPES = ['spa', 'regular_web', 'native', 'non_interactive'] as const;
export type AppType = (typeof APP_TYPES)[number];
const ALL_APP_TYPES = [
  ...APP_TYPES, 'resource_server', 'express_configuration', 'rms', 'box', 'cloudbees', 'concur', 'dropbox', 'mscrm', 'echosign', 'egnyte',
  'newrelic', 'office365', 'salesforce', 'sentry', 'sharepoint', 'slack', 'springcm', 'zendesk', 'zoom', 'sso_integration', 'oag',
] as const;
export const AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'] as const;

export const { applicationSchema } = lazySchemas(() => {
  const applicationSchema = z.looseObject({
    client_id: z.string(),
    name: z.optional(z.nullable(z.string())),
    description: z.optional(z.nullable(z.string())),
    app_type: z.optional(z.nullable(z.string())),
    is_first_party: z.optional(z.boolean()),
    global: z.optional(z.boolean()),
  });
  return { applicationSchema };
});
export type Application = z.infer<typeof applicationSchema>;

function buildFieldSchemas() {
  const name = z.string().check(z.minLength(1), z.regex(/^[^<>]+$/, { message: 'must not contain < or >' }));
  const jwtConfiguration = z.looseObject({
    lifetime_in_seconds: z.optional(z.int().check(z.minimum(0))),
    secret_encoded: z.optional(z.boolean()),
    scopes: z.optional(z.record(z.string(), z.unknown())),
    alg: z.optional(z.enum(['HS256', 'RS256', 'RS512', 'PS256'])),
  });
  const policy = z.strictObject({ audience: z.string().check(z.minLength(1), z.maxLength(600)), scope: z.array(z.string().check(z.minLength(1), z.maxLength(280))) });
  const refreshToken = z.nullable(z.strictObject({
    rotation_type: z.enum(['rotating', 'non-rotating']),
    expiration_type: z.enum(['expiring', 'non-expiring']),
    leeway: z.optional(z.int().check(z.minimum(0))),
    token_lifetime: z.optional(z.int().check(z.minimum(1), z.maximum(157788000))),
    infinite_token_lifetime: z.optional(z.boolean()),
    idle_token_lifetime: z.optional(z.int().check(z.minimum(1))),
    infinite_idle_token_lifetime: z.optional(z.boolean()),
    policies: z.optional(z.nullable(z.array(policy).check(z.minLength(1)))),
  }));
  const metadata = z.record(z.string().check(z.maxLength(255)), z.string().check(z.maxLength(255)))
    .check(z.refine((m) => Object.keys(m).length <= 10, { message: 'holds at most 10 keys' }));
  const loginUri = z.string().check(z.refine((s) => s === '' || (URL.canParse(s.replace(/\{[^}]*\}/g, 'x')) && s.startsWith('https://')), { message: 'must be an https:// URL, or empty' }));
  const fields = {
    name,
    description: z.string().check(z.maxLength(140)),
    app_type: z.enum(ALL_APP_TYPES),
    callbacks: urlListSchema('callback'),
    allowed_origins: urlListSchema('origin'),
    web_origins: urlListSchema('origin'),
    allowed_logout_urls: urlListSchema('logout'),
    initiate_login_uri: loginUri,
    grant_types: z.array(z.string().check(z.minLength(1))).check(z.refine((g) => new Set(g).size === g.length, { message: 'lists a grant type twice' })),
    token_endpoint_auth_method: z.nullable(z.enum(AUTH_METHODS)),
    oidc_conformant: z.boolean(),
    sso_disabled: z.boolean(),
    cross_origin_authentication: z.boolean(),
    jwt_configuration: jwtConfiguration,
    refresh_token: refreshToken,
    client_metadata: metadata,
  };
  const partial = Object.fromEntries(Object.entries(fields).map(([k, s]) => [k, z.optional(s)])) as { [K in keyof typeof fields]: z.ZodMiniOptional<(typeof fields)[K]> };
  const updateApplicationSchema = z.strictObject(partial);
  const createApplicationSchema = z.strictObject({ ...partial, name });
  return { updateApplicationSchema, createApplicationSchema };
}

/** The request schemas as built (object schemas: their `.shape` holds the fields). */
export const applicationRequestSchemas = firstUse(buildFieldSchemas);
export const { updateApplicationSchema, createApplicationSchema } = lazySchemas(applicationRequestSchemas);
export type UpdateApplication = z.infer<typeof updateApplicationSchema>;
export type CreateApplication = z.infer<typeof createApplicationSchema>;
