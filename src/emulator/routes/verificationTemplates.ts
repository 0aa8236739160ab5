// Verifiable credential verification templates: list (checkpoint, seed §4.7), get, create, update, delete.
// Request shapes follow the service's API description (research §2.7): create needs name, type, dialect,
// presentation and well_known_trusted_issuers (no other key); dialect must be `simplified/1.0` and
// well_known_trusted_issuers `aamva`; the mDL claims object needs at least one property. A second template with
// the same name is a 409. custom_certificate_authority is set on create only (the update body has no such key).
// Delete answers 204 also when the template is already gone (the description lists no 404 for it).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireScope } from '../auth/guard';
import { API, type EmulatorContext } from '../context';
import { ApiError } from '../errors';
import { checkpointPage, parseCheckpoint } from '../paging';
import { MDL_CLAIMS, type VerificationTemplate } from '../state/types';
import { bumpTimestamp, randomId } from '../util';
import { parseRequestBody } from '../validation';

const PATH = `${API}/verifiable-credentials/verification/templates`;
const NOT_FOUND = 'The verifiable credential template does not exist.';

const claims = z
  .looseObject(Object.fromEntries(MDL_CLAIMS.map((c) => [c, z.boolean().optional()])))
  .refine((o) => Object.keys(o).length > 0, { message: 'Too few properties defined (0), minimum 1' });
const presentation = z.strictObject({ 'org.iso.18013.5.1.mDL': z.strictObject({ 'org.iso.18013.5.1': claims }) });
const name = z.string().min(1).max(255);
const type = z.string().min(1).max(255);
const dialect = z.string().max(255).regex(/^simplified\/1.0$/);
const issuers = z.string().min(1).max(255).regex(/^aamva$/);

const createSchema = z.strictObject({
  name, type, dialect, presentation,
  custom_certificate_authority: z.string().min(1).max(4096).nullable().optional(),
  well_known_trusted_issuers: issuers,
});

const updateSchema = z.strictObject({
  name: name.nullable().optional(),
  type: type.nullable().optional(),
  dialect: dialect.nullable().optional(),
  presentation: presentation.optional(),
  well_known_trusted_issuers: issuers.nullable().optional(),
  version: z.number().nullable().optional(),
});

type IdParams = { Params: { id: string } };

export function registerVerificationTemplates(app: FastifyInstance, ctx: EmulatorContext): void {
  const templates = () => ctx.store.state.verificationTemplates;
  const find = (id: string): VerificationTemplate => {
    const template = templates().find((t) => t.id === id);
    if (!template) throw new ApiError(404, NOT_FOUND);
    return template;
  };
  const checkNameFree = (value: string, except?: string) => {
    if (templates().some((t) => t.name === value && t.id !== except)) throw new ApiError(409, 'Template (name) already exists.');
  };

  app.get(PATH, async (req) => {
    await requireScope(ctx, req, 'read:vdcs_templates');
    const page = checkpointPage(ctx.cursors, 'vc-templates', templates(), parseCheckpoint(req.query));
    return page.next ? { templates: page.items, next: page.next } : { templates: page.items };
  });

  app.get<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'read:vdcs_templates');
    return find(req.params.id);
  });

  app.post(PATH, async (req, reply) => {
    await requireScope(ctx, req, 'create:vdcs_templates');
    const body = parseRequestBody(createSchema, req);
    checkNameFree(body.name);
    const now = ctx.clock.iso();
    const template: VerificationTemplate = {
      id: randomId('vct_', 16),
      name: body.name,
      type: body.type,
      dialect: body.dialect,
      presentation: body.presentation as VerificationTemplate['presentation'],
      custom_certificate_authority: body.custom_certificate_authority ?? null,
      well_known_trusted_issuers: body.well_known_trusted_issuers,
      created_at: now,
      updated_at: now,
    };
    templates().push(template);
    ctx.store.changed();
    return reply.code(201).send(template);
  });

  app.patch<IdParams>(`${PATH}/:id`, async (req) => {
    await requireScope(ctx, req, 'update:vdcs_templates');
    const template = find(req.params.id);
    const body = parseRequestBody(updateSchema, req);
    if (typeof body.name === 'string') checkNameFree(body.name, template.id);
    // null leaves a field as it is (the fields are required on create, so there is nothing to clear).
    if (typeof body.name === 'string') template.name = body.name;
    if (typeof body.type === 'string') template.type = body.type;
    if (typeof body.dialect === 'string') template.dialect = body.dialect;
    if (body.presentation) template.presentation = body.presentation as VerificationTemplate['presentation'];
    if (typeof body.well_known_trusted_issuers === 'string') template.well_known_trusted_issuers = body.well_known_trusted_issuers;
    template.updated_at = bumpTimestamp(template.updated_at, ctx.clock.now());
    ctx.store.changed();
    return template;
  });

  app.delete<IdParams>(`${PATH}/:id`, async (req, reply) => {
    await requireScope(ctx, req, 'delete:vdcs_templates');
    const list = templates();
    const index = list.findIndex((t) => t.id === req.params.id);
    if (index >= 0) {
      list.splice(index, 1);
      ctx.store.changed();
    }
    return reply.code(204).send();
  });
}
