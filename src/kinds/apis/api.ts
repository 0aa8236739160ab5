/**
 * APIs (resource servers): list (offset paging with totals), get, create, update, delete, from the service's contract.
 * Request bodies are checked before sending (InvalidInputError, nothing sent): a name of at most 200 characters
 * without `<` or `>`, an identifier of 1 to 600 characters (a URL or a URN here), scopes `{ value (1–280),
 * description (≤ 500) }` with unique values, token_lifetime 0–2592000 seconds. The identifier is fixed at creation;
 * the system API (the Management API itself, `is_system`) cannot be changed or deleted. `signing_secret` (HS256) is
 * a secret: never sent from here, and left out of every document (kinds/secrets.ts names it).
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { getList } from '../../api/listPage';
import { iteratePages, offsetPage, pageNumber, type Page } from '../../api/paging';
import { call, send, seg, validateInput, type CallOptions } from '../../api/request';

export const API_SCOPES = {
  read: 'read:resource_servers', create: 'create:resource_servers', update: 'update:resource_servers', delete: 'delete:resource_servers',
} as const;

export const SIGNING_ALGS = ['HS256', 'RS256', 'RS512', 'PS256'] as const;
export const TOKEN_DIALECTS = ['access_token', 'access_token_authz', 'rfc9068_profile', 'rfc9068_profile_authz'] as const;
export const MAX_TOKEN_LIFETIME = 2592000;
const PATH = 'resource-servers';
const apiPath = (id: string) => `${PATH}/${seg(id)}`;

/** An identifier this extension creates: an http(s) URL or a URN (the service takes any 1–600 characters). */
export function identifierProblem(value: string): string | undefined {
  if (value.trim() !== value || value.length === 0) return 'Enter the identifier without spaces around it, e.g. https://api.example.com/orders.';
  if (value.length > 600) return `At most 600 characters (${value.length} now).`;
  if (/^urn:[a-z0-9][a-z0-9-]{0,31}:\S+$/i.test(value)) return undefined;
  if (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)) return undefined;
  return 'Use a URL (https://api.example.com/orders) or a URN (urn:example:orders): it is the audience tokens are asked for.';
}

/** Indexes of scopes whose value an earlier scope already has. */
export function repeatedScopes(scopes: readonly { value?: unknown }[]): number[] {
  const seen = new Set<unknown>();
  return scopes.flatMap((s, i) => {
    if (seen.has(s.value)) return [i];
    seen.add(s.value);
    return [];
  });
}

function buildRequestSchemas() {
  const scopeSchema = z.strictObject({ value: z.string().check(z.minLength(1), z.maxLength(280)), description: z.optional(z.string().check(z.maxLength(500))) });
  const scopesSchema = z.array(scopeSchema).check(z.superRefine((scopes, ctx) => {
    for (const i of repeatedScopes(scopes)) {
      ctx.addIssue({ code: 'custom', message: `"${scopes[i]!.value}" is listed twice: each scope value of an API must be unique.`, path: [i, 'value'], input: scopes[i]!.value });
    }
  }));
  const settings = {
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^<>]+$/, { message: 'must not contain < or >' }))),
    scopes: z.optional(scopesSchema),
    signing_alg: z.optional(z.enum(SIGNING_ALGS)),
    token_lifetime: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TOKEN_LIFETIME))),
    token_dialect: z.optional(z.enum(TOKEN_DIALECTS)),
    enforce_policies: z.optional(z.boolean()),
    allow_offline_access: z.optional(z.boolean()),
    skip_consent_for_verifiable_first_party_clients: z.optional(z.boolean()),
  };
  const identifierSchema = z.string().check(z.superRefine((value, ctx) => {
    const problem = identifierProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  }));
  const createApiSchema = z.strictObject({ identifier: identifierSchema, ...settings });
  const updateApiSchema = z.strictObject(settings);
  return { scopeSchema, createApiSchema, updateApiSchema };
}

export const apiRequestSchemas = firstUse(buildRequestSchemas);
export const { createApiSchema, updateApiSchema } = lazySchemas(apiRequestSchemas);
export type CreateApi = z.infer<typeof createApiSchema>;
export type UpdateApi = z.infer<typeof updateApiSchema>;

export const { apiSchema } = lazySchemas(() => {
  const apiSchema = z.looseObject({
    id: z.string(),
    name: z.optional(z.string()),
    identifier: z.optional(z.string()),
    is_system: z.optional(z.boolean()),
    scopes: z.optional(z.array(z.looseObject({ value: z.string(), description: z.optional(z.string()) }))),
    signing_alg: z.optional(z.string()),
    token_lifetime: z.optional(z.number()),
    token_lifetime_for_web: z.optional(z.number()),
  });
  return { apiSchema };
});
export type Api = z.infer<typeof apiSchema>;

/** Whether an API is the system API (the Management API itself): read-only here. */
export const isSystemApi = (api: { is_system?: unknown }): boolean => api.is_system === true;

export async function listApis(client: ApiClient, params: { page?: string | number | undefined; perPage?: number } = {}, options: CallOptions = {}): Promise<Page<Api>> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? 50;
  const data = await getList(client, PATH, 'resource_servers', apiSchema, { searchParams: { page, per_page: perPage, include_totals: true }, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total, start: data.start });
}

export function iterateApis(client: ApiClient, params: { perPage?: number } = {}, options: CallOptions = {}) {
  return iteratePages((page) => listApis(client, { ...params, page }, options), options);
}

/** The API with this identifier, if the tenant has one (the list filtered by `identifiers`). */
export async function apiByIdentifier(client: ApiClient, identifier: string, options: CallOptions = {}): Promise<Api | undefined> {
  const data = await getList(client, PATH, 'resource_servers', apiSchema, { searchParams: { identifiers: identifier }, ...options });
  return data.items.find((a) => a.identifier === identifier);
}

export async function getApi(client: ApiClient, id: string, options: CallOptions = {}): Promise<Api> {
  return call(client, 'GET', apiPath(id), apiSchema, options);
}

/** POST (201). 409 when the tenant already has an API with this identifier. */
export async function createApi(client: ApiClient, body: CreateApi, options: CallOptions = {}): Promise<Api> {
  const json = validateInput(createApiSchema, body, 'API');
  return call(client, 'POST', PATH, apiSchema, { json, ...options });
}

/** PATCH (the contract lists 201; 200 is taken too): the fields sent replace the API's (scopes as a whole). */
export async function updateApi(client: ApiClient, id: string, body: UpdateApi, options: CallOptions = {}): Promise<Api> {
  const json = validateInput(updateApiSchema, body, 'API changes');
  if (Object.keys(json).length === 0) return getApi(client, id, options);
  return call(client, 'PATCH', apiPath(id), apiSchema, { json, ...options });
}

/** DELETE (204, also when the API is already gone; a 404 is taken as gone too). */
export async function deleteApi(client: ApiClient, id: string, options: CallOptions = {}): Promise<void> {
  try {
    await send(client, 'DELETE', apiPath(id), options);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return;
    throw err;
  }
}
