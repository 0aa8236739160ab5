// Applications (research §3.2, the contract's /clients paths, the SDK's ClientsManager):
// - GET /clients (read:clients or another client-read scope): offset paging (page/per_page/include_totals, a bare
//   array without include_totals), or checkpoint paging with take/from; app_type / is_first_party / is_global
//   filters; fields/include_fields. The emulator's own M2M clients (auth/clients.ts) come first, then the state's.
//   With only read:client_summary, items carry client_id, app_type, name and description (the SDK's note).
// - GET /clients/{id}: the same rendering; 404 "The client does not exist" (inexistent_client).
// - POST /clients (create:clients): 201 with the new client and its secret (the service answers it once, here);
//   the service allows two applications with the same name, so there is no name 409 here.
// - PATCH /clients/{id} (update:clients): the fields sent replace the client's; client_secret needs update:client_keys.
// - DELETE /clients/{id} (delete:clients): 204, also when it is already gone (the contract lists no 404).
// - POST /clients/{id}/rotate-secret (update:client_keys): 200 with the client and its new secret.
// client_secret is in an answer only for a token with read:client_keys (rotate and create answer it always).
// Emulator only: its own clients (the ones tokens are issued to) are read-only: a write answers 400.
// Control: PUT /__emulator/clients/{id}/next-secret {secret} plants the secret the next rotation answers, so a test
// can name it and the end-of-run secrets scan looks for it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMULATOR_CLIENTS } from '../auth/clients';
import { requireScope, type Caller } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError, insufficientScope } from '../errors';
import { checkpointPage, offsetSlice, parseCheckpoint, parseOffset } from '../paging';
import type { Application } from '../state/types';
import { projectFields } from '../util';
import { CONTROL_PREFIX } from '../pipeline';
import { parseQuery, parseRequestBody } from '../validation';
import { isPublicType, newClientSecret, renderClient } from './clientShape';

export const CLIENT_READ_SCOPES = ['read:clients', 'read:client_keys', 'read:client_credentials', 'read:client_summary'] as const;
const SUMMARY_FIELDS = new Set(['client_id', 'app_type', 'name', 'description']);
export const CLIENT_NOT_FOUND = 'The client does not exist';
const OWN_CLIENT = "The emulator's own clients cannot be changed (emulator only): use another application.";
const TOP_LEVEL = new Set(['name', 'description', 'app_type', 'is_first_party', 'client_secret']);

const bool = z.enum(['true', 'false']).optional();
const clientsQuery = z.looseObject({
  fields: z.string().optional(), include_fields: bool, app_type: z.string().optional(), is_first_party: bool, is_global: bool,
});
const fieldsQuery = z.looseObject({ fields: z.string().optional(), include_fields: bool });
// The contract checks every field's shape first (validation.ts); these are the route's own rules.
const createBody = z.looseObject({ name: z.string().min(1), app_type: z.string().optional(), is_first_party: z.boolean().optional(), description: z.string().optional() });
const updateBody = z.looseObject({ name: z.string().min(1).optional(), client_secret: z.string().optional() });

const plantBody = z.strictObject({ secret: z.string().min(16) });

type IdParams = { Params: { id: string } };

const ownClients = (): Application[] =>
  EMULATOR_CLIENTS.map((c) => ({ client_id: c.clientId, name: c.clientId, app_type: 'non_interactive', is_first_party: true }));

function rendered(app: Application, caller: Caller, always = false): Record<string, unknown> {
  const summaryOnly = !CLIENT_READ_SCOPES.slice(0, 3).some((s) => caller.scopes.has(s));
  const full = renderClient(app, always || caller.scopes.has('read:client_keys'));
  return summaryOnly ? Object.fromEntries(Object.entries(full).filter(([k]) => SUMMARY_FIELDS.has(k))) : full;
}

/** Writes a body's fields onto an application (top-level ones on it, the rest into its settings). */
function write(app: Application, body: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(body)) {
    if (key === 'name' && typeof value === 'string') app.name = value;
    else if (key === 'description') app.description = typeof value === 'string' ? value : undefined;
    else if (key === 'app_type' && typeof value === 'string') app.app_type = value as Application['app_type'];
    else if (key === 'is_first_party' && typeof value === 'boolean') app.is_first_party = value;
    else if (key === 'client_secret' && typeof value === 'string') app.client_secret = value;
    else if (!TOP_LEVEL.has(key)) app.settings = { ...app.settings, [key]: value };
  }
}

