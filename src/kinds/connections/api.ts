/**
 * Connections: list (checkpoint paging, strategy filter), get, update (PATCH), create (POST).
 * PATCH replaces `options` wholesale and overwrites an omitted `display_name` with `name`: callers send the
 * full current values (see design.md); this module only guarantees the body is valid before it is sent.
 */
import * as z from 'zod/mini';
import { firstUse, lazySchemas } from '../../api/lazySchemas';
import type { ApiClient } from '../../api/client';
import { connectionOptionsSchema } from './options';
import { CONNECTION_NAME_MAX_LENGTH, CONNECTION_NAME_PATTERN, CONNECTION_STRATEGIES } from './strategies';
import { getList } from '../../api/listPage';
import { checkpointPage, iteratePages, type Page } from '../../api/paging';
import { call, seg, validateInput, type CallOptions } from '../../api/request';

export { connectionOptionsSchema, type ConnectionOptions } from './options';

export const METADATA_MAX_KEYS = 10;
export const METADATA_MAX_VALUE_LENGTH = 255;
export const DISPLAY_NAME_MAX_LENGTH = 128;

/** The request bodies. */
const connectionRequests = firstUse(() => {
  const connectionMetadataSchema = z
    .record(z.string(), z.nullable(z.string().check(z.maxLength(METADATA_MAX_VALUE_LENGTH))))
    .check(
      z.refine((m) => Object.keys(m).length <= METADATA_MAX_KEYS, {
        message: `must have at most ${METADATA_MAX_KEYS} properties`,
      }),
    );
  const updateConnectionSchema = z
    .strictObject({
      display_name: z.optional(z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH))),
      options: z.optional(z.nullable(connectionOptionsSchema)),
      is_domain_connection: z.optional(z.boolean()),
      show_as_button: z.optional(z.boolean()),
      realms: z.optional(z.array(z.string())),
      metadata: z.optional(connectionMetadataSchema),
      authentication: z.optional(z.strictObject({ active: z.boolean() })),
      connected_accounts: z.optional(z.strictObject({ active: z.boolean(), cross_app_access: z.optional(z.boolean()), allow_missing_user_id: z.optional(z.boolean()) })),
      cross_app_access_requesting_app: z.optional(z.strictObject({ active: z.boolean() })),
      cross_app_access_resource_app: z.optional(z.nullable(z.strictObject({ status: z.enum(['enabled', 'disabled']) }))),
    })
    .check(
      z.refine((body) => Object.values(body).some((v) => v !== undefined), {
        message: 'must set at least one property',
      }),
    );
  /**
   * POST /connections body (the service's CreateConnectionRequestContent): `name` as the service's pattern, `strategy`
   * from its enum, the rest as on update. `enabled_clients` is left out on purpose: the service discourages it
   * (PATCH /connections/{id}/clients enables applications).
   */
  const createConnectionSchema = z.strictObject({
    name: z.string().check(
      z.minLength(1, { message: 'must not be empty' }),
      z.maxLength(CONNECTION_NAME_MAX_LENGTH, { message: `must be at most ${CONNECTION_NAME_MAX_LENGTH} characters` }),
      z.regex(CONNECTION_NAME_PATTERN, { message: 'must start and end with a letter or digit and contain only letters, digits and single hyphens' }),
    ),
    strategy: z.enum(CONNECTION_STRATEGIES),
    display_name: z.optional(z.string().check(z.maxLength(DISPLAY_NAME_MAX_LENGTH))),
    options: z.optional(connectionOptionsSchema),
    is_domain_connection: z.optional(z.boolean()),
    show_as_button: z.optional(z.boolean()),
    realms: z.optional(z.array(z.string().check(z.minLength(1)))),
    metadata: z.optional(connectionMetadataSchema),
    authentication: z.optional(z.strictObject({ active: z.boolean() })),
    connected_accounts: z.optional(z.strictObject({ active: z.boolean(), cross_app_access: z.optional(z.boolean()) })),
    cross_app_access_requesting_app: z.optional(z.strictObject({ active: z.boolean() })),
  });
  return { connectionMetadataSchema, updateConnectionSchema, createConnectionSchema };
});
export const { connectionMetadataSchema, updateConnectionSchema, createConnectionSchema } = lazySchemas(connectionRequests);
/** The PATCH body's schema as built, an object schema: its `.shape` is the document's fields. */
export const updateConnectionObject = () => connectionRequests().updateConnectionSchema;
export type UpdateConnection = z.infer<typeof updateConnectionSchema>;
export type CreateConnection = z.infer<typeof createConnectionSchema>;

