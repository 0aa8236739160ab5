/** Token exchange profiles (EA): list (checkpoint paging), get, create. */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { getList } from './listPage';
import { checkpointPage, checkpointQuery, iteratePages, type CheckpointParams, type Page } from './paging';
import { call, seg, validateInput, type CallOptions } from './request';

export const TOKEN_EXCHANGE_PROFILE_TYPES = ['custom_authentication'] as const;

/** Namespaces the tenant reserves for its own token types: auth0.com, okta.com (and subdomains), urn:ietf/auth0/okta. */
export function isReservedSubjectTokenType(value: string): boolean {
  if (/^urn:(ietf|auth0|okta)(?=:|$)/i.test(value)) return true;
  const host = /^https?:\/\/([^/:?#]+)/i.exec(value)?.[1]?.toLowerCase();
  return !!host && ['auth0.com', 'okta.com'].some((h) => host === h || host.endsWith(`.${h}`));
}

/** A URI that starts with https:// (and parses as a URL) or a `urn:<nid>:<nss>`. */
export function isSubjectTokenTypeUri(value: string): boolean {
  if (/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i.test(value)) return true;
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

export const subjectTokenTypeSchema = z.string().check(
  z.minLength(8),
  z.maxLength(100),
  z.refine(isSubjectTokenTypeUri, {
    message: 'must be a URI that starts with https:// or urn: (for example "urn:acme:legacy-token")',
  }),
  z.refine((v) => !isReservedSubjectTokenType(v), {
    message: 'uses a reserved namespace (auth0.com, okta.com, urn:ietf, urn:auth0, urn:okta): choose your own',
  }),
);

export const createTokenExchangeProfileSchema = z.strictObject({
  name: z.string().check(z.minLength(3), z.maxLength(50)),
  subject_token_type: subjectTokenTypeSchema,
  action_id: z.string().check(z.minLength(1), z.maxLength(36)),
  type: z.enum(TOKEN_EXCHANGE_PROFILE_TYPES),
});
export type CreateTokenExchangeProfile = z.infer<typeof createTokenExchangeProfileSchema>;

export const tokenExchangeProfileSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  subject_token_type: z.optional(z.string()),
  action_id: z.optional(z.string()),
  type: z.optional(z.string()),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
}));
export type TokenExchangeProfile = z.infer<typeof tokenExchangeProfileSchema>;

export async function listTokenExchangeProfiles(
  client: ApiClient,
  params: CheckpointParams = {},
  options: CallOptions = {},
): Promise<Page<TokenExchangeProfile>> {
  const searchParams = checkpointQuery(params);
  const data = await getList(client, 'token-exchange-profiles', 'token_exchange_profiles', tokenExchangeProfileSchema, { searchParams, ...options });
  return checkpointPage(data.items, data.token);
}

export function iterateTokenExchangeProfiles(client: ApiClient, params: { take?: number } = {}, options: CallOptions = {}) {
  return iteratePages((from) => listTokenExchangeProfiles(client, { ...params, from }, options), options);
}

export async function getTokenExchangeProfile(client: ApiClient, id: string, options: CallOptions = {}): Promise<TokenExchangeProfile> {
  return call(client, 'GET', `token-exchange-profiles/${seg(id)}`, tokenExchangeProfileSchema, options);
}

/** POST /token-exchange-profiles (201). Never retried automatically except on 429. */
export async function createTokenExchangeProfile(
  client: ApiClient,
  body: CreateTokenExchangeProfile,
  options: CallOptions = {},
): Promise<TokenExchangeProfile> {
  const json = validateInput(createTokenExchangeProfileSchema, body, 'token exchange profile');
  return call(client, 'POST', 'token-exchange-profiles', tokenExchangeProfileSchema, { json, ...options });
}