export function registerClients(app: FastifyInstance, ctx: EmulatorContext): void {
  const stored = () => ctx.store.state.applications;
  const all = () => [...ownClients(), ...stored()];
  const find = (id: string): Application => {
    const found = all().find((a) => a.client_id === id);
    if (!found) throw new ApiError(404, CLIENT_NOT_FOUND, 'inexistent_client');
    return found;
  };
  const writable = (id: string): Application => {
    const found = find(id);
    if (EMULATOR_CLIENTS.some((c) => c.clientId === id)) throw new ApiError(400, OWN_CLIENT, 'operation_not_supported');
    return found;
  };
  const read = (req: FastifyRequest) => requireScope(ctx, req, ...CLIENT_READ_SCOPES);
  const planted = new Map<string, string>();

  app.get(`${API}/clients`, async (req) => {
    const caller = await read(req);
    const q = parseQuery(clientsQuery, req.query);
    const types = q.app_type?.split(',').map((t) => t.trim());
    const listed = all()
      .filter((a) => (!types || types.includes(a.app_type)) && (q.is_first_party === undefined || String(a.is_first_party) === q.is_first_party) && q.is_global !== 'true')
      .map((a) => ({ id: a.client_id, body: projectFields(rendered(a, caller), q.fields, q.include_fields) }));
    const query = req.query as Record<string, unknown>;
    if (query.take !== undefined || query.from !== undefined) {
      const page = checkpointPage(ctx.cursors, 'clients', listed, parseCheckpoint(req.query));
      const clients = page.items.map((i) => i.body);
      return page.next ? { clients, next: page.next } : { clients };
    }
    const offset = parseOffset(req.query);
    const clients = offsetSlice(listed, offset).map((i) => i.body);
    if (!offset.includeTotals) return clients;
    return { start: offset.page * offset.perPage, limit: offset.perPage, total: listed.length, clients };
  });

  app.get<IdParams>(`${API}/clients/:id`, async (req) => {
    const caller = await read(req);
    const q = parseQuery(fieldsQuery, req.query);
    return projectFields(rendered(find(req.params.id), caller), q.fields, q.include_fields);
  });

  app.post(`${API}/clients`, async (req, reply) => {
    const caller = await requireScope(ctx, req, 'create:clients');
    const body = parseRequestBody(createBody, req) as Record<string, unknown> & { name: string };
    const type = (body.app_type as Application['app_type'] | undefined) ?? 'regular_web';
    const created: Application = { client_id: newClientId(), name: body.name, app_type: type, is_first_party: true };
    write(created, { ...body, app_type: type });
    if (!isPublicType(type) || body.token_endpoint_auth_method !== undefined) created.client_secret ??= newClientSecret();
    stored().push(created);
    ctx.store.changed();
    return reply.code(201).send(rendered(created, caller, true));
  });

  app.patch<IdParams>(`${API}/clients/:id`, async (req) => {
    const caller = await requireScope(ctx, req, 'update:clients', 'update:client_keys');
    const body = parseRequestBody(updateBody, req) as Record<string, unknown>;
    if (body.client_secret !== undefined && !caller.scopes.has('update:client_keys')) throw insufficientScope(['update:client_keys']);
    if (Object.keys(body).some((k) => k !== 'client_secret') && !caller.scopes.has('update:clients')) throw insufficientScope(['update:clients']);
    const target = writable(req.params.id);
    write(target, body);
    ctx.store.changed();
    return rendered(target, caller);
  });

  app.delete<IdParams>(`${API}/clients/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:clients');
    const index = stored().findIndex((a) => a.client_id === req.params.id);
    if (EMULATOR_CLIENTS.some((c) => c.clientId === req.params.id)) throw new ApiError(400, OWN_CLIENT, 'operation_not_supported');
    if (index >= 0) {
      stored().splice(index, 1);
      // Its grants go with it (the service deletes them too).
      ctx.store.state.clientGrants = ctx.store.state.clientGrants.filter((g) => g.client_id !== req.params.id);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });

  app.post<IdParams>(`${API}/clients/:id/rotate-secret`, async (req) => {
    const caller = await requireScope(ctx, req, 'update:client_keys');
    const target = writable(req.params.id);
    target.client_secret = planted.get(target.client_id) ?? newClientSecret();
    planted.delete(target.client_id);
    ctx.store.changed();
    return rendered(target, caller, true);
  });

  app.put<IdParams>(`${CONTROL_PREFIX}/clients/:id/next-secret`, async (req) => {
    const { secret } = parseRequestBody(plantBody, req);
    planted.set(find(req.params.id).client_id, secret);
    return { planted: true };
  });
}

/** A client id of the live format: 32 letters and digits. */
function newClientId(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: 32 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}
