// POST /connections (create): scope create:connections; the body as the service's CreateConnectionRequestContent
// (additionalProperties false; name 1–128 characters matching the service's pattern; strategy from its enum).
// 201 with the connection; realms default to the name as on PATCH, display_name is kept only when sent; enabled_clients (deprecated,
// still accepted on create) is kept. 409 connection_conflict on a taken name (the live wording). A strategy outside
// the enum is 400 with the live wording. The SDK also maps 422 for this call; which strategies the live service
// refuses that way is not documented: the emulator refuses the enum's retired providers (RETIRED_STRATEGIES) with
// 422 so a client's handling of it can be exercised — that list and the 422 wording are the emulator's choice.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONNECTION_NAME_MAX_LENGTH, CONNECTION_NAME_PATTERN, isConnectionStrategy } from '../../kinds/connections/strategies';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import type { Connection } from '../state/types';
import { randomId } from '../util';
import { parseRequestBody } from '../validation';
import { connectionPatchSchema } from './connectionSchemas';
import { renderConnection } from './connections';
import { TENANT_NAME } from './eventStreamsSimulation';

/** Connections served by an AD/LDAP connector: their answers carry the connector's provisioning ticket URL. */
const AD_STRATEGIES: readonly string[] = ['ad', 'auth0-adldap'];

export const RETIRED_STRATEGIES: readonly string[] = ['evernote', 'evernote-sandbox', 'thirtysevensignals'];

/** The PATCH body's fields plus the create-only ones (name, strategy, the deprecated enabled_clients). */
const createSchema = connectionPatchSchema.extend({
  name: z.string().min(1).max(CONNECTION_NAME_MAX_LENGTH).regex(CONNECTION_NAME_PATTERN),
  strategy: z.string(),
  enabled_clients: z.array(z.string()).optional(),
});

export const connectionNameTaken = () => new ApiError(409, 'A connection with the same name already exists', 'connection_conflict');

export function registerConnectionCreate(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post(`${API}/connections`, async (req, reply) => {
    const caller = await requireScope(ctx, req, 'create:connections');
    const body = parseRequestBody(createSchema, req, (b) => {
      if (isConnectionStrategy(b.strategy)) return b;
      throw new ApiError(400, `Payload validation error: 'Invalid value "${b.strategy}"' on property strategy (The identity provider identifier for the connection).`, 'invalid_body');
    });
    if (RETIRED_STRATEGIES.includes(body.strategy)) {
      throw new ApiError(422, `The strategy "${body.strategy}" is no longer supported: connections cannot be created with it.`, 'unsupported_strategy');
    }
    const connections = ctx.store.state.connections;
    if (connections.some((c) => c.name === body.name)) throw connectionNameTaken();
    const conn: Connection = {
      id: randomId('con_', 16),
      name: body.name,
      ...(body.display_name !== undefined ? { display_name: body.display_name } : {}),
      strategy: body.strategy,
      options: body.options ?? {},
      realms: body.realms && body.realms.length > 0 ? body.realms : [body.name],
      enabled_clients: [...new Set(body.enabled_clients ?? [])],
      is_domain_connection: body.is_domain_connection ?? false,
      ...(body.show_as_button !== undefined ? { show_as_button: body.show_as_button } : {}),
      ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
      authentication: body.authentication ?? { active: true },
      connected_accounts: body.connected_accounts ?? { active: false },
      ...(body.cross_app_access_requesting_app ? { cross_app_access_requesting_app: body.cross_app_access_requesting_app } : {}),
      ...(AD_STRATEGIES.includes(body.strategy) ? { provisioning_ticket_url: `https://${TENANT_NAME}.us.auth0.com/p/ad/${randomId('', 8)}` } : {}),
    };
    connections.push(conn);
    ctx.store.changed();
    return reply.code(201).send(renderConnection(conn, caller));
  });
}
