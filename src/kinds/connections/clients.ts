/**
 * A connection's enabled applications and its status, and the tenant's applications by name:
 * - GET /connections/{id}/clients: checkpoint pages of `{client_id}` (take ≤ 100, default 50);
 * - PATCH /connections/{id}/clients: `[{client_id, status}]`, at most 50 per request (204); `setEnabledClients`
 *   sends any number of changes in requests of ≤ 50, one after another, each paced by the client's limiter;
 * - GET /clients: offset pages (page / per_page / include_totals) of the summary fields;
 * - GET /connections/{id}/status: 200 while online; 404 with a message when an AD/LDAP connection is offline.
 * Bad input throws InvalidInputError and nothing is sent.
 */
import * as z from 'zod/mini';
import { lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { ApiError } from '../../api/httpErrors';
import { getList } from '../../api/listPage';
import { checkpointPage, checkpointQuery, iteratePages, offsetPage, pageNumber, type Page } from '../../api/paging';
import { send, seg, validateInput, type CallOptions } from '../../api/request';
import { CONNECTION_PATCH_CONFLICT } from './api';

/** The most changes one PATCH /connections/{id}/clients takes. */
export const ENABLED_CLIENTS_PER_REQUEST = 50;

/** The scopes that read the tenant's applications (the service takes any of them); read:clients is the one to grant. */
export const CLIENT_READ_SCOPES = ['read:clients', 'read:client_keys', 'read:client_credentials', 'read:client_summary'] as const;

const schemas = lazySchemas(() => {
  const enabledClientSchema = z.looseObject({ client_id: z.string() });
  const applicationSchema = z.looseObject({
    client_id: z.string(),
    name: z.optional(z.nullable(z.string())),
    app_type: z.optional(z.nullable(z.string())),
    description: z.optional(z.nullable(z.string())),
  });
  const changeSchema = z.strictObject({ client_id: z.string().check(z.minLength(1)), status: z.boolean() });
  const changesSchema = z.array(changeSchema);
  return { applicationSchema, enabledClientSchema, changeSchema, changesSchema };
});
export const { applicationSchema } = schemas;
const { enabledClientSchema, changeSchema, changesSchema } = schemas;
export type EnabledClient = z.infer<typeof enabledClientSchema>;
export type Application = z.infer<typeof applicationSchema>;

export type EnabledClientChange = z.infer<typeof changeSchema>;

const clientsPath = (connectionId: string) => `connections/${seg(connectionId, 'connection id')}/clients`;

/** One checkpoint page of the client ids a connection is enabled for. */
export async function listEnabledClients(
  client: ApiClient,
  connectionId: string,
  params: { from?: string | undefined; take?: number | undefined } = {},
  options: CallOptions = {},
): Promise<Page<EnabledClient>> {
  const data = await getList(client, clientsPath(connectionId), 'clients', enabledClientSchema, { searchParams: checkpointQuery(params), ...options });
  return checkpointPage(data.items, data.token);
}

/** Every client id the connection is enabled for, page after page, each once. */
export async function* iterateEnabledClientIds(client: ApiClient, connectionId: string, params: { take?: number } = {}, options: CallOptions = {}): AsyncGenerator<string> {
  const pages = iteratePages((from) => listEnabledClients(client, connectionId, { ...params, from }, options), { ...options, idOf: (c) => c.client_id });
  for await (const c of pages) yield c.client_id;
}

/** One offset page of the tenant's applications (summary fields only). */
export async function listApplications(
  client: ApiClient,
  params: { page?: number | string | undefined; perPage?: number | undefined } = {},
  options: CallOptions = {},
): Promise<Page<Application>> {
  const page = pageNumber(params.page);
  const perPage = params.perPage ?? 50;
  const searchParams = { page, per_page: perPage, include_totals: true, fields: 'client_id,name,app_type,description', include_fields: true };
  const data = await getList(client, 'clients', 'clients', applicationSchema, { searchParams, ...options });
  return offsetPage(data.items, { page, perPage, total: data.total, start: data.start });
}

/** Every application of the tenant, page after page, each once. */
export function iterateApplications(client: ApiClient, params: { perPage?: number } = {}, options: CallOptions = {}) {
  return iteratePages((page) => listApplications(client, { ...params, page }, options), { ...options, idOf: (a) => a.client_id });
}

export interface EnabledClientsRun {
  /** Changes the tenant accepted (whole requests of ≤ 50). */
  applied: EnabledClientChange[];
  /** Requests sent, answered or not. */
  requests: number;
  /** The answer that stopped the run (the changes of that request and after it were not applied). */
  error?: unknown;
  /** Changes never applied: those of a failed request and of the requests not sent after it or after `stop`. */
  notApplied: EnabledClientChange[];
}

export interface SetEnabledClientsOptions extends CallOptions {
  /** Raised: no further request is sent (the one in flight finishes). */
  stop?: AbortSignal;
  /** Called after each accepted request with the number of changes applied so far. */
  onApplied?: (applied: number, total: number) => void;
}

/**
 * Enables (`status: true`) or disables applications for a connection: the changes (a client id given twice keeps its
 * last status) go in requests of at most ENABLED_CLIENTS_PER_REQUEST, one after another, so the client's limiter
 * paces them and a failure stops the run with what was applied known. Invalid changes throw before anything is sent.
 */
export async function setEnabledClients(
  client: ApiClient,
  connectionId: string,
  changes: readonly EnabledClientChange[],
  opts: SetEnabledClientsOptions = {},
): Promise<EnabledClientsRun> {
  const valid = validateInput(changesSchema, changes, 'enabled application changes');
  const path = clientsPath(connectionId);
  const unique = [...new Map(valid.map((c) => [c.client_id, c])).values()];
  const run: EnabledClientsRun = { applied: [], requests: 0, notApplied: [] };
  for (let start = 0; start < unique.length; start += ENABLED_CLIENTS_PER_REQUEST) {
    const chunk = unique.slice(start, start + ENABLED_CLIENTS_PER_REQUEST);
    if (opts.stop?.aborted) {
      run.notApplied = unique.slice(start);
      break;
    }
    run.requests++;
    try {
      await send(client, 'PATCH', path, { json: chunk, conflict: CONNECTION_PATCH_CONFLICT, ...(opts.signal ? { signal: opts.signal } : {}) });
    } catch (error) {
      run.error = error;
      run.notApplied = unique.slice(start);
      break;
    }
    run.applied.push(...chunk);
    opts.onApplied?.(run.applied.length, unique.length);
  }
  return run;
}

export type ConnectionStatus = { online: true } | { online: false; message: string };

/**
 * GET /connections/{id}/status: online on 200; offline with the service's message on its 404 for an AD/LDAP
 * connection whose connector is not connected. A connection that does not exist (404 inexistent_connection) and
 * every other failure throw.
 */
export async function connectionStatus(client: ApiClient, connectionId: string, options: CallOptions = {}): Promise<ConnectionStatus> {
  try {
    await send(client, 'GET', `connections/${seg(connectionId, 'connection id')}/status`, options);
    return { online: true };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404 && err.errorCode !== 'inexistent_connection') {
      return { online: false, message: err.serverMessage || 'The tenant reports the connection as offline.' };
    }
    throw err;
  }
}
