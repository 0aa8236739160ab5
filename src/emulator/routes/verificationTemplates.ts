// Verifiable credential verification templates: list (checkpoint, seed §4.7) and get.
import type { FastifyInstance } from 'fastify';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';

const PATH = `${API}/verifiable-credentials/verification/templates`;

export function registerVerificationTemplates(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:vdcs_templates');
    const page = checkpointPage(ctx.cursors, 'vc-templates', ctx.store.state.verificationTemplates, parseCheckpoint(req.query));
    return page.next ? { templates: page.items, next: page.next } : { templates: page.items };
  });

  app.get<{ Params: { id: string } }>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'read:vdcs_templates');
    const template = ctx.store.state.verificationTemplates.find((t) => t.id === req.params.id);
    if (!template) throw new ApiError(404, 'The verifiable credential template does not exist.');
    return template;
  });
}
