/** Token exchange profiles (EA): list (checkpoint paging), get, create, update (name, subject_token_type), delete. */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { getList } from '../../api/listPage';
import { checkpointPage, checkpointQuery, iteratePages, type CheckpointParams, type Page } from '../../api/paging';
import { call, parseResponse, send, seg, validateInput, type CallOptions } from '../../api/request';
import { noCredentials } from '../../api/urls';

export const TOKEN_EXCHANGE_PROFILE_TYPES = ['custom_authentication'] as const;

/**
 * Namespaces the tenant reserves for its own token types: the hosts auth0.com and okta.com themselves (http or
 * https; their subdomains, such as a tenant's own domain, are free) and urn:ietf, urn:auth0, urn:okta.
 */
export function isReservedSubjectTokenType(value: string): boolean {
  if (/^urn:(ietf|auth0|okta)(?=:|$)/i.test(value)) return true;
  const host = /^https?:\/\/([^/:?#]+)/i.exec(value)?.[1]?.toLowerCase();
  return host === 'auth0.com' || host === 'okta.com';
}

/** A URL (the contract's `format: url`): a scheme, then no whitespace, and it parses (http(s) with a host, urn:, …). */
export function isSubjectTokenTypeUri(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\S+$/i.test(value) || !URL.canParse(value)) return false;
  return !/^https?:/i.test(value) || new URL(value).hostname.length > 0;
}

/** The request bodies. */
const profileRequests = firstUse(() => {
  const subjectTokenTypeSchema = z.string().check(
    z.minLength(8),
    z.maxLength(100),
    z.refine(isSubjectTokenTypeUri, {
      message: 'must be a URL of your own, such as "https://yourcompany.example/token-types/partner" or "urn:yourcompany:legacy-token"',
    }),
    noCredentials(),
    z.refine((v) => !isReservedSubjectTokenType(v), {
      message: 'uses a reserved namespace (the hosts auth0.com and okta.com, urn:ietf, urn:auth0, urn:okta): choose one of your own',
    }),
  );
  const profileNameSchema = z.string().check(z.minLength(3), z.maxLength(50));
  const createTokenExchangeProfileSchema = z.strictObject({
    name: profileNameSchema,
    subject_token_type: subjectTokenTypeSchema,
    action_id: z.string().check(z.minLength(1), z.maxLength(36)),
    type: z.enum(TOKEN_EXCHANGE_PROFILE_TYPES),
  });
  /** PATCH body: name and/or subject_token_type (action_id and type are fixed at creation); at least one of them. */
  const updateTokenExchangeProfileSchema = z.strictObject({
    name: z.optional(profileNameSchema),
    subject_token_type: z.optional(subjectTokenTypeSchema),
  }).check(z.refine((body) => Object.keys(body).length > 0, { message: 'must change the name or the subject_token_type: there is nothing to send' }));
  return { subjectTokenTypeSchema, createTokenExchangeProfileSchema, updateTokenExchangeProfileSchema };
});
export const { subjectTokenTypeSchema, createTokenExchangeProfileSchema, updateTokenExchangeProfileSchema } = lazySchemas(profileRequests);
/** The PATCH body's schema as built, an object schema: its `.shape` holds the fields a PATCH can carry. */
export const updateTokenExchangeProfileObject = () => profileRequests().updateTokenExchangeProfileSchema;
export type CreateTokenExchangeProfile = z.infer<typeof createTokenExchangeProfileSchema>;
export type UpdateTokenExchangeProfile = z.infer<typeof updateTokenExchangeProfileSchema>;

export const { tokenExchangeProfileSchema } = lazySchemas(() => {
  const tokenExchangeProfileSchema = z.looseObject({
    id: z.string(),
    name: z.optional(z.string()),
    subject_token_type: z.optional(z.string()),
    action_id: z.optional(z.string()),
    type: z.optional(z.string()),
    created_at: z.optional(z.string()),
    updated_at: z.optional(z.string()),
  });
  return { tokenExchangeProfileSchema };
});
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
  return call(client, 'POST', 'token-exchange-profiles', tokenExchangeProfileSchema, { json, ...options, conflict: CREATE_CONFLICT });
}

/** What a 409 on create means (toUserMessage says it). */
const CREATE_CONFLICT = 'A token exchange profile with this subject_token_type already exists: choose another subject_token_type or edit the existing profile.';

/**
 * PATCH /token-exchange-profiles/{id}: name and/or subject_token_type. The service answers 200 with the profile
 * (research, live) though its description declares no body; an empty answer is followed by a GET.
 */
export async function updateTokenExchangeProfile(
  client: ApiClient,
  id: string,
  body: UpdateTokenExchangeProfile,
  options: CallOptions = {},
): Promise<TokenExchangeProfile> {
  const path = `token-exchange-profiles/${seg(id)}`;
  const json = validateInput(updateTokenExchangeProfileSchema, body, 'token exchange profile changes');
  const sent = await send(client, 'PATCH', path, { json, ...options });
  const answered = typeof sent.body === 'object' && sent.body !== null && 'id' in sent.body;
  return answered ? parseResponse(tokenExchangeProfileSchema, sent, 'PATCH') : getTokenExchangeProfile(client, id, options);
}

/** DELETE /token-exchange-profiles/{id} (204, again 204 once gone). A 404 also means it is gone: success. */
export async function deleteTokenExchangeProfile(client: ApiClient, id: string, options: CallOptions = {}): Promise<void> {
  try {
    await send(client, 'DELETE', `token-exchange-profiles/${seg(id)}`, options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}

/** The profile of the tenant that has this subject_token_type (unique per tenant), other than `exceptId`; undefined when none or unreadable. */
export async function profileWithSubjectTokenType(
  client: ApiClient,
  subjectTokenType: string,
  exceptId?: string,
  options: CallOptions = {},
): Promise<TokenExchangeProfile | undefined> {
  try {
    for await (const p of iterateTokenExchangeProfiles(client, { take: 100 }, options)) {
      if (p.subject_token_type === subjectTokenType && p.id !== exceptId) return p;
    }
  } catch {
    // Without the list the caller still says what to do; only the other profile's name is missing.
  }
  return undefined;
}
