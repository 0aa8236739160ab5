// Flows vault connections: create (the 21 apps and their setups, vaultSetups.ts; without a setup the connection
// is not ready), list (offset only), get. Secrets are never stored or echoed: only a fingerprint hash and a
// masked account name are kept.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { offsetSlice, parseOffset } from '../paging';
import type { VaultConnection } from '../state/types';
import { randomId, sha256Hex } from '../util';
import { parseBody } from '../validation';
import { setupVariant, VAULT_APP_IDS, VAULT_SETUPS } from './vaultSetups';

const createSchema = z.strictObject({
  name: z.string().min(1).max(150),
  app_id: z.string().min(1).max(55).pipe(z.enum(VAULT_APP_IDS)),
  setup: z.unknown().optional(),
});

const LABELS: Record<string, string> = { ACTIVECAMPAIGN: 'ActiveCampaign' };

/** "ActiveCampaign ab***yz": the first and last two characters of the key, like the live service. */
export function maskAccountName(apiKey: string, appId = 'ACTIVECAMPAIGN'): string {
  return `${LABELS[appId] ?? appId} ${apiKey.length >= 8 ? `${apiKey.slice(0, 2)}***${apiKey.slice(-2)}` : '***'}`;
}

/** The setup checked against the app's variants (400 naming the property), or undefined when there is none. */
function checkSetup(appId: string, setup: unknown): Record<string, unknown> | undefined {
  if (setup === undefined) return undefined;
  const variant = setupVariant(appId, setup);
  if (!variant) {
    const types = VAULT_SETUPS[appId]!.map((v) => v.type) as [string, ...string[]];
    parseBody(z.object({ setup: z.object({ type: z.enum(types) }) }), { setup });
  }
  return parseBody(z.object({ setup: variant!.schema }), { setup }).setup as Record<string, unknown>;
}

const SECRET_KEYS = ['api_key', 'secret_key', 'token', 'client_secret', 'private_key', 'value', 'password', 'code'];

function summary(c: VaultConnection): Omit<VaultConnection, 'environment'> {
  const { environment: _environment, ...rest } = c;
  return rest;
}

export function registerVaultConnections(app: FastifyInstance, ctx: EmulatorContext): void {
  const list = () => ctx.store.state.vaultConnections;

  app.post(`${API}/flows/vault/connections`, async (req, reply) => {
    await requireScope(ctx, req, 'create:flows_vault_connections');
    const body = parseBody(createSchema, req.body);
    const setup = checkSetup(body.app_id, body.setup);
    const secret = setup && SECRET_KEYS.map((k) => setup[k]).find((v): v is string => typeof v === 'string' && v.length > 0);
    const now = ctx.clock.iso();
    const conn: VaultConnection = {
      id: randomId('ac_', 22),
      app_id: body.app_id,
      environment: 'production',
      name: body.name,
      ...(secret ? { account_name: maskAccountName(secret, body.app_id) } : {}),
      ready: setup !== undefined,
      created_at: now,
      updated_at: now,
      refreshed_at: setup ? now : null,
      fingerprint: sha256Hex(`${body.app_id}\n${JSON.stringify(setup ?? null)}`),
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
