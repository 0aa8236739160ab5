/** Flows Vault connections: list (offset paging), get, create (ActiveCampaign API key setup). */
import * as z from 'zod/mini';
import type { ApiClient } from './client';
import { getList } from './listPage';
import { iteratePages, offsetPage, pageNumber, type Page } from './paging';
import { call, seg, validateInput, type CallOptions } from './request';

export const VAULT_APP_IDS = ['ACTIVECAMPAIGN'] as const;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
}

export const createVaultConnectionSchema = z.lazy(() => z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(150)),
  app_id: z.enum(VAULT_APP_IDS),
  setup: z.strictObject({
    type: z.literal('API_KEY'),
    api_key: z.string().check(z.minLength(1)),
    base_url: z.string().check(
      z.refine(isHttpsUrl, { message: 'must be an https:// URL (for example "https://myaccount.api-us1.com")' }),
    ),
  }),
}));
export type CreateVaultConnection = z.infer<typeof createVaultConnectionSchema>;

/** A vault connection as returned (secrets never come back; `refreshed_at` may be null). */
export const vaultConnectionSchema = z.lazy(() => z.looseObject({
  id: z.string(),
  app_id: z.optional(z.string()),
  name: z.string(),
  ready: z.optional(z.boolean()),
  created_at: z.optional(z.string()),
  updated_at: z.optional(z.string()),
  refreshed_at: z.optional(z.nullable(z.string())),
  fingerprint: z.optional(z.string()),
  environment: z.optional(z.string()),
  account_name: z.optional(z.nullable(z.string())),
}));
export type VaultConnection = z.infer<typeof vaultConnectionSchema>;

export interface ListVaultConnectionsParams {
  /** Zero-based page number, or the cursor of a previous Page. */
  page?: number | string | undefined;
  perPage?: number | undefined;
}

export const DEFAULT_PER_PAGE = 50;

export async function listVaultConnections(
  client: ApiClient,
  params: ListVaultConnectionsParams = {},
  options: CallOptions = {},
): Promise<Page<VaultConnection>> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? DEFAULT_PER_PAGE;
  const searchParams = { page, per_page: perPage, include_totals: true };
  const data = await getList(client, 'flows/vault/connections', 'connections', vaultConnectionSchema, { searchParams, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total, start: data.start });
}

export function iterateVaultConnections(client: ApiClient, params: { perPage?: number } = {}, options: CallOptions = {}) {
  return iteratePages((page) => listVaultConnections(client, { ...params, page }, options), options);
}

export async function getVaultConnection(client: ApiClient, id: string, options: CallOptions = {}): Promise<VaultConnection> {
  return call(client, 'GET', `flows/vault/connections/${seg(id)}`, vaultConnectionSchema, options);
}

/** POST /flows/vault/connections (200 or 201). The API key is sent once and never returned. */
export async function createVaultConnection(client: ApiClient, body: CreateVaultConnection, options: CallOptions = {}): Promise<VaultConnection> {
  const json = validateInput(createVaultConnectionSchema, body, 'vault connection');
  return call(client, 'POST', 'flows/vault/connections', vaultConnectionSchema, { json, ...options });
}
