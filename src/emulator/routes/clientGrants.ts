// Client grants (the contract's /client-grants paths, the SDK's ClientGrantsManager): which application may call
// which API (client credentials) with which scopes.
// - GET /client-grants (read:client_grants): filters audience, client_id, allow_any_organization, subject_type;
//   offset paging (a bare array, or {start, limit, total, client_grants} with include_totals) or checkpoint paging
//   with from/take ({client_grants, next}). The emulator's own global clients' grants to the Management API (its own
//   audience, with the scopes their tokens get) come first: answered, not kept, and read-only (a write answers 400).
// - POST (create:client_grants): 201. 404 when the client or the audience is unknown; 409 when the client already has
//   a grant for the audience (the live wording is unconfirmed). The scopes are not checked against the API's: the
//   service keeps what is sent (a token gets only the scopes the API defines).
// - PATCH /client-grants/{id} (update:client_grants): scope (null: none), organization_usage, allow_any_organization
//   (null: unset); 200. 404 unknown. DELETE (delete:client_grants): 204, also when it is already gone.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMULATOR_CLIENTS } from '../auth/clients';
import { requireScope } from '../auth/guard';
import { API, requestOrigins, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, offsetSlice, parseCheckpoint, parseOffset } from '../paging';
import type { ClientGrant } from '../state/types';
import { randomId } from '../util';
import { parseQuery, parseRequestBody } from '../validation';
import { CLIENT_NOT_FOUND } from './clients';

const PATH = `${API}/client-grants`;
const NOT_FOUND = 'The client grant does not exist';
const OWN_GRANT = "The grants of the emulator's own clients cannot be changed (emulator only): use another application.";
const orgUsage = z.enum(['deny', 'allow', 'require']);
const createSchema = z.looseObject({
  client_id: z.string().min(1), audience: z.string().min(1), scope: z.array(z.string().min(1).max(280)).optional(),
  organization_usage: orgUsage.optional(), allow_any_organization: z.boolean().optional(), subject_type: z.enum(['client', 'user']).optional(),
});
const updateSchema = z.looseObject({
  scope: z.array(z.string().min(1).max(280)).nullable().optional(), organization_usage: orgUsage.nullable().optional(), allow_any_organization: z.boolean().nullable().optional(),
});
const listQuery = z.looseObject({
  audience: z.string().optional(), client_id: z.string().optional(), allow_any_organization: z.enum(['true', 'false']).optional(), subject_type: z.enum(['client', 'user']).optional(),
});

type IdParams = { Params: { id: string } };

/** The own clients' grants to the Management API (the audience this request reached the emulator by). */
function ownGrants(origin: string): ClientGrant[] {
  return EMULATOR_CLIENTS.filter((c) => c.global).map((c) => ({
    id: `cgr_emulator${c.clientId.replace(/^emulator-/, '').padEnd(8, '0').slice(0, 8)}`, client_id: c.clientId, audience: `${origin}/api/v2/`, scope: [...c.scopes],
  }));
}

export function registerClientGrants(app: FastifyInstance, ctx: EmulatorContext): void {
  const stored = () => ctx.store.state.clientGrants;
  const origin = (req: FastifyRequest) => requestOrigins(ctx, req).at(-1)!;
  const all = (req: FastifyRequest) => [...ownGrants(origin(req)), ...stored()];
  const writable = (req: FastifyRequest, id: string): ClientGrant => {
    if (ownGrants(origin(req)).some((g) => g.id === id)) throw new ApiError(400, OWN_GRANT, 'operation_not_supported');
    const grant = stored().find((g) => g.id === id);
    if (!grant) throw new ApiError(404, NOT_FOUND, 'inexistent_client_grant');
    return grant;
  };

  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:client_grants');
    const q = parseQuery(listQuery, req.query);
    const listed = all(req).filter((g) => (q.audience === undefined || g.audience === q.audience) && (q.client_id === undefined || g.client_id === q.client_id)
      && (q.allow_any_organization === undefined || (g.allow_any_organization === true) === (q.allow_any_organization === 'true'))
      && (q.subject_type === undefined || (g.subject_type ?? 'client') === q.subject_type));
    const query = req.query as Record<string, unknown>;
    if (query.take !== undefined || query.from !== undefined) {
      const page = checkpointPage(ctx.cursors, 'client-grants', listed, parseCheckpoint(req.query));
      return page.next ? { client_grants: page.items, next: page.next } : { client_grants: page.items };
    }
    const offset = parseOffset(req.query);
    const page = offsetSlice(listed, offset);
    if (!offset.includeTotals) return page;
    return { start: offset.page * offset.perPage, limit: offset.perPage, total: listed.length, client_grants: page };
  });

  app.get<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'read:client_grants');
    const grant = all(req).find((g) => g.id === req.params.id);
    if (!grant) throw new ApiError(404, NOT_FOUND, 'inexistent_client_grant');
    return grant;
  });

  app.post(PATH, async (req, reply) => {
    await requireScope(ctx, req, 'create:client_grants');
    const body = parseRequestBody(createSchema, req);
    const known = [...EMULATOR_CLIENTS.map((c) => c.clientId), ...ctx.store.state.applications.map((a) => a.client_id)];
    if (!known.includes(body.client_id)) throw new ApiError(404, CLIENT_NOT_FOUND, 'inexistent_client');
    const audiences = [`${origin(req)}/api/v2/`, ...ctx.store.state.resourceServers.map((a) => a.identifier)];
    if (!audiences.includes(body.audience)) throw new ApiError(404, `No resource server found for audience ${body.audience}`, 'inexistent_resource_server');
    if (all(req).some((g) => g.client_id === body.client_id && g.audience === body.audience)) {
      throw new ApiError(409, 'A client grant for this client and audience already exists.', 'client_grant_conflict');
    }
    const grant: ClientGrant = { id: randomId('cgr_', 16), ...body, scope: body.scope ?? [] };
    stored().push(grant);
    ctx.store.changed();
    return reply.code(201).send(grant);
  });

  app.patch<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'update:client_grants');
    const grant = writable(req, req.params.id);
    const body = parseRequestBody(updateSchema, req);
    if (Object.keys(body).length === 0) throw new ApiError(400, 'Payload validation error: \'Too few properties defined (0), minimum 1\'.', 'invalid_body');
    for (const [key, value] of Object.entries(body)) {
      if (value !== null) grant[key] = value;
      else if (key === 'scope') grant.scope = [];
      else delete grant[key];
    }
    ctx.store.changed();
    return grant;
  });

  app.delete<IdParams>(`${PATH}/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:client_grants');
    if (ownGrants(origin(req)).some((g) => g.id === req.params.id)) throw new ApiError(400, OWN_GRANT, 'operation_not_supported');
    const index = stored().findIndex((g) => g.id === req.params.id);
    if (index >= 0) {
      stored().splice(index, 1);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });
}
