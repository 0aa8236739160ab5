// APIs (resource servers): list (offset paging: a plain array, or {start, limit, total, resource_servers} with
// include_totals; `identifiers` filters), get, create, update, delete, per the contract. The system API (the
// Management API itself, `is_system: true`) is answered first in every list; its identifier is the emulator's own
// audience (`<origin>/api/v2/`). It cannot be changed or deleted: the emulator answers 400 `operation_not_supported`
// (the live wording is unconfirmed). A second API with a taken identifier is a 409. PATCH answers 201, as the
// contract lists it. DELETE answers 204 also when the API is already gone (the contract lists no 404 for it).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_SCOPES } from '../auth/clients';
import { requireScope } from '../auth/guard';
import { API, requestOrigins, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import { SYSTEM_API_ID } from '../seed/resourceServers';
import type { ResourceServer } from '../state/types';
import { randomId } from '../util';
import { parseQuery, parseRequestBody } from '../validation';

const PATH = `${API}/resource-servers`;
const NOT_FOUND = 'The resource server does not exist';
const scope = z.strictObject({ value: z.string().min(1).max(280), description: z.string().max(500).optional() });
const settings = {
  name: z.string().max(200).optional(),
  scopes: z.array(scope).optional(),
  signing_alg: z.enum(['HS256', 'RS256', 'RS512', 'PS256']).optional(),
  signing_secret: z.string().min(16).optional(),
  token_lifetime: z.number().int().min(0).max(2592000).optional(),
};
const createSchema = z.looseObject({ identifier: z.string().min(1).max(600), ...settings });
const updateSchema = z.looseObject(settings);
const listQuery = z.looseObject({ identifiers: z.union([z.string(), z.array(z.string())]).optional() });

type IdParams = { Params: { id: string } };

/** The Management API as an API of the tenant: its scopes are the ones the emulator grants. */
function systemApi(origin: string): ResourceServer & { is_system: true } {
  return {
    id: SYSTEM_API_ID, name: 'Auth0 Management API', identifier: `${origin}/api/v2/`, is_system: true,
    scopes: ADMIN_SCOPES.map((s) => ({ value: s, description: s.replace(':', ' ').replace(/_/g, ' ') })),
    signing_alg: 'RS256', allow_offline_access: false, skip_consent_for_verifiable_first_party_clients: false,
    token_lifetime: 86400, token_lifetime_for_web: 7200,
  };
}

/** Scope values are unique within an API (the emulator refuses a repeated one as the dashboard does). */
function checkScopes(scopes: { value: string }[] | undefined): void {
  const seen = new Set<string>();
  for (const s of scopes ?? []) {
    if (seen.has(s.value)) throw new ApiError(400, `Payload validation error: scope "${s.value}" is listed twice; scope values must be unique.`, 'invalid_body');
    seen.add(s.value);
  }
}

export function registerResourceServers(app: FastifyInstance, ctx: EmulatorContext): void {
  const apis = () => ctx.store.state.resourceServers;
  const system = (req: FastifyRequest) => systemApi(requestOrigins(ctx, req).at(-1)!);
  const all = (req: FastifyRequest): ResourceServer[] => [system(req), ...apis()];
  const find = (req: FastifyRequest, id: string): ResourceServer => {
    const api = all(req).find((a) => a.id === id);
    if (!api) throw new ApiError(404, NOT_FOUND, 'inexistent_resource_server');
    return api;
  };
  const refuseSystem = (id: string, verb: string) => {
    if (id === SYSTEM_API_ID) throw new ApiError(400, `The system resource server (the Management API) cannot be ${verb}.`, 'operation_not_supported');
  };

  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:resource_servers');
    const q = parseQuery(listQuery, req.query);
    const offset = parseOffset(req.query);
    const wanted = q.identifiers === undefined ? undefined : [q.identifiers].flat();
    const matching = all(req).filter((a) => !wanted || wanted.includes(a.identifier));
    const page = offsetSlice(matching, offset);
    if (!offset.includeTotals) return page;
    return { start: offset.page * offset.perPage, limit: offset.perPage, total: matching.length, resource_servers: page };
  });

  app.get<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'read:resource_servers');
    return find(req, req.params.id);
  });

  app.post(PATH, async (req, reply) => {
    await requireScope(ctx, req, 'create:resource_servers');
    const body = parseRequestBody(createSchema, req);
    checkScopes(body.scopes);
    if (all(req).some((a) => a.identifier === body.identifier)) throw new ApiError(409, 'A resource server with the same identifier already exists', 'operation_not_supported');
    const signing_alg = body.signing_alg ?? 'HS256';
    const api: ResourceServer = {
      id: randomBytes(12).toString('hex'), name: body.identifier, scopes: [], signing_alg,
      allow_offline_access: false, skip_consent_for_verifiable_first_party_clients: false, token_lifetime: 86400, token_lifetime_for_web: 7200,
      ...body,
      ...(signing_alg === 'HS256' ? { signing_secret: body.signing_secret ?? randomId('', 32) } : {}),
    };
    if (api.signing_alg !== 'HS256') delete api.signing_secret;
    apis().push(api);
    ctx.store.changed();
    return reply.code(201).send(api);
  });

  app.patch<IdParams>(`${PATH}/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'update:resource_servers');
    const api = find(req, req.params.id);
    refuseSystem(api.id, 'changed');
    const body = parseRequestBody(updateSchema, req);
    checkScopes(body.scopes);
    Object.assign(api, body);
    if (api.signing_alg === 'HS256') api.signing_secret ??= randomId('', 32);
    else delete api.signing_secret;
    ctx.store.changed();
    return reply.code(201).send(api);
  });

  app.delete<IdParams>(`${PATH}/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:resource_servers');
    refuseSystem(req.params.id, 'deleted');
    const index = apis().findIndex((a) => a.id === req.params.id);
    if (index >= 0) {
      const [gone] = apis().splice(index, 1);
      ctx.store.state.clientGrants = ctx.store.state.clientGrants.filter((g) => g.audience !== gone!.identifier);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });
}
