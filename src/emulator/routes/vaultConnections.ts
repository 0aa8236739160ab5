// Flows vault connections: create (seed §4.3: ACTIVECAMPAIGN with an API_KEY setup), list (offset only), get.
// The api_key is never stored or echoed: only a fingerprint hash and a masked account name are kept.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { VaultConnection } from '../state/types';
import { randomId, sha256Hex } from '../util';
import { parseBody } from '../validation';

const createSchema = z.strictObject({
  name: z.string().min(1).max(150),
  app_id: z.string().min(1).max(55).pipe(z.enum(['ACTIVECAMPAIGN'])),
  setup: z.strictObject({
    type: z.literal('API_KEY'),
    api_key: z.string().min(1),
    base_url: z.url({ protocol: /^https$/ }),
  }),
});

/** "ActiveCampaign ab***yz": the first and last two characters of the key, like the live service. */
export function maskAccountName(apiKey: string): string {
  return `ActiveCampaign ${apiKey.length >= 8 ? `${apiKey.slice(0, 2)}***${apiKey.slice(-2)}` : '***'}`;
}

function summary(c: VaultConnection): Omit<VaultConnection, 'environment'> {
  const { environment: _environment, ...rest } = c;
  return rest;
}

export function registerVaultConnections(app: FastifyInstance, ctx: EmulatorContext): void {
  const list = () => ctx.store.state.vaultConnections;

  app.post(`${API}/flows/vault/connections`, async (req, reply) => {
    await requireScope(ctx, req, 'create:flows_vault_connections');
    const body = parseBody(createSchema, req.body);
    const now = ctx.clock.iso();
    const conn: VaultConnection = {
      id: randomId('ac_', 22),
      app_id: body.app_id,
      environment: 'production',
      name: body.name,
      account_name: maskAccountName(body.setup.api_key),
      ready: true,
      created_at: now,
      updated_at: now,
      refreshed_at: now,
      fingerprint: sha256Hex(`${body.app_id}\n${body.setup.base_url}\n${body.setup.api_key}`),
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

  app.get<{ Params: { id: string } }>(`${API}/flows/vault/connections/:id`, async (req) => {
    await requireScope(ctx, req, 'read:flows_vault_connections');
    const conn = list().find((c) => c.id === req.params.id);
    if (!conn) throw new ApiError(404, 'Connection not found');
    return conn;
  });
}
