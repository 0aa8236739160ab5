// DELETE /connections/{id} as the service answers it (research §3.2, the SDK's ConnectionsClient.delete): scope
// delete:connections; 202 "being deleted" with `{deleted_at}` when the connection existed, 204 "no longer exists"
// when it did not (a second delete, or an id never seen): never 404. The connection goes at once with everything
// that hangs on it here (its enabled clients are a field of it; the emulator keeps no users).
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';

export function registerConnectionsDelete(app: FastifyInstance, ctx: EmulatorContext): void {
  app.delete<{ Params: { id: string } }>(`${API}/connections/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:connections');
    const list = ctx.store.state.connections;
    const index = list.findIndex((c) => c.id === req.params.id);
    if (index < 0) return reply.code(204).send();
    list.splice(index, 1);
    ctx.store.changed();
    return reply.code(202).send({ deleted_at: ctx.clock.iso() });
  });
}
