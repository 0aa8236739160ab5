/**
 * Flows Vault connections: list (offset paging), get, create (ActiveCampaign by its schema, or any of the 21 apps
 * with its setup checked against vaultApps.ts), update (name and/or
 * setup, the setup checked against the connection's app in vaultApps.ts), delete (not idempotent: a second
 * delete is 404, reported as already gone). Bad input throws InvalidInputError and nothing is sent.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { InvalidInputError } from '../../api/inputErrors';
import type { Issue } from '../../api/issues';
import { getList } from '../../api/listPage';
import { iteratePages, offsetPage, pageNumber, type Page } from '../../api/paging';
import { call, send, seg, validateInput, type CallOptions } from '../../api/request';
import { isHttpsUrl, noCredentials } from '../../api/urls';
import { setupIssues, VAULT_APPS } from './apps';

export const VAULT_APP_IDS = ['ACTIVECAMPAIGN'] as const;

/** The longest name the service accepts. */
export const VAULT_NAME_MAX = 150;

/** The request bodies. */
export const { createVaultConnectionSchema, newVaultConnectionSchema, updateVaultConnectionSchema } = lazySchemas(() => {
  const createVaultConnectionSchema = z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(150)),
    app_id: z.enum(VAULT_APP_IDS),
    setup: z.strictObject({
      type: z.literal('API_KEY'),
      api_key: z.string().check(z.minLength(1)),
      base_url: z.string().check(
        z.refine(isHttpsUrl, { message: 'must be an https:// URL (for example "https://myaccount.api-us1.com")' }),
        noCredentials(),
      ),
    }),
  });
  const vaultName = z.string().check(z.minLength(1), z.maxLength(VAULT_NAME_MAX));
  /** A setup: its type and fields, checked against the app's setups (vaultApps.ts); OAUTH_CODE and JWT take more keys. */
  const setupRecord = z.record(z.string(), z.unknown());
  /** POST body for any of the 21 apps: name, app and (without it the connection is not ready) a setup. */
  const newVaultConnectionSchema = z.strictObject({
    name: vaultName,
    app_id: z.enum(VAULT_APPS.map((a) => a.id) as [string, ...string[]]),
    setup: z.optional(setupRecord),
  });
  /** PATCH body: a new name, a new setup (write-only: it replaces the stored credentials), or both. */
  const updateVaultConnectionSchema = z.strictObject({
    name: z.optional(vaultName),
    setup: z.optional(setupRecord),
  });
  return { createVaultConnectionSchema, newVaultConnectionSchema, updateVaultConnectionSchema };
});
export type CreateVaultConnection = z.infer<typeof createVaultConnectionSchema>;
export type NewVaultConnection = z.infer<typeof newVaultConnectionSchema>;
export type UpdateVaultConnection = z.infer<typeof updateVaultConnectionSchema>;

export const { vaultConnectionSchema } = lazySchemas(() => {
  /** A vault connection as returned (secrets never come back; `refreshed_at` may be null). */
  const vaultConnectionSchema = z.looseObject({
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
  });
  return { vaultConnectionSchema };
});
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

/** The scope each verb needs (the service answers 403 insufficient_scope naming it). */
export const VAULT_CONNECTION_SCOPES = {
  read: 'read:flows_vault_connections',
  create: 'create:flows_vault_connections',
  update: 'update:flows_vault_connections',
  delete: 'delete:flows_vault_connections',
} as const;

/** Every problem of a POST body (empty when the service would accept it): its shape, then its setup for its app. */
export function newVaultConnectionIssues(body: unknown): Issue[] {
  const parsed = newVaultConnectionSchema.safeParse(body);
  if (!parsed.success) return parsed.error.issues;
  return parsed.data.setup ? setupIssues(parsed.data.app_id, parsed.data.setup) : [];
}

/** POST /flows/vault/connections (201, or 200 on older tenants) for any app; the setup is sent once and never returned. */
export async function createAppVaultConnection(client: ApiClient, body: NewVaultConnection, options: CallOptions = {}): Promise<VaultConnection> {
  const issues = newVaultConnectionIssues(body);
  if (issues.length) throw new InvalidInputError(issues, issues.some((i) => i.path[0] === 'setup') ? 'vault connection setup' : 'vault connection', body);
  return call(client, 'POST', 'flows/vault/connections', vaultConnectionSchema, { json: body, ...options });
}

/** Every problem of a PATCH body for a connection of the app `appId` (needed to check a setup). */
export function updateVaultConnectionIssues(body: unknown, appId?: string): Issue[] {
  const parsed = updateVaultConnectionSchema.safeParse(body);
  if (!parsed.success) return parsed.error.issues;
  if (!parsed.data.setup) return [];
  if (!appId) return [{ code: 'custom', path: ['app_id'], message: 'is needed to check the setup', input: undefined }];
  // On create the app tells a typeless OAUTH_CODE or OAUTH_JWT setup apart; a change names no app, so it needs the type.
  if (parsed.data.setup.type === undefined) return [{ code: 'custom', path: ['setup', 'type'], message: 'is required when a setup is changed (the setup\'s type, e.g. "API_KEY")', input: undefined }];
  return setupIssues(appId, parsed.data.setup);
}

const connectionPath = (id: string) => `flows/vault/connections/${seg(id)}`;

/**
 * PATCH /flows/vault/connections/{id} (200). `target.app_id` (from a list or get) lets the setup be checked
 * against the app's setups before sending; the setup is sent once and never comes back.
 */
export async function updateVaultConnection(
  client: ApiClient,
  target: { id: string; app_id?: string | undefined },
  body: UpdateVaultConnection,
  options: CallOptions = {},
): Promise<VaultConnection> {
  const path = connectionPath(target.id);
  const issues = updateVaultConnectionIssues(body, target.app_id);
  if (issues.length) throw new InvalidInputError(issues, issues.some((i) => i.path[0] === 'setup') ? 'vault connection setup' : 'vault connection changes', body);
  // Nothing to change sends no PATCH.
  if (Object.keys(body).length === 0) return getVaultConnection(client, target.id, options);
  return call(client, 'PATCH', path, vaultConnectionSchema, { json: body, ...options });
}

/**
 * DELETE /flows/vault/connections/{id} (204). The service answers a second delete with 404 "Connection not
 * found": that is reported as `'gone'` (already deleted, by someone else or an earlier try), not as a failure.
 */
export async function deleteVaultConnection(client: ApiClient, id: string, options: CallOptions = {}): Promise<'deleted' | 'gone'> {
  const path = connectionPath(id);
  try {
    await send(client, 'DELETE', path, options);
    return 'deleted';
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return 'gone';
    throw err;
  }
}