export const { connectionSchema } = lazySchemas(() => {
  /** A connection as returned by the API (unknown keys kept; `options` absent without read:connections_options). */
  const connectionSchema = z.looseObject({
    id: z.string(),
    name: z.string(),
    strategy: z.optional(z.string()),
    display_name: z.optional(z.nullable(z.string())),
    options: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    realms: z.optional(z.array(z.string())),
    enabled_clients: z.optional(z.nullable(z.array(z.string()))),
    is_domain_connection: z.optional(z.boolean()),
    show_as_button: z.optional(z.boolean()),
    metadata: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
    authentication: z.optional(z.looseObject({ active: z.optional(z.boolean()) })),
    connected_accounts: z.optional(z.looseObject({ active: z.optional(z.boolean()), cross_app_access: z.optional(z.boolean()) })),
    cross_app_access_requesting_app: z.optional(z.looseObject({ active: z.optional(z.boolean()) })),
  });
  return { connectionSchema };
});
export type Connection = z.infer<typeof connectionSchema>;

export interface ListConnectionsParams {
  from?: string | undefined;
  take?: number | undefined;
  /** Only these strategies (sent as repeated `strategy=` keys). */
  strategy?: string[] | undefined;
}

export async function listConnections(client: ApiClient, params: ListConnectionsParams = {}, options: CallOptions = {}): Promise<Page<Connection>> {
  // `take` selects checkpoint paging (include_totals is then ignored by the API).
  const query = new URLSearchParams({ take: String(params.take ?? 50) });
  if (params.from) query.set('from', params.from);
  for (const s of params.strategy ?? []) query.append('strategy', s);
  const data = await getList(client, 'connections', 'connections', connectionSchema, { searchParams: query, ...options });
  return checkpointPage(data.items, data.token);
}

export function iterateConnections(client: ApiClient, params: Omit<ListConnectionsParams, 'from'> = {}, options: CallOptions = {}) {
  return iteratePages((from) => listConnections(client, { ...params, from }, options), options);
}

export async function getConnection(client: ApiClient, id: string, options: CallOptions = {}): Promise<Connection> {
  return call(client, 'GET', `connections/${seg(id)}`, connectionSchema, options);
}

/** What a 409 on a PATCH of a connection (or of its enabled applications) means (toUserMessage says it). */
export const CONNECTION_PATCH_CONFLICT = 'Another connection already uses this name for one of its applications.';

/** PATCH /connections/{id}. The body is checked against `updateConnectionSchema` first; nothing is sent if it fails. */
export async function updateConnection(client: ApiClient, id: string, body: UpdateConnection, options: CallOptions = {}): Promise<Connection> {
  const path = `connections/${seg(id)}`;
  const json = validateInput(updateConnectionSchema, body, 'connection update');
  return call(client, 'PATCH', path, connectionSchema, { json, ...options, conflict: CONNECTION_PATCH_CONFLICT });
}

/** POST /connections (201). 409 when the name is taken; 400 on a bad body; 422 on a strategy the tenant refuses. */
export async function createConnection(client: ApiClient, body: CreateConnection, options: CallOptions = {}): Promise<Connection> {
  const json = validateInput(createConnectionSchema, body, 'connection');
  return call(client, 'POST', 'connections', connectionSchema, { json, ...options });
}
