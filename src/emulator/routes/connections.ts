// Connections: list (checkpoint with `take`, else offset forms), get, PATCH (seed §2.2, §4.2) and create (connectionsCreate.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope, type Caller } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError, insufficientScope } from '../errors';
import { checkpointPage, offsetSlice, parseCheckpoint, parseOffset } from '../paging';
import type { Connection } from '../state/types';
import { isPlainObject, projectFields } from '../util';
import { parseQuery, parseRequestBody } from '../validation';
import { connectionPatchSchema } from './connectionSchemas';
import { registerConnectionCreate } from './connectionsCreate';

const listQuery = z.looseObject({
  strategy: z.union([z.string(), z.array(z.string())]).optional(),
  name: z.string().optional(),
  fields: z.string().optional(),
  include_fields: z.enum(['true', 'false']).optional(),
});

const fieldsQuery = listQuery.pick({ fields: true, include_fields: true });

export const connectionNotFound = () => new ApiError(404, 'The connection does not exist', 'inexistent_connection');

/** The connection as the API shows it: `options` only with read:connections_options. */
export function renderConnection(c: Connection, caller: Caller | 'all', forList = false): Record<string, unknown> {
  const { options, enabled_clients, ...rest } = c;
  const out: Record<string, unknown> = { ...rest };
  if (caller === 'all' || caller.scopes.has('read:connections_options')) out.options = options;
  if (!forList) out.enabled_clients = enabled_clients;
  return out;
}

/** The tenant's connection with this id, or the service's 404. */
export function findConnection(ctx: EmulatorContext, id: string): Connection {
  const conn = ctx.store.state.connections.find((c) => c.id === id);
  if (!conn) throw connectionNotFound();
  return conn;
}

export function registerConnections(app: FastifyInstance, ctx: EmulatorContext): void {
  const find = (id: string) => findConnection(ctx, id);

  registerConnectionCreate(app, ctx);

  app.get(`${API}/connections`, async (req) => {
    const caller = await requireScope(ctx, req, 'read:connections');
    const q = parseQuery(listQuery, req.query);
    const strategies = q.strategy === undefined ? undefined : [q.strategy].flat().flatMap((s) => s.split(','));
    const all = ctx.store.state.connections.filter(
      (c) => (!strategies || strategies.includes(c.strategy)) && (q.name === undefined || c.name === q.name),
    );
    const render = (c: Connection) => projectFields(renderConnection(c, caller, true), q.fields, q.include_fields);
    const query = req.query as Record<string, unknown>;
    if (query.take !== undefined || query.from !== undefined) {
      const page = checkpointPage(ctx.cursors, 'connections', all, parseCheckpoint(req.query));
      const connections = page.items.map(render);
      return page.next ? { connections, next: page.next } : { connections };
    }
    const offset = parseOffset(req.query);
    const connections = offsetSlice(all, offset).map(render);
    if (!offset.includeTotals) return connections;
    return { start: offset.page * offset.perPage, limit: offset.perPage, total: all.length, connections };
  });

  app.get<{ Params: { id: string } }>(`${API}/connections/:id`, async (req) => {
    const caller = await requireScope(ctx, req, 'read:connections');
    const q = parseQuery(fieldsQuery, req.query);
    return projectFields(renderConnection(find(req.params.id), caller), q.fields, q.include_fields);
  });

  app.patch<{ Params: { id: string } }>(`${API}/connections/:id`, async (req) => {
    const caller = await requireScope(ctx, req, 'update:connections');
    if (req.body === undefined || (isPlainObject(req.body) && Object.keys(req.body).length === 0)) {
      throw new ApiError(400, "Payload validation error: 'Too few properties defined (0), minimum 1'.", 'invalid_body');
    }
    const body = parseRequestBody(connectionPatchSchema, req);
    if (body.options !== undefined && !caller.scopes.has('update:connections_options')) {
      throw insufficientScope(['update:connections_options']);
    }
    const conn = find(req.params.id);
    // `null` options are taken (the contract) and answered as `{}` (answers always carry an object).
    if (body.options !== undefined) conn.options = body.options ?? {};
    conn.display_name = body.display_name ?? conn.name;
    conn.realms = body.realms && body.realms.length > 0 ? body.realms : [conn.name];
    if (body.metadata !== undefined) conn.metadata = body.metadata;
    if (body.is_domain_connection !== undefined) conn.is_domain_connection = body.is_domain_connection;
    if (body.show_as_button !== undefined) conn.show_as_button = body.show_as_button;
    if (body.enabled_clients) conn.enabled_clients = [...new Set(body.enabled_clients)];
    if (body.authentication !== undefined) conn.authentication = body.authentication;
    if (body.connected_accounts !== undefined) conn.connected_accounts = body.connected_accounts;
    if (body.cross_app_access_requesting_app !== undefined) conn.cross_app_access_requesting_app = body.cross_app_access_requesting_app;
    ctx.store.changed();
    return renderConnection(conn, caller);
  });
}
