// A connection's enabled applications and its status (research §3.2, SDK types; the applications: clients.ts):
// - GET /connections/{id}/clients (read:connections): `{clients: [{client_id}], next?}`, take (default 50, ≤ 1000)/from.
// - PATCH /connections/{id}/clients (update:connections): `[{client_id, status}]`, 1 to 50 items (an empty list is 400) (the SDK's note:
//   "the limit per PATCH request is 50 clients"); 204 without a body. A client id the tenant does not have is
//   404 "The client does not exist" (inexistent_client, as GET /clients/{id} answers; the wording here is UNCONFIRMED)
//   when it is to be enabled; disabling an id no application has (a deleted one) removes it. Nothing is applied when
//   any item fails.
// - GET /connections/{id}/status (read:connections): 200 (no body) while online; the service answers 404 with an error
//   message when an AD/LDAP connection's connector is offline (the SDK's description; the message is UNCONFIRMED).
//   A connection is offline here once a test says so: PUT /__emulator/connections/{id}/online {online: false}.
// Control: POST /__emulator/applications {count} adds generated applications (lists long enough to page).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EMULATOR_CLIENTS } from '../auth/clients';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import { CONTROL_PREFIX } from '../pipeline';
import { generatedApplication } from '../seed/applications';
import type { Application } from '../state/types';
import { parseRequestBody } from '../validation';
import { findConnection } from './connections';

/** The most items one PATCH /connections/{id}/clients takes. */
export const ENABLED_CLIENTS_PATCH_MAX = 50;

export const OFFLINE_MESSAGE = 'The connection is offline: no AD/LDAP connector for it is connected.';

const patchBody = z
  .array(z.strictObject({ client_id: z.string().min(1), status: z.boolean() }))
  .min(1)
  .max(ENABLED_CLIENTS_PATCH_MAX);

const onlineBody = z.strictObject({ online: z.boolean() });
const applicationsBody = z.strictObject({ count: z.number().int().min(1).max(5000) });

const emulatorClients = (): Application[] =>
  EMULATOR_CLIENTS.map((c) => ({ client_id: c.clientId, name: c.clientId, app_type: 'non_interactive', is_first_party: true }));

export function registerConnectionClients(app: FastifyInstance, ctx: EmulatorContext): void {
  const applications = () => [...emulatorClients(), ...ctx.store.state.applications];
  const find = (id: string) => findConnection(ctx, id);

  app.get<{ Params: { id: string } }>(`${API}/connections/:id/clients`, async (req) => {
    await requireScope(ctx, req, 'read:connections');
    const checkpoint = parseCheckpoint(req.query, 1000);
    const conn = find(req.params.id);
    const ids = conn.enabled_clients.map((id) => ({ id }));
    const page = checkpointPage(ctx.cursors, `connection-clients:${conn.id}`, ids, checkpoint);
    const clients = page.items.map((i) => ({ client_id: i.id }));
    return page.next ? { clients, next: page.next } : { clients };
  });

  app.patch<{ Params: { id: string } }>(`${API}/connections/:id/clients`, async (req, reply) => {
    await requireScope(ctx, req, 'update:connections');
    const changes = parseRequestBody(patchBody, req);
    const conn = find(req.params.id);
    const known = new Set(applications().map((a) => a.client_id));
    const unknown = changes.find((c) => c.status && !known.has(c.client_id));
    if (unknown) throw new ApiError(404, 'The client does not exist', 'inexistent_client');
    const enabled = new Set(conn.enabled_clients);
    for (const change of changes) {
      if (change.status) enabled.add(change.client_id);
      else enabled.delete(change.client_id);
    }
    conn.enabled_clients = [...enabled];
    ctx.store.changed();
    return reply.code(204).send();
  });

  app.get<{ Params: { id: string } }>(`${API}/connections/:id/status`, async (req, reply) => {
    await requireScope(ctx, req, 'read:connections');
    const conn = find(req.params.id);
    if (ctx.store.state.offlineConnections.includes(conn.id)) throw new ApiError(404, OFFLINE_MESSAGE);
    return reply.code(200).send();
  });

  app.put<{ Params: { id: string } }>(`${CONTROL_PREFIX}/connections/:id/online`, async (req) => {
    const { online } = parseRequestBody(onlineBody, req);
    const conn = find(req.params.id);
    const offline = ctx.store.state.offlineConnections.filter((id) => id !== conn.id);
    ctx.store.state.offlineConnections = online ? offline : [...offline, conn.id];
    ctx.store.changed();
    return { id: conn.id, online };
  });

  app.post(`${CONTROL_PREFIX}/applications`, async (req) => {
    const { count } = parseRequestBody(applicationsBody, req);
    const list = ctx.store.state.applications;
    const first = list.filter((a) => a.client_id.startsWith('genApp')).length + 1;
    for (let n = first; n < first + count; n++) list.push(generatedApplication(n));
    ctx.store.changed();
    return { added: count, total: applications().length };
  });
}
