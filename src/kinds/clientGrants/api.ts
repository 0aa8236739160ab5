/**
 * Client grants: which application may call which API (client credentials) with which scopes. List (checkpoint
 * paging, filtered by audience or client id), get, create, update (the scopes), delete, from the service's contract.
 * A second grant for the same application and API is a 409 (the service's): it is explained, never duplicated.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { deleteReadingFirst, type DeleteOutcome } from '../../api/deleteOutcome';
import { getList } from '../../api/listPage';
import { checkpointPage, checkpointQuery, collect, iteratePages, type Page } from '../../api/paging';
import { call, send, seg, validateInput, type CallOptions } from '../../api/request';

export const GRANT_SCOPES = {
  read: 'read:client_grants', create: 'create:client_grants', update: 'update:client_grants', delete: 'delete:client_grants',
} as const;

const PATH = 'client-grants';
const grantPath = (id: string) => `${PATH}/${seg(id)}`;

export const { grantSchema, createGrantSchema, updateGrantSchema } = lazySchemas(() => {
  const scopeValue = z.string().check(z.minLength(1), z.maxLength(280));
  const grantSchema = z.looseObject({
    id: z.string(),
    client_id: z.string(),
    audience: z.string(),
    scope: z.optional(z.array(z.string())),
    organization_usage: z.optional(z.string()),
    allow_any_organization: z.optional(z.boolean()),
    is_system: z.optional(z.boolean()),
  });
  const createGrantSchema = z.strictObject({
    client_id: z.string().check(z.minLength(1)),
    audience: z.string().check(z.minLength(1)),
    scope: z.array(scopeValue),
  });
  const updateGrantSchema = z.strictObject({ scope: z.array(scopeValue) });
  return { grantSchema, createGrantSchema, updateGrantSchema };
});
export type Grant = z.infer<typeof grantSchema>;
export type CreateGrant = z.infer<typeof createGrantSchema>;

/** The scopes of a grant (none when the service left them out). */
export const grantScopes = (grant: { scope?: unknown }): string[] => (Array.isArray(grant.scope) ? grant.scope.map(String) : []);

export interface GrantFilter {
  audience?: string;
  clientId?: string;
}

/** One checkpoint page of grants (`from`: the cursor the page before returned), narrowed by audience or client. */
export async function listGrants(client: ApiClient, params: GrantFilter & { from?: string | undefined; take?: number } = {}, options: CallOptions = {}): Promise<Page<Grant>> {
  const searchParams = { ...checkpointQuery({ from: params.from, take: params.take ?? 50 }), audience: params.audience, client_id: params.clientId };
  const data = await getList(client, PATH, 'client_grants', grantSchema, { searchParams, ...options });
  return checkpointPage(data.items, data.token);
}

/** Every grant matching the filter, page after page. */
export function allGrants(client: ApiClient, filter: GrantFilter = {}, options: CallOptions = {}): Promise<Grant[]> {
  return collect(iteratePages((from) => listGrants(client, { ...filter, from, take: 100 }, options), { ...options, idOf: (g) => g.id }));
}

export async function getGrant(client: ApiClient, id: string, options: CallOptions = {}): Promise<Grant> {
  return call(client, 'GET', grantPath(id), grantSchema, options);
}

/** POST (201). 409 when the application already has a grant for this API; 404 when either is unknown. */
export async function createGrant(client: ApiClient, body: CreateGrant, options: CallOptions = {}): Promise<Grant> {
  const json = validateInput(createGrantSchema, body, 'grant');
  return call(client, 'POST', PATH, grantSchema, { json, ...options });
}

/** PATCH (200): the scopes sent replace the grant's. */
export async function updateGrantScopes(client: ApiClient, id: string, scope: string[], options: CallOptions = {}): Promise<Grant> {
  const json = validateInput(updateGrantSchema, { scope }, 'grant scopes');
  return call(client, 'PATCH', grantPath(id), grantSchema, { json, ...options });
}

/** DELETE (204, also when the grant is already gone): its GET first says which (deleteOutcome.ts). */
export function deleteGrant(client: ApiClient, id: string, options: CallOptions = {}): Promise<DeleteOutcome> {
  return deleteReadingFirst(() => getGrant(client, id, options), () => send(client, 'DELETE', grantPath(id), options));
}
