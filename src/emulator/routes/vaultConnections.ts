// Flows vault connections: create (the 21 apps and their setups, vaultSetups.ts; without a setup the connection
// is not ready), list (offset only), get, update (name and/or setup, checked against the connection's app) and
// delete (204, then 404 "Connection not found": not idempotent). Secrets are never stored or echoed: only a
// salted fingerprint hash and a masked account name are kept.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { VaultConnection } from '../state/types';
import { bumpTimestamp, randomId } from '../util';
import { parseRequestBody } from '../validation';
import { checkSetup, credentialsOf, VAULT_APP_IDS } from './vaultSetups';

const name = z.string().min(1).max(150);

const createSchema = z.strictObject({
  name,
  app_id: z.string().min(1).max(55).pipe(z.enum(VAULT_APP_IDS)),
  setup: z.unknown().optional(),
});

const updateSchema = z.strictObject({ name: name.optional(), setup: z.unknown().optional() });

function summary(c: VaultConnection): Omit<VaultConnection, 'environment'> {
  const { environment: _environment, ...rest } = c;
  return rest;
}

type IdParams = { Params: { id: string } };

export function registerVaultConnections(app: FastifyInstance, ctx: EmulatorContext): void {
  const list = () => ctx.store.state.vaultConnections;
  const find = (id: string): VaultConnection => {
    const conn = list().find((c) => c.id === id);
    if (!conn) throw new ApiError(404, 'Connection not found');
    return conn;
  };

  app.post(`${API}/flows/vault/connections`, async (req, reply) => {
    await requireScope(ctx, req, 'create:flows_vault_connections');
    const { body, setup } = parseRequestBody(createSchema, req, (b) => ({ body: b, setup: checkSetup(b.app_id, b.setup) }));
    const now = ctx.clock.iso();
    const id = randomId('ac_', 22);
    const { account_name, ready, refreshed_at, fingerprint } = credentialsOf(id, body.app_id, setup, now);

    const conn: VaultConnection = {
      id, app_id: body.app_id, environment: 'production', name: body.name, ...(account_name ? { account_name } : {}),
      ready, created_at: now, updated_at: now, ...(refreshed_at ? { refreshed_at } : {}), fingerprint,
    };
    list().push(conn);
    ctx.store.changed();
    return reply.code(201).send(conn);
  });

  app.get(`${API}/flows/vault/connections`, async (req) => {
    await requireScope(ctx, req, 'read:flows_vault_connections');
    const offset = parseOffset(req.query);
    const connections = offsetSlice(list(), offset).map(summary);
    if (!offset.includeTotals) return connections;
    return { limit: offset.perPage, start: offset.page * offset.perPage, total: list().length, connections };
  });

  app.get<IdParams>(`${API}/flows/vault/connections/:id`, async (req) => {
    await requireScope(ctx, req, 'read:flows_vault_connections');
    return find(req.params.id);
  });

  // PATCH {name?, setup?} (200): a new setup replaces the old one (fingerprint, account name, refreshed_at) and
  // makes the connection ready; the app cannot change.
  app.patch<IdParams>(`${API}/flows/vault/connections/:id`, async (req) => {
    await requireScope(ctx, req, 'update:flows_vault_connections');
    const conn = find(req.params.id);
    const { body, setup } = parseRequestBody(updateSchema, req, (b) => ({ body: b, setup: checkSetup(conn.app_id, b.setup) }));
    if (body.name !== undefined) conn.name = body.name;
    const now = ctx.clock.now();
    if (setup) delete conn.account_name;
    if (setup) Object.assign(conn, credentialsOf(conn.id, conn.app_id, setup, new Date(now).toISOString()));
    conn.updated_at = bumpTimestamp(conn.updated_at, now);
    ctx.store.changed();
    return conn;
  });

  app.delete<IdParams>(`${API}/flows/vault/connections/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:flows_vault_connections');
    const conn = find(req.params.id);
    list().splice(list().indexOf(conn), 1);
    ctx.store.changed();
    return reply.code(204).send();
  });
}
